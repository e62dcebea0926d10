import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GroupGoal } from '../../../../src/domain/goals/goal-shares';
import type { Goal } from '../../../../src/domain/goals/goals';
import type { Transaction } from '../../../../src/domain/transactions/transactions';
import { users } from '../../../../src/server/db/schema';
import {
  contribute,
  createGoal,
  postTransaction,
  seedGroup,
  shareGoal,
  shareGoalWithGroup,
  signedInAgent,
  transactionInput,
  unshareGoal,
  type Agent,
} from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

/** A owns the goals; B shares groups with A; C shares nothing with anyone. */
const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Lima' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Okafor' });
const cleo = await signedInAgent(app, { firstName: 'Cleo', lastName: 'Park' });
const flatmates = await seedGroup(database.db, ana.user, [{ id: ben.user.id, role: 'member' }], { name: 'Flatmates' });
const bookClub = await seedGroup(database.db, ana.user, [{ id: ben.user.id, role: 'admin' }], { name: 'Book club' });
const cleosGroup = await seedGroup(database.db, cleo.user, [], { name: 'Cleo only' });

const goalsOf = async (agent: Agent) => (await agent.get('/api/financial-goals')).json<Goal[]>();
const goalIn = async (agent: Agent, id: string) => (await goalsOf(agent)).find((goal) => goal.id === id);
const readAs = async (agent: Agent, id: string) => (await agent.get(`/api/financial-goals/${id}`)).json<Goal>();

describe('sharing a goal with a group', () => {
  it('is for the goal’s owner only, with a group they are in', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Sofa' });
    expect((await shareGoalWithGroup(app, ben.cookie, goal.id, flatmates.id)).statusCode).toBe(404);
    expect((await shareGoalWithGroup(app, cleo.cookie, goal.id, cleosGroup.id)).statusCode).toBe(404);

    const notMember = await shareGoalWithGroup(app, ana.cookie, goal.id, cleosGroup.id);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Group not found' });
    expect((await readAs(ana, goal.id)).sharedWith).toEqual([]);
  });

  it('refuses an unknown permission or a missing group with a clear message', async () => {
    const goal = await createGoal(app, ana.cookie);
    const badPermission = await shareGoalWithGroup(app, ana.cookie, goal.id, flatmates.id, 'edit');
    expect(badPermission.statusCode).toBe(400);
    expect(badPermission.json().fieldErrors).toEqual({ permission: 'Choose whether members can view or contribute' });
    const noGroup = await ana.post(`/api/goals/${goal.id}/share-with-group`, { permission: 'view' });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().fieldErrors).toEqual({ groupId: 'Choose a group to share the goal with' });
  });

  it('answers 201 with the share, and sharing again changes the permission (200)', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Holiday' });
    const first = await shareGoalWithGroup(app, ana.cookie, goal.id, flatmates.id, 'view');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ goalId: goal.id, groupId: flatmates.id, permission: 'view', groupName: 'Flatmates' });

    const again = await shareGoalWithGroup(app, ana.cookie, goal.id, flatmates.id, 'can_contribute');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ permission: 'can_contribute' });
    expect((await readAs(ana, goal.id)).sharedWith).toEqual([{ groupId: flatmates.id, groupName: 'Flatmates', permission: 'can_contribute' }]);
    expect((await readAs(ben, goal.id)).permission).toBe('can_contribute');
  });
});

describe('the goal list with shared goals', () => {
  it('shows a member the goals shared with their groups, marked, each once', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Shared fridge', targetAmount: 800 });
    await shareGoal(app, ana.cookie, goal.id, flatmates.id, 'view');
    await shareGoal(app, ana.cookie, goal.id, bookClub.id, 'can_contribute');
    const own = await createGoal(app, ben.cookie, { title: 'Ben’s bike' });

    const bens = await goalsOf(ben);
    expect(bens.filter((item) => item.id === goal.id)).toHaveLength(1);
    expect(bens.find((item) => item.id === goal.id)).toMatchObject({
      title: 'Shared fridge',
      isOwner: false,
      owner: { id: ana.user.id, firstName: 'Ana', lastName: 'Lima' },
      permission: 'can_contribute',
      sharedWith: [
        { groupId: bookClub.id, groupName: 'Book club', permission: 'can_contribute' },
        { groupId: flatmates.id, groupName: 'Flatmates', permission: 'view' },
      ],
      targetAmount: '800.00',
    });
    expect(bens.find((item) => item.id === own.id)).toMatchObject({ isOwner: true, permission: 'owner', sharedWith: [], contributions: [] });

    expect(await goalIn(ana, goal.id)).toMatchObject({ isOwner: true, permission: 'owner', owner: { firstName: 'Ana' } });
    expect(await goalIn(ana, own.id)).toBeUndefined();
  });

  it('shows an outsider nothing, and the shared goal stays read-only for members', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Only for flatmates' });
    await shareGoal(app, ana.cookie, goal.id, flatmates.id, 'can_contribute');

    expect(await goalIn(cleo, goal.id)).toBeUndefined();
    expect((await cleo.get(`/api/financial-goals/${goal.id}`)).statusCode).toBe(404);
    expect((await cleo.get(`/api/groups/${flatmates.id}/goals`)).statusCode).toBe(404);

    expect((await readAs(ben, goal.id)).title).toBe('Only for flatmates');
    expect((await ben.patch(`/api/financial-goals/${goal.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await ben.delete(`/api/financial-goals/${goal.id}`)).statusCode).toBe(404);
    expect((await readAs(ana, goal.id)).title).toBe('Only for flatmates');
  });
});

describe('contributing to a shared goal', () => {
  it('is refused (403) for a view-only member and leaves the goal unchanged', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Look, don’t touch' });
    await shareGoal(app, ana.cookie, goal.id, flatmates.id, 'view');
    const response = await contribute(app, ben.cookie, goal.id, 25);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: "You don't have permission to contribute to this goal" });
    expect((await readAs(ana, goal.id)).currentAmount).toBe('0.00');
    expect((await ben.get(`/api/transactions?goalId=${goal.id}`)).json().items).toEqual([]);
  });

  it('raises the goal for a can_contribute member and lists who gave what', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Group trip', targetAmount: 1000 });
    await shareGoal(app, ana.cookie, goal.id, flatmates.id, 'can_contribute');
    expect((await contribute(app, ben.cookie, goal.id, 40)).statusCode).toBe(201);
    expect((await contribute(app, ben.cookie, goal.id, '2.50')).statusCode).toBe(201);
    expect((await contribute(app, ana.cookie, goal.id, 100)).statusCode).toBe(201);

    const seenByAna = await readAs(ana, goal.id);
    expect(seenByAna.currentAmount).toBe('142.50');
    expect(seenByAna.contributions).toEqual([
      { userId: ana.user.id, firstName: 'Ana', lastName: 'Lima', amount: '100.00', currency: 'USD' },
      { userId: ben.user.id, firstName: 'Ben', lastName: 'Okafor', amount: '42.50', currency: 'USD' },
    ]);
    expect((await readAs(ben, goal.id)).contributions).toEqual(seenByAna.contributions);
  });

  it('answers an outsider as if the goal did not exist', async () => {
    const goal = await createGoal(app, ana.cookie);
    await shareGoal(app, ana.cookie, goal.id, flatmates.id, 'can_contribute');
    const response = await contribute(app, cleo.cookie, goal.id, 10);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ goalId: 'Goal not found' });
    expect((await readAs(ana, goal.id)).currentAmount).toBe('0.00');
  });

  // With no rate source at all here; tests/server/modules/currency/goal-contributions-across-currencies.test.ts has the reference rates.
  it('in another currency than the goal’s asks for the rate instead of refusing, and takes a typed one', async () => {
    const euroFriend = await signedInAgent(app, { firstName: 'Eva' });
    await database.db.update(users).set({ currency: 'EUR' }).where(eq(users.id, euroFriend.user.id));
    const group = await seedGroup(database.db, ana.user, [{ id: euroFriend.user.id }], { name: 'Abroad' });
    const goal = await createGoal(app, ana.cookie);
    await shareGoal(app, ana.cookie, goal.id, group.id, 'can_contribute');
    const response = await contribute(app, euroFriend.cookie, goal.id, 10);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ goalRate: 'Exchange rates are unavailable right now. Enter the rate yourself.' });
    const typed = await postTransaction(
      app,
      euroFriend.cookie,
      transactionInput({ amount: 10, type: 'transfer', category: 'goal_contribution', goalId: goal.id, goalRate: '1.1' }),
    );
    expect(typed.statusCode).toBe(201);
    expect((await readAs(ana, goal.id)).contributions).toEqual([{ userId: euroFriend.user.id, firstName: 'Eva', lastName: 'User', amount: '11.00', currency: 'USD' }]);
  });

  it('can be taken back by its contributor after the goal is unshared', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Party', targetAmount: 300 });
    await shareGoal(app, ana.cookie, goal.id, flatmates.id, 'can_contribute');
    const given = (await contribute(app, ben.cookie, goal.id, 60)).json<Transaction>();
    expect((await unshareGoal(app, ana.cookie, goal.id, flatmates.id)).statusCode).toBe(204);
    expect(await goalIn(ben, goal.id)).toBeUndefined();

    expect((await contribute(app, ben.cookie, goal.id, 5)).json().fieldErrors).toEqual({ goalId: 'Goal not found' });
    expect((await ben.patch(`/api/transactions/${given.id}`, { amount: 80 })).statusCode).toBe(400);
    expect((await ben.patch(`/api/transactions/${given.id}`, { amount: 20 })).statusCode).toBe(200);
    expect((await readAs(ana, goal.id)).currentAmount).toBe('20.00');
    expect((await ben.delete(`/api/transactions/${given.id}`)).statusCode).toBe(204);
    expect((await readAs(ana, goal.id)).currentAmount).toBe('0.00');
  });
});

describe('dashboard totals', () => {
  it('count only each user’s own goals', async () => {
    const dana = await signedInAgent(app, { firstName: 'Dana' });
    const partner = await signedInAgent(app, { firstName: 'Paul' });
    const group = await seedGroup(database.db, dana.user, [{ id: partner.user.id }], { name: 'Couple' });
    const hers = await createGoal(app, dana.cookie, { targetAmount: 1000 });
    const his = await createGoal(app, partner.cookie, { targetAmount: 250 });
    await shareGoal(app, dana.cookie, hers.id, group.id, 'can_contribute');
    await shareGoal(app, partner.cookie, his.id, group.id, 'can_contribute');
    expect((await contribute(app, partner.cookie, hers.id, 50)).statusCode).toBe(201);

    const herStats = (await dana.get('/api/dashboard/stats')).json();
    expect(herStats.goals).toMatchObject({ active: 1, totalTarget: '1000.00', totalSaved: '50.00' });
    const hisStats = (await partner.get('/api/dashboard/stats')).json();
    expect(hisStats.goals).toMatchObject({ active: 1, totalTarget: '250.00', totalSaved: '0.00' });
  });
});

describe('a group’s shared goals', () => {
  it('are listed for members only, with the share’s permission', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Book fund' });
    await shareGoal(app, ana.cookie, goal.id, bookClub.id, 'view');
    const answer = await ben.get(`/api/groups/${bookClub.id}/goals`);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json<GroupGoal[]>().find((item) => item.id === goal.id);
    expect(listed).toMatchObject({ title: 'Book fund', sharePermission: 'view', isOwner: false, owner: { firstName: 'Ana' } });
    expect(answer.json<GroupGoal[]>().every((item) => item.sharedWith.some((share) => share.groupId === bookClub.id))).toBe(true);

    expect((await cleo.get(`/api/groups/${bookClub.id}/goals`)).statusCode).toBe(404);
    expect((await ben.get('/api/groups/not-a-group/goals')).statusCode).toBe(404);
    expect((await cleo.get(`/api/groups/${cleosGroup.id}/goals`)).json()).toEqual([]);
  });
});

describe('unsharing', () => {
  it('is for the goal’s owner or a group owner or admin; a plain member is refused', async () => {
    const goal = await createGoal(app, ana.cookie, { title: 'Everywhere' });
    await shareGoal(app, ana.cookie, goal.id, flatmates.id, 'view');
    await shareGoal(app, ana.cookie, goal.id, bookClub.id, 'view');

    expect((await unshareGoal(app, ben.cookie, goal.id, flatmates.id)).statusCode).toBe(403);
    expect((await unshareGoal(app, cleo.cookie, goal.id, flatmates.id)).statusCode).toBe(404);
    expect((await unshareGoal(app, ben.cookie, goal.id, bookClub.id)).statusCode).toBe(204);
    expect((await readAs(ana, goal.id)).sharedWith.map((share) => share.groupName)).toEqual(['Flatmates']);
    expect((await ben.get(`/api/groups/${bookClub.id}/goals`)).json<GroupGoal[]>().some((item) => item.id === goal.id)).toBe(false);

    const notShared = await unshareGoal(app, ana.cookie, goal.id, bookClub.id);
    expect(notShared.statusCode).toBe(404);
    expect(notShared.json().message).toBe('This goal is not shared with this group');
  });
});
