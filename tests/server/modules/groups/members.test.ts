import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupMembers, groups } from '../../../../src/server/db/schema/index';
import { createGroup, inviteAndAccept, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const outsider = await signedInAgent(app, { firstName: 'Olga', lastName: 'Outside' });

/** An owner, an admin and two members in a fresh group. */
async function team() {
  const [owner, admin, member, other] = (await Promise.all(['Owen', 'Ada', 'Mia', 'Max'].map((firstName) => signedInAgent(app, { firstName })))) as [Agent, Agent, Agent, Agent];
  const group = await createGroup(app, owner.cookie, { name: 'Team' });
  await inviteAndAccept(app, owner.cookie, group.id, admin.cookie, 'admin');
  await inviteAndAccept(app, owner.cookie, group.id, [member.cookie, other.cookie]);
  const roles = async () => {
    const rows = await database.db.select({ userId: groupMembers.userId, role: groupMembers.role }).from(groupMembers).where(eq(groupMembers.groupId, group.id));
    return Object.fromEntries(rows.map((row) => [row.userId, row.role]));
  };
  const memberUrl = (agent: Agent) => `/api/groups/${group.id}/members/${agent.user.id}`;
  return { owner, admin, member, other, group, roles, memberUrl };
}

describe('changing roles', () => {
  it('lets the owner make a member an admin and back', async () => {
    const { owner, member, roles, memberUrl } = await team();
    const promoted = await owner.patch(memberUrl(member), { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().members.find((entry: { userId: string }) => entry.userId === member.user.id).role).toBe('admin');
    expect((await owner.patch(memberUrl(member), { role: 'member' })).statusCode).toBe(200);
    expect((await roles())[member.user.id]).toBe('member');
  });

  it('transfers ownership in one step: the new owner takes over and the old owner becomes an admin', async () => {
    const { owner, member, roles, memberUrl, group } = await team();
    const response = await owner.patch(memberUrl(member), { role: 'owner' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'admin' });
    expect(response.json().members[0]).toMatchObject({ userId: member.user.id, role: 'owner' });
    const now = await roles();
    expect(now[member.user.id]).toBe('owner');
    expect(now[owner.user.id]).toBe('admin');
    expect(Object.values(now).filter((role) => role === 'owner')).toHaveLength(1);
    // The new owner runs the group now; the old one can no longer delete it.
    expect((await owner.delete(`/api/groups/${group.id}`)).statusCode).toBe(403);
  });

  it('keeps a single owner when two transfers race', async () => {
    const { owner, member, other, roles, memberUrl } = await team();
    const answers = await Promise.all([owner.patch(memberUrl(member), { role: 'owner' }), owner.patch(memberUrl(other), { role: 'owner' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(Object.values(await roles()).filter((role) => role === 'owner')).toHaveLength(1);
  });

  it('lets admins move people between member and admin but never touch the owner or make one', async () => {
    const { owner, admin, member, roles, memberUrl } = await team();
    expect((await admin.patch(memberUrl(member), { role: 'admin' })).statusCode).toBe(200);
    expect((await admin.patch(memberUrl(member), { role: 'member' })).statusCode).toBe(200);
    expect((await admin.patch(memberUrl(owner), { role: 'member' })).statusCode).toBe(403);
    expect((await admin.patch(memberUrl(member), { role: 'owner' })).statusCode).toBe(403);
    expect(await roles()).toMatchObject({ [owner.user.id]: 'owner', [admin.user.id]: 'admin', [member.user.id]: 'member' });
  });

  it('refuses members (403) and keeps the owner’s own role until ownership moves', async () => {
    const { owner, member, other, memberUrl } = await team();
    expect((await member.patch(memberUrl(other), { role: 'admin' })).statusCode).toBe(403);
    expect((await member.patch(memberUrl(member), { role: 'admin' })).statusCode).toBe(403);
    const stepDown = await owner.patch(memberUrl(owner), { role: 'member' });
    expect(stepDown.statusCode).toBe(409);
    expect(stepDown.json()).toMatchObject({ code: 'OWNER_KEEPS_ROLE', message: 'The owner keeps this role until ownership is transferred to another member.' });
  });

  it('answers 404 for someone outside the group and 400 for an unknown role', async () => {
    const { owner, member, memberUrl } = await team();
    expect((await owner.patch(memberUrl(outsider), { role: 'admin' })).statusCode).toBe(404);
    expect((await outsider.patch(memberUrl(member), { role: 'admin' })).statusCode).toBe(404);
    const bad = await owner.patch(memberUrl(member), { role: 'king' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ role: 'Role must be owner, admin or member' });
  });
});

describe('removing members and leaving', () => {
  it('lets the owner remove admins and members', async () => {
    const { owner, admin, member, roles, memberUrl, group } = await team();
    expect((await owner.delete(memberUrl(admin))).statusCode).toBe(204);
    expect((await owner.delete(memberUrl(member))).statusCode).toBe(204);
    expect(Object.keys(await roles())).toHaveLength(2);
    expect((await member.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
  });

  it('lets admins remove members only', async () => {
    const { owner, admin, member, roles, memberUrl, group } = await team();
    const secondAdmin = await signedInAgent(app);
    await inviteAndAccept(app, owner.cookie, group.id, secondAdmin.cookie, 'admin');
    expect((await admin.delete(memberUrl(owner))).statusCode).toBe(403);
    expect((await admin.delete(memberUrl(secondAdmin))).statusCode).toBe(403);
    expect((await admin.delete(memberUrl(member))).statusCode).toBe(204);
    expect((await roles())[member.user.id]).toBeUndefined();
    expect((await member.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
  });

  it('refuses members removing others', async () => {
    const { member, other, roles, memberUrl } = await team();
    expect((await member.delete(memberUrl(other))).statusCode).toBe(403);
    expect((await roles())[other.user.id]).toBe('member');
  });

  it('lets anyone but the owner leave', async () => {
    const { admin, member, roles, memberUrl } = await team();
    expect((await member.delete(memberUrl(member))).statusCode).toBe(204);
    expect((await admin.delete(memberUrl(admin))).statusCode).toBe(204);
    expect(Object.values(await roles()).sort()).toEqual(['member', 'owner']);
  });

  it('keeps the owner until ownership is transferred, then lets them leave', async () => {
    const { owner, admin, roles, memberUrl } = await team();
    const refused = await owner.delete(memberUrl(owner));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OWNER_MUST_TRANSFER', message: 'Transfer ownership to another member before leaving the group.' });
    await owner.patch(memberUrl(admin), { role: 'owner' });
    expect((await owner.delete(memberUrl(owner))).statusCode).toBe(204);
    expect((await roles())[admin.user.id]).toBe('owner');
  });

  it('deletes the group when its last member, the owner, leaves', async () => {
    const owner = await signedInAgent(app);
    const group = await createGroup(app, owner.cookie);
    expect((await owner.delete(`/api/groups/${group.id}/members/${owner.user.id}`)).statusCode).toBe(204);
    expect(await database.db.select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
    expect((await owner.get('/api/groups')).json()).toEqual([]);
  });

  it('answers 404 to outsiders, who change nothing', async () => {
    const { member, roles, memberUrl } = await team();
    const before = await roles();
    expect((await outsider.delete(memberUrl(member))).statusCode).toBe(404);
    expect((await outsider.delete(memberUrl(outsider))).statusCode).toBe(404);
    expect(await roles()).toEqual(before);
  });
});
