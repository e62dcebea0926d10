import type { User } from '@domain/auth/auth';
import {
  balancesOf,
  createGroupExpenseInput,
  createGroupSettlementInput,
  expenseAmountToMinor,
  settleUp,
  splitAmount,
  type GroupBalances,
  type GroupExpense,
  type GroupSettlement,
} from '@domain/group-expenses/group-expenses';
import type { GroupDetail, GroupMember } from '@domain/groups/groups';
import { formatMinor, toMinor } from '@domain/shared/money';
import { api, failure, json } from '../../../support/fake-api';
import { makeUser } from '../../../support/fixtures';
import { declareSession } from '../../../support/session';

export const me: User = makeUser({ id: '10000000-0000-4000-8000-00000000000a', firstName: 'Ana', lastName: 'Lima' });

const member = (userId: string, firstName: string, lastName: string, role: GroupMember['role'] = 'member'): GroupMember => ({
  userId,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});

export const ben = member('10000000-0000-4000-8000-00000000000b', 'Ben', 'Ito');
export const dee = member('10000000-0000-4000-8000-00000000000d', 'Dee', 'Rao');

export function makeGroupDetail(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    name: 'Flatmates',
    description: '',
    color: '#0ea5e9',
    status: 'active',
    currency: 'USD',
    role: 'owner',
    memberCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    nextEvent: null,
    viability: { score: 60, level: 'steady', signals: { members: true, recentActivity: true, upcomingEvent: false, goalsOnTrack: false }, lastActivityOn: null },
    members: [member(me.id, me.firstName, me.lastName, 'owner'), ben, dee],
    ...overrides,
  };
}

interface StoredExpense {
  expense: GroupExpense;
  shares: { userId: string; shareMinor: bigint }[];
  amountMinor: bigint;
}

/**
 * A signed-in `me` plus an in-memory group ledger that answers like the server: expenses are
 * checked with the domain schema and split with `splitAmount`, balances and suggestions come
 * from `balancesOf` and `settleUp`. Later `api.use` calls override any route.
 */
export function declareGroupExpensesApi(
  group: GroupDetail,
  seed: { paidBy: string; amount: string; members: string[]; description?: string }[] = [],
  { pageSize = 50, formerMembers = [] }: { pageSize?: number; formerMembers?: { userId: string; firstName: string; lastName: string }[] } = {},
) {
  declareSession({ user: me });
  const people = new Map<string, { firstName: string; lastName: string }>([...group.members, ...formerMembers].map((person) => [person.userId, person]));
  const person = (userId: string) => {
    const found = people.get(userId);
    return { userId, firstName: found?.firstName ?? '', lastName: found?.lastName ?? '' };
  };
  const expenses: StoredExpense[] = [];
  const settlements: GroupSettlement[] = [];
  let sequence = 0;

  const add = (input: {
    description: string;
    amount: string;
    paidBy: string;
    date: string;
    split: { mode: GroupExpense['split']['mode']; members: { userId: string; value?: string }[] };
    category?: string;
  }) => {
    sequence += 1;
    const amountMinor = expenseAmountToMinor(input.amount, group.currency) ?? 0n;
    const shares = splitAmount(amountMinor, input.split.mode, input.split.members, group.currency);
    const values = new Map(input.split.members.map((entry) => [entry.userId, entry.value ?? null]));
    const expense: GroupExpense = {
      id: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      description: input.description,
      amount: formatMinor(amountMinor, group.currency),
      currency: group.currency,
      paidBy: person(input.paidBy),
      date: input.date,
      category: input.category ?? 'other',
      split: {
        mode: input.split.mode,
        members: shares.map((share) => ({ ...person(share.userId), value: values.get(share.userId) ?? null, share: formatMinor(share.shareMinor, group.currency) })),
      },
      createdBy: me.id,
      createdAt: '2026-03-01T10:00:00.000Z',
      canEdit: true,
    };
    expenses.unshift({ expense, shares, amountMinor });
    return expense;
  };
  for (const entry of seed) {
    add({
      description: entry.description ?? 'Groceries',
      amount: entry.amount,
      paidBy: entry.paidBy,
      date: '2026-02-01',
      split: { mode: 'equal', members: entry.members.map((userId) => ({ userId })) },
    });
  }

  const balances = (): GroupBalances => {
    const computed = balancesOf(
      expenses.map(({ expense, amountMinor, shares }) => ({ paidBy: expense.paidBy.userId, amountMinor, shares })),
      settlements.map((settlement) => ({ from: settlement.from.userId, to: settlement.to.userId, amountMinor: toMinor(settlement.amount, group.currency) ?? 0n })),
    );
    const amounts = new Map(computed.map((balance) => [balance.userId, balance.amountMinor]));
    return {
      currency: group.currency,
      balances: group.members.map((entry) => ({ ...person(entry.userId), amount: formatMinor(amounts.get(entry.userId) ?? 0n, group.currency), isMember: true })),
      suggestions: settleUp(computed).map((transfer) => ({ from: transfer.from, to: transfer.to, amount: formatMinor(transfer.amountMinor, group.currency) })),
    };
  };

  const base = `/api/groups/${group.id}`;
  api.use({
    [`GET ${base}/balances`]: () => balances(),
    // The cursor here is simply the index of the next expense; the section passes it back as it came.
    [`GET ${base}/expenses`]: ({ query }) => {
      const start = Number(query.get('cursor') ?? 0);
      const page = expenses.slice(start, start + pageSize).map((stored) => stored.expense);
      return { items: page, nextCursor: start + pageSize < expenses.length ? String(start + pageSize) : null };
    },
    [`PATCH ${base}/expenses/:expenseId`]: ({ params, body }) => {
      const index = expenses.findIndex((stored) => stored.expense.id === params.expenseId);
      const current = expenses[index];
      if (!current) return failure(404, 'Expense not found', 'NOT_FOUND');
      const parsed = createGroupExpenseInput.safeParse({ ...(body as object) });
      if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'invalid', 'VALIDATION_FAILED');
      expenses.splice(index, 1);
      const updated = { ...add(parsed.data), id: current.expense.id };
      expenses[0]!.expense = updated;
      return updated;
    },
    [`DELETE ${base}/expenses/:expenseId`]: ({ params }) => {
      const index = expenses.findIndex((stored) => stored.expense.id === params.expenseId);
      if (index < 0) return failure(404, 'Expense not found', 'NOT_FOUND');
      expenses.splice(index, 1);
      return json(204);
    },
    [`GET ${base}/settlements`]: () => ({ items: settlements, nextCursor: null }),
    [`POST ${base}/expenses`]: ({ body }) => {
      const parsed = createGroupExpenseInput.safeParse(body);
      if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'invalid', 'VALIDATION_FAILED');
      return json(201, add(parsed.data));
    },
    [`POST ${base}/settlements`]: ({ body }) => {
      const parsed = createGroupSettlementInput.safeParse(body);
      if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'invalid', 'VALIDATION_FAILED');
      sequence += 1;
      const settlement: GroupSettlement = {
        id: `40000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
        from: person(parsed.data.from),
        to: person(parsed.data.to),
        amount: formatMinor(toMinor(parsed.data.amount, group.currency) ?? 0n, group.currency),
        currency: group.currency,
        date: '2026-03-02',
        createdBy: me.id,
        createdAt: '2026-03-02T10:00:00.000Z',
        recordedInMoneyTracking: parsed.data.recordInMoneyTracking,
        canDelete: true,
      };
      settlements.unshift(settlement);
      return json(201, settlement);
    },
  });
  return { calls: api.calls, expenses, settlements };
}
