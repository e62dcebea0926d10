import { and, desc, eq, inArray } from 'drizzle-orm';
import { settleUpCategory } from '../../../domain/categories/categories';
import { errorCodes } from '../../../domain/shared/errors';
import {
  encodeGroupCursor,
  groupExpenseMessages as messages,
  settleUpDescription,
  type CreateGroupSettlementInput,
  type GroupPageQuery,
  type GroupSettlement,
  type GroupSettlementPage,
} from '../../../domain/group-expenses/group-expenses';
import { moneyMessages } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { groupSettlements, transactions } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { managerRoles, requireRole } from '../../http/membership';
import { isUuid } from '../../http/route-kit';
import type { ExchangeRates } from '../../shared/exchange-rates';
import { balancesInGroup } from '../../shared/group-balances';
import { minorOrFail, ownerSettings } from '../../shared/owner-settings';
import { pastOrToday } from './booking-date';
import { afterCursor } from './expense-queries';
import { currentMembers, groupAccess, isManager, namesOf, requireActive, type GroupAccess, type PersonName } from './group-access';
import { inPartyCurrency, settleUpRates, type SettleUpRate } from './settle-up-rates';
import { toGroupSettlement } from './views';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const settlementColumns = {
  id: groupSettlements.id,
  fromUser: groupSettlements.fromUser,
  toUser: groupSettlements.toUser,
  amountMinor: groupSettlements.amountMinor,
  occurredOn: groupSettlements.occurredOn,
  createdBy: groupSettlements.createdBy,
  createdAt: groupSettlements.createdAt,
  fromTransactionId: groupSettlements.fromTransactionId,
  toTransactionId: groupSettlements.toTransactionId,
};

export async function listSettlements(db: Database, groupId: string, userId: string, query: GroupPageQuery): Promise<GroupSettlementPage> {
  const access = await groupAccess(db, groupId, userId);
  const rows = await db
    .select(settlementColumns)
    .from(groupSettlements)
    .where(and(eq(groupSettlements.groupId, access.groupId), afterCursor(groupSettlements.occurredOn, groupSettlements.id, query.cursor)))
    .orderBy(desc(groupSettlements.occurredOn), desc(groupSettlements.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeGroupCursor({ date: last.occurredOn, id: last.id }) : null;
  const names = await namesOf(
    db,
    page.flatMap((row) => [row.fromUser, row.toUser]),
  );
  return { items: page.map((row) => toGroupSettlement(row, names, access)), nextCursor };
}

/** Both people are current members, or former members who still have a balance to settle. */
async function requireParties(tx: Tx, access: GroupAccess, input: CreateGroupSettlementInput): Promise<void> {
  const members = await currentMembers(tx, access.groupId, [input.from, input.to]);
  const former = [input.from, input.to].filter((id) => !members.has(id));
  if (former.length === 0) return;
  const balances = await balancesInGroup(tx, access.groupId);
  const stranger = former.find((id) => !balances.has(id));
  if (stranger) throw fieldError(stranger === input.from ? 'from' : 'to', messages.settlementPersonNotInGroup);
}

const fullName = (name: PersonName | undefined) => `${name?.firstName ?? ''} ${name?.lastName ?? ''}`.trim();

/**
 * One transfer in each person's own money tracking, in the group's currency, counted in their
 * own currency at the reference rate when one was found; answers their ids.
 */
async function postTransfers(tx: Tx, access: GroupAccess, input: CreateGroupSettlementInput, amountMinor: bigint, occurredOn: string, rates: Map<string, SettleUpRate>) {
  const names = await namesOf(tx, [input.from, input.to]);
  const transfer = (owner: string, counterpart: string) => ({
    userId: owner,
    type: 'transfer' as const,
    category: settleUpCategory,
    amountMinor,
    currency: access.currency,
    ...inPartyCurrency(amountMinor, access.currency, rates.get(owner)),
    description: settleUpDescription(fullName(names.get(counterpart)), access.name),
    occurredOn,
  });
  const rows = await tx
    .insert(transactions)
    .values([transfer(input.from, input.to), transfer(input.to, input.from)])
    .returning({ id: transactions.id, userId: transactions.userId });
  return {
    fromTransactionId: rows.find((row) => row.userId === input.from)?.id ?? null,
    toTransactionId: rows.find((row) => row.userId === input.to)?.id ?? null,
  };
}

/**
 * Records that `from` paid `to`. Members record payments they are part of; owners and admins
 * record any. With `recordInMoneyTracking` each person also gets a transfer in their own
 * money tracking, in the same database transaction as the payment.
 */
export async function createSettlement(db: Database, groupId: string, userId: string, input: CreateGroupSettlementInput, exchangeRates?: ExchangeRates): Promise<GroupSettlement> {
  const settings = await ownerSettings(db, userId);
  const rates = await settleUpRates(db, groupId, userId, input, settings, exchangeRates);
  return db.transaction(async (tx) => {
    const access = await groupAccess(tx, groupId, userId);
    requireActive(access);
    if (!isManager(access) && input.from !== userId && input.to !== userId) throw new AppError(403, errorCodes.forbidden, messages.settlementNotYours);
    const occurredOn = input.date === undefined ? settings.today : pastOrToday(input.date, settings);
    const amountMinor = minorOrFail(input.amount, access.currency, 'amount', moneyMessages.invalidAmount);
    await requireParties(tx, access, input);
    const posted = input.recordInMoneyTracking ? await postTransfers(tx, access, input, amountMinor, occurredOn, rates) : { fromTransactionId: null, toTransactionId: null };
    const [row] = await tx
      .insert(groupSettlements)
      .values({ groupId: access.groupId, fromUser: input.from, toUser: input.to, amountMinor, occurredOn, createdBy: userId, ...posted })
      .returning(settlementColumns);
    return toGroupSettlement(row!, await namesOf(tx, [input.from, input.to]), access);
  });
}

/** By whoever recorded it, or an owner or admin; the transfers it posted go with it. */
export async function deleteSettlement(db: Database, groupId: string, settlementId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await groupAccess(tx, groupId, userId);
    if (!isUuid(settlementId)) throw notFound(messages.settlementNotFound);
    const [row] = await tx
      .select(settlementColumns)
      .from(groupSettlements)
      .where(and(eq(groupSettlements.id, settlementId), eq(groupSettlements.groupId, access.groupId)))
      .for('update');
    if (!row) throw notFound(messages.settlementNotFound);
    if (row.createdBy !== userId) requireRole(access.role, managerRoles);
    requireActive(access);
    await tx.delete(groupSettlements).where(eq(groupSettlements.id, row.id));
    const posted = [row.fromTransactionId, row.toTransactionId].filter((id): id is string => id !== null);
    if (posted.length > 0) await tx.delete(transactions).where(inArray(transactions.id, posted));
  });
}
