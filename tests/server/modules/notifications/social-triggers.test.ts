import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../../src/domain/notifications/notifications';
import { addGroupExpense, createEvent, createGroup, inviteAndAccept, seedGroup, sendFriendRequest, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const notices = async (agent: Agent) => {
  const response = await agent.get('/api/notifications');
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>().items;
};

const person = (firstName: string, lastName: string, timezone = 'UTC') => signedInAgent(app, { firstName, lastName, timezone });

describe('a friend request', () => {
  it('tells the receiver, once, with a link to Friends', async () => {
    const ana = await person('Ana', 'Lima');
    const bo = await person('Bo', 'Chen');
    const request = await sendFriendRequest(ana, { email: bo.email });
    expect(await notices(bo)).toMatchObject([
      { kind: 'friendRequest', title: 'Ana Lima sent you a friend request', link: '/friends', params: { requestId: request.id, name: 'Ana Lima' }, readAt: null },
    ]);
    expect(await notices(ana)).toEqual([]);
  });

  it('tells nobody when the request is refused', async () => {
    const ana = await person('Ana', 'Lima');
    const bo = await person('Bo', 'Chen');
    await sendFriendRequest(ana, { email: bo.email });
    expect((await ana.post('/api/friends/requests', { email: bo.email })).statusCode).toBe(409);
    expect(await notices(bo)).toHaveLength(1);
  });
});

describe('joining a group through an invitation', () => {
  it('tells whoever made the link, not the other members or the one who joined', async () => {
    const owner = await person('Olga', 'Owner');
    const admin = await person('Adam', 'Admin');
    const joiner = await person('Jo', 'Joiner');
    const group = await createGroup(app, owner.cookie, { name: 'Flatmates' });
    await inviteAndAccept(app, owner.cookie, group.id, admin.cookie, 'admin');
    await owner.post('/api/notifications/read', { all: true });
    await inviteAndAccept(app, admin.cookie, group.id, joiner.cookie);
    expect(await notices(admin)).toMatchObject([
      { kind: 'groupInviteAccepted', title: 'Jo Joiner joined Flatmates', link: `/groups/${group.id}`, params: { groupId: group.id, groupName: 'Flatmates', name: 'Jo Joiner' } },
    ]);
    expect((await notices(owner)).map((item) => item.params.name)).toEqual(['Adam Admin']);
    expect(await notices(joiner)).toEqual([]);
  });

  it('tells the owner and admins when the one who made the link has left', async () => {
    const owner = await person('Olga', 'Owner');
    const admin = await person('Adam', 'Admin');
    const inviter = await person('Ivy', 'Inviter');
    const joiner = await person('Jo', 'Joiner');
    const group = await createGroup(app, owner.cookie, { name: 'Trip' });
    await inviteAndAccept(app, owner.cookie, group.id, [admin.cookie, inviter.cookie], 'admin');
    const response = await app.inject({ method: 'POST', url: `/api/groups/${group.id}/invites`, headers: { cookie: inviter.cookie }, payload: { role: 'member' } });
    const { token } = response.json<{ token: string }>();
    expect((await inviter.delete(`/api/groups/${group.id}/members/${inviter.user.id}`)).statusCode).toBeLessThan(300);
    await owner.post('/api/notifications/read', { all: true });
    await admin.post('/api/notifications/read', { all: true });
    expect((await joiner.post(`/api/invites/${token}/accept`)).statusCode).toBe(200);
    for (const manager of [owner, admin]) {
      expect((await notices(manager)).filter((item) => item.readAt === null)).toMatchObject([{ kind: 'groupInviteAccepted', title: 'Jo Joiner joined Trip' }]);
    }
  });

  it('tells nobody again when someone already in the group opens the link', async () => {
    const owner = await person('Olga', 'Owner');
    const joiner = await person('Jo', 'Joiner');
    const group = await createGroup(app, owner.cookie);
    const invite = await inviteAndAccept(app, owner.cookie, group.id, joiner.cookie);
    expect((await joiner.post(`/api/invites/${invite.token}/accept`)).statusCode).toBe(200);
    expect(await notices(owner)).toHaveLength(1);
  });
});

describe('a new group expense', () => {
  it('tells each member with a share their share, but not the one who added it', async () => {
    const ana = await person('Ana', 'Lima');
    const bo = await person('Bo', 'Chen');
    const cy = await person('Cy', 'Diaz');
    const group = await seedGroup(database.db, ana.user, [{ id: bo.user.id }, { id: cy.user.id }], { name: 'Flatmates' });
    const expense = await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, bo.user.id, cy.user.id], { description: 'Groceries', amount: '90.00' });
    for (const member of [bo, cy]) {
      expect(await notices(member)).toMatchObject([
        {
          kind: 'groupExpense',
          title: 'New expense in Flatmates',
          body: 'Ana Lima added Groceries. Your share is $30.00.',
          link: `/groups/${group.id}#expense-${expense.id}`,
          params: { expenseId: expense.id, shareMinor: 3000, currency: 'USD' },
        },
      ]);
    }
    expect(await notices(ana)).toEqual([]);
  });

  it('tells the member who paid when someone else adds the expense, and no one outside the split', async () => {
    const ana = await person('Ana', 'Lima');
    const bo = await person('Bo', 'Chen');
    const cy = await person('Cy', 'Diaz');
    const group = await seedGroup(database.db, ana.user, [{ id: bo.user.id }, { id: cy.user.id }]);
    await addGroupExpense(app, bo.cookie, group.id, ana.user.id, [ana.user.id, bo.user.id], { amount: '10.00' });
    expect((await notices(ana)).map((item) => item.body)).toEqual(['Bo Chen added Groceries. Your share is $5.00.']);
    expect(await notices(bo)).toEqual([]);
    expect(await notices(cy)).toEqual([]);
  });

  it('tells nobody about an expense only its writer shares', async () => {
    const ana = await person('Ana', 'Lima');
    const bo = await person('Bo', 'Chen');
    const group = await seedGroup(database.db, ana.user, [{ id: bo.user.id }]);
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id]);
    expect(await notices(bo)).toEqual([]);
  });
});

describe('an answer to a group event', () => {
  const rsvp = (agent: Agent, eventId: string, status: string) => agent.post(`/api/events/${eventId}/rsvp`, { status });

  it('tells the creator each new answer, once per answer, and never their own', async () => {
    const ana = await person('Ana', 'Lima', 'Asia/Tokyo');
    const bo = await person('Bo', 'Chen');
    const group = await seedGroup(database.db, ana.user, [{ id: bo.user.id }]);
    const event = await createEvent(app, ana.cookie, { title: 'Dinner at Rosa’s', groupId: group.id, startTime: '2030-03-01T12:00:00.000Z', endTime: '2030-03-01T14:00:00.000Z' });
    expect((await rsvp(bo, event.id, 'going')).statusCode).toBe(200);
    expect((await rsvp(bo, event.id, 'going')).statusCode).toBe(200);
    const first = await notices(ana);
    expect(first).toMatchObject([
      { kind: 'eventRsvp', title: 'Bo Chen is going to Dinner at Rosa’s', link: `/calendar?event=${event.id}&date=2030-03-01`, params: { status: 'going', name: 'Bo Chen' } },
    ]);
    await rsvp(bo, event.id, 'cantGo');
    expect((await notices(ana)).map((item) => item.title)).toEqual(['Bo Chen can’t go to Dinner at Rosa’s', 'Bo Chen is going to Dinner at Rosa’s']);
    await rsvp(ana, event.id, 'maybe');
    expect(await notices(ana)).toHaveLength(2);
    expect(await notices(bo)).toEqual([]);
  });
});
