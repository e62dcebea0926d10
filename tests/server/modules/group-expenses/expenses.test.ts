import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import type { GroupExpense, GroupExpensePage } from '../../../../src/domain/group-expenses/group-expenses';
import { groupMembers } from '../../../../src/server/db/schema/index';
import { addGroupExpense, expenseInput, postGroupExpense, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const ann = await signedInAgent(app, { firstName: 'Ann', lastName: 'Owner' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Member' });
const cal = await signedInAgent(app, { firstName: 'Cal', lastName: 'Outsider' });
const dee = await signedInAgent(app, { firstName: 'Dee', lastName: 'Admin' });
const group = await seedGroup(database.db, ann.user, [{ id: ben.user.id }, { id: dee.user.id, role: 'admin' }]);
const everyone = [ann.user.id, ben.user.id, dee.user.id];
const url = `/api/groups/${group.id}/expenses`;

const listPage = async (cookie: string, query = ''): Promise<GroupExpensePage> => {
  const response = await app.inject({ method: 'GET', url: `${url}${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<GroupExpensePage>();
};

const shares = (expense: GroupExpense) => Object.fromEntries(expense.split.members.map((member) => [member.firstName, member.share]));

describe('adding and listing expenses', () => {
  it('adds an equal split and shows it to every member with names and shares', async () => {
    const response = await postGroupExpense(app, ben.cookie, group.id, expenseInput(ann.user.id, everyone, { description: 'Dinner', amount: 100 }));
    expect(response.statusCode).toBe(201);
    const expense = response.json<GroupExpense>();
    expect(expense).toMatchObject({
      description: 'Dinner',
      amount: '100.00',
      currency: 'USD',
      paidBy: { userId: ann.user.id, firstName: 'Ann', lastName: 'Owner' },
      split: { mode: 'equal' },
      createdBy: ben.user.id,
      canEdit: true,
    });
    // The extra cent goes to the lowest user id.
    const lowest = [...everyone].sort()[0];
    for (const member of expense.split.members) expect(member.share).toBe(member.userId === lowest ? '33.34' : '33.33');
    expect(expense.split.members.map((member) => member.value)).toEqual([null, null, null]);

    const listed = await listPage(dee.cookie);
    expect(listed.items.find((item) => item.id === expense.id)).toEqual({ ...expense, canEdit: true });
  });

  it('splits by shares, percentages and exact amounts, keeping what was typed', async () => {
    const byShares = await addGroupExpense(app, ann.cookie, group.id, ann.user.id, [], {
      amount: '50',
      split: {
        mode: 'shares',
        members: [
          { userId: ann.user.id, value: 1.5 },
          { userId: ben.user.id, value: '1' },
        ],
      },
    });
    expect(shares(byShares)).toEqual({ Ann: '30.00', Ben: '20.00' });
    expect(byShares.split.members.find((member) => member.firstName === 'Ann')?.value).toBe('1.5');

    const byPercent = await addGroupExpense(app, ann.cookie, group.id, ben.user.id, [], {
      amount: '10',
      split: {
        mode: 'percent',
        members: [
          { userId: ann.user.id, value: '33.33' },
          { userId: ben.user.id, value: '33.33' },
          { userId: dee.user.id, value: '33.34' },
        ],
      },
    });
    expect(shares(byPercent)).toEqual({ Ann: '3.33', Ben: '3.33', Dee: '3.34' });

    const exact = await addGroupExpense(app, ann.cookie, group.id, dee.user.id, [], {
      amount: '42.10',
      split: {
        mode: 'exact',
        members: [
          { userId: ben.user.id, value: '40' },
          { userId: dee.user.id, value: '2.1' },
        ],
      },
    });
    expect(shares(exact)).toEqual({ Ben: '40.00', Dee: '2.10' });
  });

  it.each([
    [{ description: '' }, 'description', 'Description is required'],
    [{ amount: '0' }, 'amount', 'Enter an amount other than zero (a negative amount records a refund)'],
    [{ amount: '10.001' }, 'amount', 'USD amounts have at most 2 decimal places'],
    [{ amount: '-10.001' }, 'amount', 'USD amounts have at most 2 decimal places'],
    [{ date: addDays(todayInZone('UTC'), 2) }, 'date', 'Expense date cannot be in the future.'],
    [{ split: { mode: 'equal', members: [] } }, 'split', 'Choose at least one person to split with'],
    [{ split: { mode: 'thirds', members: [] } }, 'split', 'Split equally, by shares, by percentages or by exact amounts'],
    [{ split: { mode: 'shares', members: [{ userId: 'ANN' }] } }, 'split', 'Choose people from the group'],
    [{ split: { mode: 'shares', members: [{ userId: '{ann}' }] } }, 'split', 'Choose people from the group'],
    [{ split: { mode: 'shares', members: [{ userId: '{ann}', value: 0 }] } }, 'split', 'Choose people from the group'],
  ])('refuses %j on %s with “%s”', async (overrides, field, message) => {
    const response = await postGroupExpense(app, ann.cookie, group.id, expenseInput(ann.user.id, everyone, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it.each([
    ['equal', [['ann', '5']], 'An equal split takes no amounts, shares or percentages'],
    [
      'shares',
      [
        ['ann', '0'],
        ['ben', '1'],
      ],
      'Shares must be positive numbers with at most 4 decimals',
    ],
    [
      'shares',
      [
        ['ann', '1'],
        ['ben', null],
      ],
      'Enter a share for everyone in the split',
    ],
    [
      'percent',
      [
        ['ann', '50'],
        ['ben', '49.99'],
      ],
      'Percentages must add up to exactly 100%',
    ],
    [
      'percent',
      [
        ['ann', '150'],
        ['ben', '-50'],
      ],
      'Percentages must be between 0 and 100 with at most 2 decimals',
    ],
    [
      'exact',
      [
        ['ann', '50'],
        ['ben', '39.99'],
      ],
      'The amounts in the split must add up exactly to the total',
    ],
    ['exact', [['ann', '50']], 'The amounts in the split must add up exactly to the total'],
    [
      'exact',
      [
        ['ann', '45'],
        ['ann', '45'],
      ],
      'Each person can appear only once in a split',
    ],
  ])('refuses a %s split of %j with “%s”', async (mode, values, message) => {
    const ids: Record<string, string> = { ann: ann.user.id, ben: ben.user.id };
    const members = (values as [string, string | null][]).map(([name, value]) => ({ userId: ids[name], value }));
    const response = await postGroupExpense(app, ann.cookie, group.id, expenseInput(ann.user.id, [], { split: { mode, members } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { split: message } });
  });

  it('refuses a payer or a split member who is not in the group', async () => {
    const outsiderPays = await postGroupExpense(app, ann.cookie, group.id, expenseInput(cal.user.id, everyone));
    expect(outsiderPays.statusCode).toBe(400);
    expect(outsiderPays.json()).toMatchObject({ fieldErrors: { paidBy: 'The person who paid must be a member of the group' } });
    const outsiderShares = await postGroupExpense(app, ann.cookie, group.id, expenseInput(ann.user.id, [ann.user.id, cal.user.id]));
    expect(outsiderShares.statusCode).toBe(400);
    expect(outsiderShares.json()).toMatchObject({ fieldErrors: { split: 'Everyone in the split must be a member of the group' } });
  });

  it('keeps shares in whole yen in a JPY group', async () => {
    const yenGroup = await seedGroup(database.db, ann.user, [{ id: ben.user.id }, { id: dee.user.id }], { currency: 'JPY' });
    const expense = await addGroupExpense(app, ann.cookie, yenGroup.id, ann.user.id, everyone, { amount: '1000' });
    expect(expense.amount).toBe('1000');
    expect(expense.split.members.map((member) => member.share).sort()).toEqual(['333', '333', '334']);
    const fractional = await postGroupExpense(app, ann.cookie, yenGroup.id, expenseInput(ann.user.id, everyone, { amount: '1000.5' }));
    expect(fractional.json()).toMatchObject({ fieldErrors: { amount: 'JPY amounts cannot have decimals' } });
    const exactDecimals = await postGroupExpense(app, ann.cookie, yenGroup.id, {
      ...expenseInput(ann.user.id, []),
      amount: '1000',
      split: {
        mode: 'exact',
        members: [
          { userId: ann.user.id, value: '999.5' },
          { userId: ben.user.id, value: '0.5' },
        ],
      },
    });
    expect(exactDecimals.json()).toMatchObject({ fieldErrors: { split: 'JPY amounts cannot have decimals' } });
  });
});

describe('editing and deleting expenses', () => {
  it('lets the payer, the creator and an admin edit, and refuses another member with 403', async () => {
    const expense = await addGroupExpense(app, ben.cookie, group.id, ann.user.id, everyone, { description: 'Taxi' });
    const patch = (cookie: string, body: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `${url}/${expense.id}`, headers: { cookie }, payload: body });

    expect((await patch(ann.cookie, { description: 'Taxi home' })).json()).toMatchObject({ description: 'Taxi home' });
    expect((await patch(ben.cookie, { amount: '30' })).json()).toMatchObject({ amount: '30.00' });
    const byAdmin = await patch(dee.cookie, { split: { mode: 'exact', members: [{ userId: ben.user.id, value: '30' }] } });
    expect(byAdmin.statusCode).toBe(200);
    expect(shares(byAdmin.json())).toEqual({ Ben: '30.00' });

    const other = await addGroupExpense(app, ann.cookie, group.id, ann.user.id, everyone);
    const refused = await app.inject({ method: 'PATCH', url: `${url}/${other.id}`, headers: { cookie: ben.cookie }, payload: { amount: '1' } });
    expect(refused.statusCode).toBe(403);
    const [listed] = (await listPage(ben.cookie)).items.filter((item) => item.id === other.id);
    expect(listed).toMatchObject({ amount: '90.00', canEdit: false });
  });

  it('checks the edited expense as a whole: a new total must still match exact amounts', async () => {
    const expense = await addGroupExpense(app, ann.cookie, group.id, ann.user.id, [], {
      amount: '20',
      split: {
        mode: 'exact',
        members: [
          { userId: ann.user.id, value: '15' },
          { userId: ben.user.id, value: '5' },
        ],
      },
    });
    const response = await app.inject({ method: 'PATCH', url: `${url}/${expense.id}`, headers: { cookie: ann.cookie }, payload: { amount: '25' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { split: 'The amounts in the split must add up exactly to the total' } });
    const moved = await app.inject({ method: 'PATCH', url: `${url}/${expense.id}`, headers: { cookie: ann.cookie }, payload: { paidBy: cal.user.id } });
    expect(moved.json()).toMatchObject({ fieldErrors: { paidBy: 'The person who paid must be a member of the group' } });
  });

  it('lets a former member stay on an expense they were already part of', async () => {
    const leaver = await signedInAgent(app, { firstName: 'Lee' });
    await database.db.insert(groupMembers).values({ groupId: group.id, userId: leaver.user.id, role: 'member' });
    const expense = await addGroupExpense(app, ann.cookie, group.id, ann.user.id, [ann.user.id, leaver.user.id]);
    await database.db.delete(groupMembers).where(eq(groupMembers.userId, leaver.user.id));
    const renamed = await app.inject({ method: 'PATCH', url: `${url}/${expense.id}`, headers: { cookie: ann.cookie }, payload: { description: 'Before Lee left' } });
    expect(renamed.statusCode).toBe(200);
    expect(shares(renamed.json())).toEqual({ Ann: '45.00', Lee: '45.00' });
  });

  it('deletes for the payer, creator or an admin only', async () => {
    const expense = await addGroupExpense(app, ann.cookie, group.id, ann.user.id, everyone);
    const remove = (cookie: string) => app.inject({ method: 'DELETE', url: `${url}/${expense.id}`, headers: { cookie } });
    expect((await remove(ben.cookie)).statusCode).toBe(403);
    expect((await remove(dee.cookie)).statusCode).toBe(204);
    expect((await remove(ann.cookie)).statusCode).toBe(404);
    expect((await listPage(ann.cookie)).items.some((item) => item.id === expense.id)).toBe(false);
  });
});

describe('paging and concurrency', () => {
  it('pages 120 expenses newest first, each exactly once', async () => {
    const pagedGroup = await seedGroup(database.db, ann.user, [{ id: ben.user.id }]);
    const today = todayInZone('UTC');
    for (let index = 0; index < 120; index += 1) {
      await addGroupExpense(app, ann.cookie, pagedGroup.id, ann.user.id, [ann.user.id, ben.user.id], { description: `Item ${index}`, date: addDays(today, -(index % 7)) });
    }
    const seen: GroupExpense[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=25${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await app.inject({ method: 'GET', url: `/api/groups/${pagedGroup.id}/expenses${query}`, headers: { cookie: ben.cookie } });
      const page = response.json<GroupExpensePage>();
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen.map((item) => item.id)).size).toBe(120);
    const keys = seen.map((item) => `${item.date}|${item.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const first = await app.inject({ method: 'GET', url: `/api/groups/${pagedGroup.id}/expenses?limit=500`, headers: { cookie: ann.cookie } });
    expect(first.json().items).toHaveLength(100);
    const bad = await app.inject({ method: 'GET', url: `/api/groups/${pagedGroup.id}/expenses?cursor=nonsense`, headers: { cookie: ann.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid cursor');
  });

  it('keeps every one of 20 expenses posted at once', async () => {
    const busyGroup = await seedGroup(database.db, ann.user, [{ id: ben.user.id }]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postGroupExpense(
          app,
          index % 2 ? ann.cookie : ben.cookie,
          busyGroup.id,
          expenseInput(index % 2 ? ann.user.id : ben.user.id, [ann.user.id, ben.user.id], { amount: '1.01', description: `Round ${index}` }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const listed = await app.inject({ method: 'GET', url: `/api/groups/${busyGroup.id}/expenses`, headers: { cookie: ann.cookie } });
    expect(listed.json().items).toHaveLength(20);
    const balances = await app.inject({ method: 'GET', url: `/api/groups/${busyGroup.id}/balances`, headers: { cookie: ann.cookie } });
    // Each $1.01 splits 0.51 / 0.50 and the extra cent takes turns, even when the writes race:
    // ten each, so ten payments of 1.01 each leave both square.
    const lower = [ann.user.id, ben.user.id].sort()[0];
    const amounts = Object.fromEntries(
      balances.json().balances.map((balance: { userId: string; amount: string }) => [balance.userId === lower ? 'lower' : 'higher', balance.amount]),
    );
    expect(amounts).toEqual({ lower: '0.00', higher: '0.00' });
  });
});
