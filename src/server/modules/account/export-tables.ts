import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { ExportTable } from '../../../domain/account/account';
import { customCategoryKey } from '../../../domain/categories/categories';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import {
  aiConversations,
  aiMessages,
  aiUsage,
  calendarShares,
  cryptoTrades,
  customCategories,
  eventOccurrenceRsvps,
  eventRsvps,
  events,
  financialGoals,
  friendRequests,
  friendships,
  goalGroupShares,
  groupExpenses,
  groupExpenseShares,
  groupMembers,
  groups,
  groupSettlements,
  investmentProfiles,
  referralCodes,
  referrals,
  subscriptions,
  transactions,
  userPreferences,
  users,
} from '../../db/schema/index';

export type ExportRow = Record<string, unknown>;

/** One table of the archive: its column names (for an empty CSV too) and its rows in batches. */
export interface ExportSource {
  name: ExportTable;
  columns: readonly string[];
  batches: () => AsyncIterable<ExportRow[]>;
}

const transactionBatchSize = 5000;

async function* once(rows: Promise<ExportRow[]>): AsyncIterable<ExportRow[]> {
  yield await rows;
}

const source = (name: ExportTable, columns: readonly string[], rows: () => Promise<ExportRow[]>): ExportSource => ({
  name,
  columns,
  batches: () => once(rows()),
});

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * Every record of one user, and of other people only what the user already sees in shared
 * places: names of friends, of group members on shared expenses and payments, of referred
 * friends. No password hash, no session tokens, no other member's e-mail or private data.
 */
export function exportSources(db: Database, userId: string, currency: string): ExportSource[] {
  const money = (minor: bigint | null, code = currency) => (minor === null ? null : formatMinor(minor, code));
  const myGoalIds = db.select({ id: financialGoals.id }).from(financialGoals).where(eq(financialGoals.userId, userId));
  const myConversationIds = db.select({ id: aiConversations.id }).from(aiConversations).where(eq(aiConversations.userId, userId));

  return [
    source('profile', ['id', 'firstName', 'lastName', 'email', 'timezone', 'currency', 'createdAt', 'updatedAt'], () =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          timezone: users.timezone,
          currency: users.currency,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId)),
    ),
    source(
      'preferences',
      [
        'theme',
        'hasCompletedOnboarding',
        'language',
        'dateFormat',
        'timeFormat',
        'numberFormat',
        'notifications',
        'monthlyIncome',
        'monthlyExpense',
        'lowBalanceThreshold',
        'quietHours',
        'smsNumber',
        'expenseAlert',
        'updatedAt',
      ],
      async () => {
        const rows = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
        return rows.map(({ userId: _owner, monthlyIncomeMinor, monthlyExpenseMinor, lowBalanceThresholdMinor, expenseAlertMinor, ...row }) => ({
          ...row,
          monthlyIncome: money(monthlyIncomeMinor),
          monthlyExpense: money(monthlyExpenseMinor),
          lowBalanceThreshold: money(lowBalanceThresholdMinor),
          expenseAlert: money(expenseAlertMinor),
        }));
      },
    ),
    source('subscription', ['plan', 'interval', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'source', 'updatedAt'], () =>
      db
        .select({
          plan: subscriptions.plan,
          interval: subscriptions.interval,
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          source: subscriptions.source,
          updatedAt: subscriptions.updatedAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId)),
    ),
    source(
      'goals',
      [
        'id',
        'title',
        'description',
        'targetAmount',
        'currentAmount',
        'currency',
        'targetDate',
        'category',
        'priority',
        'status',
        'startDate',
        'createdAt',
        'updatedAt',
        'completedAt',
      ],
      async () => {
        const rows = await db.select().from(financialGoals).where(eq(financialGoals.userId, userId)).orderBy(asc(financialGoals.createdAt));
        return rows.map(({ userId: _owner, targetMinor, currentMinor, ...row }) => ({
          id: row.id,
          title: row.title,
          description: row.description,
          targetAmount: money(targetMinor, row.currency),
          currentAmount: money(currentMinor, row.currency),
          currency: row.currency,
          targetDate: row.targetDate,
          category: row.category,
          priority: row.priority,
          status: row.status,
          startDate: row.startDate,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
          completedAt: row.completedAt,
        }));
      },
    ),
    source('goal_shares', ['goalId', 'goalTitle', 'groupId', 'groupName', 'permission', 'createdAt'], () =>
      db
        .select({
          goalId: goalGroupShares.goalId,
          goalTitle: financialGoals.title,
          groupId: goalGroupShares.groupId,
          groupName: groups.name,
          permission: goalGroupShares.permission,
          createdAt: goalGroupShares.createdAt,
        })
        .from(goalGroupShares)
        .innerJoin(financialGoals, eq(financialGoals.id, goalGroupShares.goalId))
        .innerJoin(groups, eq(groups.id, goalGroupShares.groupId))
        .where(inArray(goalGroupShares.goalId, myGoalIds)),
    ),
    {
      name: 'transactions',
      columns: [
        'id',
        'date',
        'type',
        'category',
        'categoryName',
        'amount',
        'currency',
        'description',
        'goalId',
        'destination',
        'groupExpenseId',
        'paidGroupExpenseId',
        'createdAt',
        'updatedAt',
      ],
      batches: () => transactionBatches(db, userId),
    },
    source('custom_categories', ['id', 'key', 'type', 'name', 'icon', 'color', 'createdAt', 'updatedAt'], async () => {
      const rows = await db.select().from(customCategories).where(eq(customCategories.userId, userId)).orderBy(asc(customCategories.createdAt));
      return rows.map(({ userId: _owner, ...row }) => ({
        id: row.id,
        key: customCategoryKey(row.id),
        type: row.type,
        name: row.name,
        icon: row.icon,
        color: row.color,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      }));
    }),
    source(
      'events',
      [
        'id',
        'groupId',
        'title',
        'description',
        'location',
        'startAt',
        'endAt',
        'timezone',
        'recurrence',
        'cost',
        'costCurrency',
        'costPerPerson',
        'costPaidBy',
        'createdAt',
        'updatedAt',
      ],
      async () => {
        const rows = await db
          .select({
            id: events.id,
            groupId: events.groupId,
            title: events.title,
            description: events.description,
            location: events.location,
            startAt: events.startAt,
            endAt: events.endAt,
            timezone: events.timezone,
            recurrence: events.recurrence,
            costMinor: events.costMinor,
            costCurrency: groups.currency,
            costPerPerson: events.costPerPerson,
            costPaidBy: events.costPaidBy,
            createdAt: events.createdAt,
            updatedAt: events.updatedAt,
          })
          .from(events)
          .leftJoin(groups, eq(groups.id, events.groupId))
          .where(eq(events.userId, userId))
          .orderBy(asc(events.startAt));
        return rows.map(({ costMinor, costCurrency, ...row }) => ({
          ...row,
          cost: costMinor === null || costCurrency === null ? null : money(costMinor, costCurrency),
          costCurrency: costMinor === null ? null : costCurrency,
        }));
      },
    ),
    source('event_rsvps', ['eventId', 'eventTitle', 'status', 'guests', 'updatedAt'], () =>
      db
        .select({ eventId: eventRsvps.eventId, eventTitle: events.title, status: eventRsvps.status, guests: eventRsvps.guests, updatedAt: eventRsvps.updatedAt })
        .from(eventRsvps)
        .innerJoin(events, eq(events.id, eventRsvps.eventId))
        .where(eq(eventRsvps.userId, userId)),
    ),
    source('event_occurrence_rsvps', ['eventId', 'eventTitle', 'occurrenceStart', 'status', 'guests', 'updatedAt'], () =>
      db
        .select({
          eventId: eventOccurrenceRsvps.eventId,
          eventTitle: events.title,
          occurrenceStart: eventOccurrenceRsvps.occurrenceStart,
          status: eventOccurrenceRsvps.status,
          guests: eventOccurrenceRsvps.guests,
          updatedAt: eventOccurrenceRsvps.updatedAt,
        })
        .from(eventOccurrenceRsvps)
        .innerJoin(events, eq(events.id, eventOccurrenceRsvps.eventId))
        .where(eq(eventOccurrenceRsvps.userId, userId)),
    ),
    source('calendar_shares', ['token', 'groupId', 'createdAt', 'revokedAt'], () =>
      db
        .select({ token: calendarShares.token, groupId: calendarShares.groupId, createdAt: calendarShares.createdAt, revokedAt: calendarShares.revokedAt })
        .from(calendarShares)
        .where(eq(calendarShares.userId, userId)),
    ),
    source('groups', ['id', 'name', 'description', 'color', 'status', 'currency', 'yourRole', 'joinedAt', 'createdAt'], () =>
      db
        .select({
          id: groups.id,
          name: groups.name,
          description: groups.description,
          color: groups.color,
          status: groups.status,
          currency: groups.currency,
          yourRole: groupMembers.role,
          joinedAt: groupMembers.joinedAt,
          createdAt: groups.createdAt,
        })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId)),
    ),
    source(
      'group_expenses',
      ['id', 'groupId', 'groupName', 'date', 'description', 'category', 'amount', 'currency', 'splitMode', 'paidBy', 'paidByYou', 'yourShare', 'createdAt'],
      async () => {
        const rows = await db
          .select({
            id: groupExpenses.id,
            groupId: groupExpenses.groupId,
            groupName: groups.name,
            date: groupExpenses.occurredOn,
            description: groupExpenses.description,
            category: groupExpenses.category,
            amountMinor: groupExpenses.amountMinor,
            currency: groups.currency,
            splitMode: groupExpenses.splitMode,
            payerId: groupExpenses.paidBy,
            payerFirst: users.firstName,
            payerLast: users.lastName,
            shareMinor: groupExpenseShares.shareMinor,
            createdAt: groupExpenses.createdAt,
          })
          .from(groupExpenses)
          .innerJoin(groups, eq(groups.id, groupExpenses.groupId))
          .innerJoin(users, eq(users.id, groupExpenses.paidBy))
          .leftJoin(groupExpenseShares, and(eq(groupExpenseShares.expenseId, groupExpenses.id), eq(groupExpenseShares.userId, userId)))
          .where(or(eq(groupExpenses.paidBy, userId), sql`${groupExpenseShares.userId} is not null`))
          .orderBy(asc(groupExpenses.occurredOn), asc(groupExpenses.id));
        return rows.map((row) => ({
          id: row.id,
          groupId: row.groupId,
          groupName: row.groupName,
          date: row.date,
          description: row.description,
          category: row.category,
          amount: money(row.amountMinor, row.currency),
          currency: row.currency,
          splitMode: row.splitMode,
          paidBy: fullName(row.payerFirst, row.payerLast),
          paidByYou: row.payerId === userId,
          yourShare: money(row.shareMinor ?? 0n, row.currency),
          createdAt: row.createdAt,
        }));
      },
    ),
    source('group_payments', ['id', 'groupId', 'groupName', 'date', 'direction', 'otherPerson', 'amount', 'currency', 'createdAt'], async () => {
      const rows = await db
        .select({
          id: groupSettlements.id,
          groupId: groupSettlements.groupId,
          groupName: groups.name,
          date: groupSettlements.occurredOn,
          fromUser: groupSettlements.fromUser,
          toUser: groupSettlements.toUser,
          amountMinor: groupSettlements.amountMinor,
          currency: groups.currency,
          createdAt: groupSettlements.createdAt,
        })
        .from(groupSettlements)
        .innerJoin(groups, eq(groups.id, groupSettlements.groupId))
        .where(or(eq(groupSettlements.fromUser, userId), eq(groupSettlements.toUser, userId)))
        .orderBy(asc(groupSettlements.occurredOn), asc(groupSettlements.id));
      const names = await namesOf(
        db,
        rows.map((row) => (row.fromUser === userId ? row.toUser : row.fromUser)),
      );
      return rows.map(({ fromUser, toUser, amountMinor, ...row }) => ({
        id: row.id,
        groupId: row.groupId,
        groupName: row.groupName,
        date: row.date,
        direction: fromUser === userId ? 'paid' : 'received',
        otherPerson: names.get(fromUser === userId ? toUser : fromUser) ?? '',
        amount: money(amountMinor, row.currency),
        currency: row.currency,
        createdAt: row.createdAt,
      }));
    }),
    source('friends', ['friendId', 'firstName', 'lastName', 'since'], () =>
      db
        .select({ friendId: friendships.friendId, firstName: users.firstName, lastName: users.lastName, since: friendships.since })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(eq(friendships.userId, userId)),
    ),
    source('friend_requests', ['id', 'direction', 'otherPerson', 'status', 'createdAt', 'respondedAt'], async () => {
      const rows = await db
        .select()
        .from(friendRequests)
        .where(or(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, userId)))
        .orderBy(asc(friendRequests.createdAt));
      const names = await namesOf(
        db,
        rows.map((row) => (row.senderId === userId ? row.receiverId : row.senderId)),
      );
      return rows.map((row) => ({
        id: row.id,
        direction: row.senderId === userId ? 'sent' : 'received',
        otherPerson: names.get(row.senderId === userId ? row.receiverId : row.senderId) ?? '',
        status: row.status,
        createdAt: row.createdAt,
        respondedAt: row.respondedAt,
      }));
    }),
    source('referral_code', ['code', 'active', 'createdAt'], () =>
      db.select({ code: referralCodes.code, active: referralCodes.active, createdAt: referralCodes.createdAt }).from(referralCodes).where(eq(referralCodes.userId, userId)),
    ),
    source('referrals', ['id', 'role', 'code', 'friendName', 'bonusChats', 'createdAt'], async () => {
      const rows = await db
        .select()
        .from(referrals)
        .where(or(eq(referrals.referrerId, userId), eq(referrals.referredUserId, userId)))
        .orderBy(asc(referrals.createdAt));
      const names = await namesOf(
        db,
        rows.map((row) => (row.referrerId === userId ? row.referredUserId : row.referrerId)),
      );
      return rows.map((row) => ({
        id: row.id,
        role: row.referrerId === userId ? 'referrer' : 'referred',
        code: row.code,
        friendName: names.get(row.referrerId === userId ? row.referredUserId : row.referrerId) ?? '',
        bonusChats: row.bonusChats,
        createdAt: row.createdAt,
      }));
    }),
    source('ai_conversations', ['id', 'title', 'createdAt', 'updatedAt'], () =>
      db
        .select({ id: aiConversations.id, title: aiConversations.title, createdAt: aiConversations.createdAt, updatedAt: aiConversations.updatedAt })
        .from(aiConversations)
        .where(eq(aiConversations.userId, userId))
        .orderBy(asc(aiConversations.createdAt)),
    ),
    source('ai_messages', ['id', 'conversationId', 'role', 'content', 'toolsUsed', 'createdAt'], () =>
      db
        .select({
          id: aiMessages.id,
          conversationId: aiMessages.conversationId,
          role: aiMessages.role,
          content: aiMessages.content,
          toolsUsed: aiMessages.toolsUsed,
          createdAt: aiMessages.createdAt,
        })
        .from(aiMessages)
        .where(inArray(aiMessages.conversationId, myConversationIds))
        .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id)),
    ),
    source('ai_usage', ['month', 'included', 'bonus'], () =>
      db.select({ month: aiUsage.month, included: aiUsage.included, bonus: aiUsage.bonus }).from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(asc(aiUsage.month)),
    ),
    source('investment_profile', ['answers', 'updatedAt'], () =>
      db.select({ answers: investmentProfiles.answers, updatedAt: investmentProfiles.updatedAt }).from(investmentProfiles).where(eq(investmentProfiles.userId, userId)),
    ),
    source('crypto_trades', ['id', 'coinId', 'side', 'quantity', 'pricePerCoin', 'fee', 'tradedOn', 'createdAt', 'updatedAt'], () =>
      db
        .select({
          id: cryptoTrades.id,
          coinId: cryptoTrades.coinId,
          side: cryptoTrades.side,
          quantity: cryptoTrades.quantity,
          pricePerCoin: cryptoTrades.pricePerCoin,
          fee: cryptoTrades.fee,
          tradedOn: cryptoTrades.tradedOn,
          createdAt: cryptoTrades.createdAt,
          updatedAt: cryptoTrades.updatedAt,
        })
        .from(cryptoTrades)
        .where(eq(cryptoTrades.userId, userId))
        .orderBy(asc(cryptoTrades.tradedOn), asc(cryptoTrades.id)),
    ),
  ];
}

/** "First Last" of each id, in one query. */
async function namesOf(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, fullName(row.firstName, row.lastName)]));
}

/** The user's transactions oldest first, in batches by id, so a long history never sits in memory whole. */
async function* transactionBatches(db: Database, userId: string): AsyncIterable<ExportRow[]> {
  const names = new Map(
    (await db.select({ id: customCategories.id, name: customCategories.name }).from(customCategories).where(eq(customCategories.userId, userId))).map((row) => [
      customCategoryKey(row.id),
      row.name,
    ]),
  );
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), after ? gt(transactions.id, after) : undefined))
      .orderBy(asc(transactions.id))
      .limit(transactionBatchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: row.id,
      date: row.occurredOn,
      type: row.type,
      category: row.category,
      categoryName: names.get(row.category) ?? row.category,
      amount: formatMinor(row.amountMinor, row.currency),
      currency: row.currency,
      description: row.description,
      goalId: row.goalId,
      destination: row.destination,
      // A share of a group expense (its amount in the group's currency, negative for a refund), or a payment linked to one.
      groupExpenseId: row.groupExpenseId,
      paidGroupExpenseId: row.paidGroupExpenseId,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }));
    if (rows.length < transactionBatchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}
