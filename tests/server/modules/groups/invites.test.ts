import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupInviteResponses, groupInvites, groupMembers } from '../../../../src/server/db/schema/index';
import { createGroup, createInvite, inviteAndAccept, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp({ PUBLIC_ORIGIN: 'https://tandem.example' });
const owner = await signedInAgent(app, { firstName: 'Olivia', lastName: 'Owner' });
const outsider = await signedInAgent(app);

const invalidText = 'This invite link is invalid or has expired.';
const expiredText = 'This invite link has expired. Please request a new invite from the group owner.';

async function expire(inviteId: string) {
  await database.db
    .update(groupInvites)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(groupInvites.id, inviteId));
}

async function membersOf(groupId: string) {
  return database.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId));
}

describe('creating invite links', () => {
  it('answers a token once, with its link, role and expiry a week out, and keeps only its hash', async () => {
    const group = await createGroup(app, owner.cookie);
    const before = Date.now();
    const response = await owner.post(`/api/groups/${group.id}/invites`, { role: 'member' });
    expect(response.statusCode).toBe(201);
    const invite = response.json();
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite.url).toBe(`https://tandem.example/invite/${invite.token}`);
    expect(invite.role).toBe('member');
    const lasts = new Date(invite.expiresAt).getTime() - before;
    expect(lasts).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(lasts).toBeLessThan(7 * 86_400_000 + 60_000);
    const [stored] = await database.db.select().from(groupInvites).where(eq(groupInvites.id, invite.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(invite.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(invite.token);
  });

  it('lets admins invite members but only the owner invite admins', async () => {
    const admin = await signedInAgent(app);
    const member = await signedInAgent(app);
    const group = await createGroup(app, owner.cookie);
    await inviteAndAccept(app, owner.cookie, group.id, admin.cookie, 'admin');
    await inviteAndAccept(app, owner.cookie, group.id, member.cookie);
    expect((await admin.post(`/api/groups/${group.id}/invites`, { role: 'member', expiresInDays: 30 })).statusCode).toBe(201);
    expect((await admin.post(`/api/groups/${group.id}/invites`, { role: 'admin' })).statusCode).toBe(403);
    expect((await member.post(`/api/groups/${group.id}/invites`, { role: 'member' })).statusCode).toBe(403);
    expect((await member.get(`/api/groups/${group.id}/invites`)).statusCode).toBe(403);
    expect((await owner.post(`/api/groups/${group.id}/invites`, { role: 'admin', expiresInDays: 1 })).statusCode).toBe(201);
  });

  it.each([
    [{}, 'role', 'Invite links can make people admins or members'],
    [{ role: 'owner' }, 'role', 'Invite links can make people admins or members'],
    [{ role: 'member', expiresInDays: 0 }, 'expiresInDays', 'An invite link lasts from 1 to 30 days'],
    [{ role: 'member', expiresInDays: 31 }, 'expiresInDays', 'An invite link lasts from 1 to 30 days'],
  ])('answers %j with “%s: %s”', async (payload, field, message) => {
    const group = await createGroup(app, owner.cookie);
    const response = await owner.post(`/api/groups/${group.id}/invites`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
  });

  it('gives out no links for an archived group', async () => {
    const group = await createGroup(app, owner.cookie);
    await owner.patch(`/api/groups/${group.id}`, { status: 'archived' });
    const response = await owner.post(`/api/groups/${group.id}/invites`, { role: 'member' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GROUP_ARCHIVED', message: 'Archived groups cannot invite new members. Restore the group first.' });
  });
});

describe('listing and revoking invite links', () => {
  it('lists links newest first with state and uses, and never their tokens', async () => {
    const [first, second] = [await signedInAgent(app), await signedInAgent(app)];
    const group = await createGroup(app, owner.cookie);
    const used = await inviteAndAccept(app, owner.cookie, group.id, [first.cookie, second.cookie]);
    const expired = await createInvite(app, owner.cookie, group.id);
    await expire(expired.id);
    const revoked = await createInvite(app, owner.cookie, group.id, { role: 'admin' });
    expect((await owner.delete(`/api/groups/${group.id}/invites/${revoked.id}`)).statusCode).toBe(204);
    // Revoking twice changes nothing.
    expect((await owner.delete(`/api/groups/${group.id}/invites/${revoked.id}`)).statusCode).toBe(204);

    const response = await owner.get(`/api/groups/${group.id}/invites`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: revoked.id, role: 'admin', createdAt: expect.any(String), expiresAt: revoked.expiresAt, revokedAt: expect.any(String), state: 'revoked', uses: 0 },
      { id: expired.id, role: 'member', createdAt: expect.any(String), expiresAt: expect.any(String), revokedAt: null, state: 'expired', uses: 0 },
      { id: used.id, role: 'member', createdAt: expect.any(String), expiresAt: used.expiresAt, revokedAt: null, state: 'valid', uses: 2 },
    ]);
    expect(response.body).not.toContain(used.token);
  });

  it('answers 404 for another group’s invite and for outsiders', async () => {
    const group = await createGroup(app, owner.cookie);
    const other = await createGroup(app, owner.cookie);
    const invite = await createInvite(app, owner.cookie, other.id);
    expect((await owner.delete(`/api/groups/${group.id}/invites/${invite.id}`)).statusCode).toBe(404);
    expect((await outsider.delete(`/api/groups/${other.id}/invites/${invite.id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/groups/${other.id}/invites`)).statusCode).toBe(404);
    expect((await owner.get(`/api/groups/${other.id}/invites`)).json()[0].state).toBe('valid');
  });
});

describe('opening an invite link', () => {
  it('shows the group, the inviter, the role, the expiry and that it is valid', async () => {
    const group = await createGroup(app, owner.cookie, { name: 'Ski trip', description: 'February', color: '#6366f1' });
    const invite = await createInvite(app, owner.cookie, group.id, { role: 'admin' });
    const guest = await signedInAgent(app);
    const response = await guest.get(`/api/invites/${invite.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      group: { id: group.id, name: 'Ski trip', description: 'February', color: '#6366f1', status: 'active', memberCount: 1 },
      inviter: { firstName: 'Olivia', lastName: 'Owner' },
      role: 'admin',
      expiresAt: invite.expiresAt,
      state: 'valid',
    });
  });

  it('says `used` to someone already in the group and `expired` once the link has run out', async () => {
    const group = await createGroup(app, owner.cookie);
    const invite = await createInvite(app, owner.cookie, group.id);
    expect((await owner.get(`/api/invites/${invite.token}`)).json().state).toBe('used');
    await expire(invite.id);
    expect((await outsider.get(`/api/invites/${invite.token}`)).json().state).toBe('expired');
  });

  it('answers 404 with the invalid-link text for unknown, malformed and revoked tokens', async () => {
    const group = await createGroup(app, owner.cookie);
    const revoked = await createInvite(app, owner.cookie, group.id);
    await owner.delete(`/api/groups/${group.id}/invites/${revoked.id}`);
    for (const token of ['no-such-token', revoked.token, 'x'.repeat(90), encodeURIComponent("'; drop table groups; --")]) {
      for (const response of [
        await outsider.get(`/api/invites/${token}`),
        await outsider.post(`/api/invites/${token}/accept`),
        await outsider.post(`/api/invites/${token}/decline`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: invalidText, code: 'INVITE_INVALID' });
      }
    }
    expect(await membersOf(group.id)).toHaveLength(1);
  });
});

describe('accepting an invite link', () => {
  it('lets several people join with the invite’s role, and counts each', async () => {
    const group = await createGroup(app, owner.cookie);
    const invite = await createInvite(app, owner.cookie, group.id, { role: 'admin' });
    const joiners = await Promise.all([signedInAgent(app), signedInAgent(app), signedInAgent(app)]);
    for (const joiner of joiners) {
      const response = await joiner.post(`/api/invites/${invite.token}/accept`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ groupId: group.id, role: 'admin' });
      expect((await joiner.get(`/api/groups/${group.id}`)).json().role).toBe('admin');
    }
    expect((await owner.get(`/api/groups/${group.id}`)).json().memberCount).toBe(4);
    expect((await owner.get(`/api/groups/${group.id}/invites`)).json()[0].uses).toBe(3);
  });

  it('leaves someone already in the group with the role they have', async () => {
    const group = await createGroup(app, owner.cookie);
    const adminLink = await createInvite(app, owner.cookie, group.id, { role: 'admin' });
    const response = await owner.post(`/api/invites/${adminLink.token}/accept`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ groupId: group.id, role: 'owner' });
    expect((await membersOf(group.id)).map((member) => member.role)).toEqual(['owner']);
  });

  it('makes exactly one membership from ten simultaneous accepts by one person', async () => {
    const group = await createGroup(app, owner.cookie);
    const invite = await createInvite(app, owner.cookie, group.id);
    const joiner = await signedInAgent(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => joiner.post(`/api/invites/${invite.token}/accept`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.json()).toEqual({ groupId: group.id, role: 'member' });
    expect((await membersOf(group.id)).filter((member) => member.userId === joiner.user.id)).toHaveLength(1);
    const responses = await database.db.select().from(groupInviteResponses).where(eq(groupInviteResponses.inviteId, invite.id));
    expect(responses).toMatchObject([{ userId: joiner.user.id, response: 'accepted' }]);
  });

  it('refuses an expired link with 410 and the expired text', async () => {
    const group = await createGroup(app, owner.cookie);
    const invite = await createInvite(app, owner.cookie, group.id);
    await expire(invite.id);
    const late = await signedInAgent(app);
    for (const response of [await late.post(`/api/invites/${invite.token}/accept`), await late.post(`/api/invites/${invite.token}/decline`)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: expiredText, code: 'INVITE_EXPIRED', key: 'messages.inviteExpired' });
    }
    expect(await membersOf(group.id)).toHaveLength(1);
  });

  it('stops letting people in once the link is revoked, keeping those who joined', async () => {
    const [early, late] = [await signedInAgent(app), await signedInAgent(app)];
    const group = await createGroup(app, owner.cookie);
    const invite = await inviteAndAccept(app, owner.cookie, group.id, early.cookie);
    await owner.delete(`/api/groups/${group.id}/invites/${invite.id}`);
    const refused = await late.post(`/api/invites/${invite.token}/accept`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(invalidText);
    expect((await membersOf(group.id)).map((member) => member.userId).sort()).toEqual([owner.user.id, early.user.id].sort());
  });

  it('lets nobody into an archived group through a link given out before', async () => {
    const group = await createGroup(app, owner.cookie);
    const invite = await createInvite(app, owner.cookie, group.id);
    await owner.patch(`/api/groups/${group.id}`, { status: 'archived' });
    expect((await outsider.get(`/api/invites/${invite.token}`)).json()).toMatchObject({ state: 'valid', group: { status: 'archived' } });
    const response = await outsider.post(`/api/invites/${invite.token}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GROUP_ARCHIVED', message: 'This group is archived and is not taking new members.' });
  });
});

describe('declining an invite link', () => {
  it('records the answer, joins nobody, and still lets them change their mind', async () => {
    const group = await createGroup(app, owner.cookie);
    const invite = await createInvite(app, owner.cookie, group.id);
    const guest = await signedInAgent(app);
    expect((await guest.post(`/api/invites/${invite.token}/decline`)).statusCode).toBe(204);
    expect(await membersOf(group.id)).toHaveLength(1);
    const [recorded] = await database.db.select().from(groupInviteResponses).where(eq(groupInviteResponses.inviteId, invite.id));
    expect(recorded).toMatchObject({ userId: guest.user.id, response: 'declined' });
    expect((await guest.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
    expect((await guest.post(`/api/invites/${invite.token}/accept`)).statusCode).toBe(200);
    expect((await owner.get(`/api/groups/${group.id}/invites`)).json()[0].uses).toBe(1);
  });
});
