import { z } from 'zod';
import { quantityScale } from '../shared/currencies';
import { amountField, dateField, onceFieldsParse } from '../shared/field-schemas';
import { splitModes, type SplitMode } from '../groups/groups';
import { expenseCategories } from '../categories/categories';
import { groupShareMessages } from '../group-shares/group-shares';
import type { MemberShare } from './group-expense-balances';
import { amountProblem, currencyExponent, decimalToMinor, exceedsMaximum, fractionDigits, moneyMessages, toDecimalString, toMinor } from '../shared/money';
import { encodeCursor, keysetPageFields, transactionDescriptionMaxLength } from '../transactions/transactions';

export { encodeCursor as encodeGroupCursor };

export const groupExpenseDescriptionMaxLength = 120;
export const splitMembersMax = 200;
export const shareDecimalsMax = 4;
export const percentDecimalsMax = 2;
export const groupPageDefault = 50;
export const groupPageMax = 100;

export const groupExpenseMessages = {
  descriptionRequired: 'validation.groupExpenseDescriptionRequired',
  descriptionTooLong: 'validation.groupExpenseDescriptionTooLong',
  amountRequired: 'validation.amountRequired',
  amountInvalid: 'validation.groupExpenseAmountInvalid',
  paidByRequired: 'validation.groupExpensePaidByRequired',
  dateRequired: 'validation.dateRequired',
  dateInvalid: 'validation.dateInvalid',
  dateInFuture: 'validation.groupExpenseDateInFuture',
  splitRequired: 'validation.groupExpenseSplitRequired',
  splitModeInvalid: 'validation.groupExpenseSplitModeInvalid',
  membersRequired: 'validation.groupExpenseMembersRequired',
  membersTooMany: 'validation.groupExpenseMembersTooMany',
  memberInvalid: 'validation.groupExpenseMemberInvalid',
  membersDuplicate: 'validation.groupExpenseMembersDuplicate',
  equalHasValues: 'validation.groupExpenseEqualHasValues',
  shareMissing: 'validation.groupExpenseShareMissing',
  shareInvalid: 'validation.groupExpenseShareInvalid',
  percentMissing: 'validation.groupExpensePercentMissing',
  percentInvalid: 'validation.groupExpensePercentInvalid',
  percentTotal: 'validation.groupExpensePercentTotal',
  exactMissing: 'validation.groupExpenseExactMissing',
  exactInvalid: 'validation.groupExpenseExactInvalid',
  exactTotal: 'validation.groupExpenseExactTotal',
  paidByNotMember: 'validation.groupExpensePaidByNotMember',
  memberNotInGroup: 'validation.groupExpenseMemberNotInGroup',
  groupArchived: 'messages.groupExpenseArchived',
  expenseNotFound: 'messages.groupExpenseNotFound',
  settlementNotFound: 'messages.groupSettlementNotFound',
  settlementFromRequired: 'validation.groupExpensePaidByRequired',
  settlementToRequired: 'validation.groupSettlementToRequired',
  settlementSamePerson: 'validation.groupSettlementSamePerson',
  settlementPersonNotInGroup: 'validation.groupSettlementPersonNotInGroup',
  settlementNotYours: 'messages.groupSettlementNotYours',
  categoryInvalid: groupShareMessages.categoryInvalid,
} as const;

/** A group expense counts in each member's own spending in one of the built-in expense categories. */
export const groupExpenseCategories = expenseCategories;
export type GroupExpenseCategory = (typeof groupExpenseCategories)[number];
export const defaultGroupExpenseCategory: GroupExpenseCategory = 'other';

const m = groupExpenseMessages;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userIdField = (message: string) =>
  z
    .string({ error: message })
    .regex(uuidPattern, message)
    .transform((id) => id.toLowerCase());

const description = z.string({ error: m.descriptionRequired }).trim().min(1, m.descriptionRequired).max(groupExpenseDescriptionMaxLength, m.descriptionTooLong);

/** A leading minus: ASCII or the typographic one (U+2212) that number formatters print. */
const minusSign = /^[-\u2212]\s*/;

/**
 * An expense's total as a decimal string: negative for a refund or group income ("the deposit
 * came back"), which the payer received and owes everyone their share of. Never zero.
 */
const amount = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? m.amountRequired : m.amountInvalid) })
  .meta({ description: 'A JSON number or decimal string, at most the currency’s fraction digits; negative for a refund or group income, never zero', example: '-42.50' })
  .transform((value, context) => {
    if (typeof value === 'string' && value.trim() === '') {
      context.addIssue({ code: 'custom', message: m.amountRequired });
      return z.NEVER;
    }
    const negative = typeof value === 'number' ? value < 0 : minusSign.test(value.trim());
    const decimal = toDecimalString(typeof value === 'number' ? Math.abs(value) : value.trim().replace(minusSign, ''));
    if (decimal === null || fractionDigits(decimal) > quantityScale || isZero(decimal)) {
      context.addIssue({ code: 'custom', message: m.amountInvalid });
      return z.NEVER;
    }
    if (exceedsMaximum(decimal)) {
      context.addIssue({ code: 'custom', message: moneyMessages.tooLarge });
      return z.NEVER;
    }
    return negative ? `-${decimal}` : decimal;
  });

/** The size of an expense's total, whatever its sign. */
export function magnitudeOf(decimal: string): string {
  return decimal.replace(minusSign, '');
}

/** Whether a total (as typed or as stored) is a refund or group income. */
export function isRefundAmount(decimal: string): boolean {
  return minusSign.test(decimal.trim());
}

/** An expense's total in minor units of `currency`, negative for a refund, or null when it does not fit the currency. */
export function expenseAmountToMinor(decimal: string, currency: string): bigint | null {
  const minor = toMinor(magnitudeOf(decimal.trim()), currency);
  return minor === null ? null : isRefundAmount(decimal) ? -minor : minor;
}
const date = dateField(m.dateRequired, m.dateInvalid);

/** One person in a split as the client sends them; `value` is a share, a percentage or an amount. */
const splitMemberInput = z
  .object({
    userId: userIdField(m.memberInvalid),
    value: z.union([z.number(), z.string()], { error: m.exactInvalid }).nullish(),
  })
  .strict();

export interface SplitMember {
  userId: string;
  /** The normalised decimal the payer typed (shares, percent or amount); absent for an equal split. */
  value?: string;
}

export interface Split {
  mode: SplitMode;
  members: SplitMember[];
}

const valueRules: Record<Exclude<SplitMode, 'equal'>, { missing: string; invalid: string; accepts: (decimal: string) => boolean }> = {
  shares: { missing: m.shareMissing, invalid: m.shareInvalid, accepts: (value) => fractionDigits(value) <= shareDecimalsMax && !isZero(value) && wholeDigits(value) <= 7 },
  percent: {
    missing: m.percentMissing,
    invalid: m.percentInvalid,
    accepts: (value) => fractionDigits(value) <= percentDecimalsMax && (decimalToMinor(value, 2) ?? 10001n) <= 10000n,
  },
  exact: { missing: m.exactMissing, invalid: m.exactInvalid, accepts: (value) => wholeDigits(value) <= 13 },
};

function isZero(decimal: string): boolean {
  return /^0(\.0*)?$/.test(decimal);
}

function wholeDigits(decimal: string): number {
  return (decimal.split('.')[0] ?? '').length;
}

/** Why a split's people or values break its mode's rules, or null (values must already be normalised). */
function splitProblem(mode: SplitMode, members: readonly { userId: string; value?: unknown }[]): string | null {
  if (new Set(members.map((member) => member.userId)).size !== members.length) return m.membersDuplicate;
  if (mode === 'equal') return members.some((member) => member.value !== undefined && member.value !== null && member.value !== '') ? m.equalHasValues : null;
  const rules = valueRules[mode];
  for (const member of members) {
    if (member.value === undefined || member.value === null || member.value === '') return rules.missing;
    const decimal = toDecimalString(member.value);
    if (decimal === null || !rules.accepts(decimal)) return rules.invalid;
  }
  if (mode === 'percent') {
    const total = members.reduce((sum, member) => sum + (decimalToMinor(toDecimalString(member.value) ?? '0', 2) ?? 0n), 0n);
    if (total !== 10000n) return m.percentTotal;
  }
  return null;
}

const splitInput = z
  .object(
    {
      mode: z.enum(splitModes, { error: m.splitModeInvalid }),
      members: z.array(splitMemberInput, { error: m.membersRequired }).min(1, m.membersRequired).max(splitMembersMax, m.membersTooMany),
    },
    { error: m.splitRequired },
  )
  .strict()
  .transform((split, context): Split => {
    const problem = splitProblem(split.mode, split.members);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return {
      mode: split.mode,
      members: split.members.map((member) => (split.mode === 'equal' ? { userId: member.userId } : { userId: member.userId, value: toDecimalString(member.value) ?? '0' })),
    };
  });

/**
 * Exact amounts compared at the finest scale either side uses, so nothing is rounded away. The
 * amounts are what each person paid or, for a refund, got back: they add up to the total's size.
 */
export function exactValuesAddUp(total: string, members: readonly SplitMember[]): boolean {
  const size = magnitudeOf(total);
  const values = members.map((member) => member.value ?? '0');
  const scale = Math.max(fractionDigits(size), ...values.map(fractionDigits));
  const sum = values.reduce((acc, value) => acc + (decimalToMinor(value, scale) ?? 0n), 0n);
  return sum === decimalToMinor(size, scale);
}

const expenseFields = {
  description,
  amount,
  paidBy: userIdField(m.paidByRequired),
  date,
  split: splitInput,
  category: z.enum(groupExpenseCategories, { error: m.categoryInvalid }).default(defaultGroupExpenseCategory),
};

export const createGroupExpenseInput = z
  .object(expenseFields)
  .strict()
  .superRefine((value, context) => {
    if (value.split.mode === 'exact' && !exactValuesAddUp(value.amount, value.split.members)) {
      context.addIssue({ code: 'custom', message: m.exactTotal, path: ['split'] });
    }
  }, onceFieldsParse);
export type CreateGroupExpenseInput = z.output<typeof createGroupExpenseInput>;
export type CreateGroupExpenseFields = z.input<typeof createGroupExpenseInput>;

/**
 * Any subset of the fields. The service merges it with the stored expense and checks the
 * result with `createGroupExpenseInput`, so a new amount with an exact split still has to add up.
 */
export const updateGroupExpenseInput = z
  .object({
    description: expenseFields.description.optional(),
    amount: expenseFields.amount.optional(),
    paidBy: expenseFields.paidBy.optional(),
    date: expenseFields.date.optional(),
    split: expenseFields.split.optional(),
    category: z.enum(groupExpenseCategories, { error: m.categoryInvalid }).optional(),
  })
  .strict();
export type UpdateGroupExpenseInput = z.output<typeof updateGroupExpenseInput>;

export const createGroupSettlementInput = z
  .object({
    from: userIdField(m.settlementFromRequired),
    to: userIdField(m.settlementToRequired),
    amount: amountField({ required: m.amountRequired }),
    date: date.optional(),
    recordInMoneyTracking: z.boolean().default(false),
  })
  .strict()
  .refine((value) => value.from !== value.to, { message: m.settlementSamePerson, path: ['to'], ...onceFieldsParse });
export type CreateGroupSettlementInput = z.output<typeof createGroupSettlementInput>;

export const groupPageQuery = z.object(keysetPageFields(groupPageMax, groupPageDefault));
export type GroupPageQuery = z.output<typeof groupPageQuery>;

/* ---------------------------------------------------------------- split maths */

/** A split whose values cannot divide this amount (exact amounts that do not add up, or too many decimals). */
export class SplitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SplitError';
  }
}

/**
 * Each person's leftover minor units so far in a group: units charged beyond the floor of their
 * exact part of an expense, less units refunded beyond it. A missing person counts zero.
 */
export type LeftoverHistory = ReadonlyMap<string, bigint>;

/** A share and the leftover units in it: +1 for a unit charged beyond the exact part, −1 for one refunded beyond it. */
export interface SplitShare extends MemberShare {
  leftoverMinor: bigint;
}

/**
 * Divides `totalMinor` (minor units of `currency`) among `members` so the parts add up to
 * exactly the total:
 * - equal: everyone weighs 1; shares: weights are the shares (1.5 counts one and a half);
 *   percent: weights are the percentages, which must add up to 100; exact: the amounts as typed,
 *   which must add up to the total's size and fit the currency's decimals (whole yen for JPY).
 * - Weighted modes use the largest-remainder method: everyone first gets the floor of their
 *   exact part; the minor units left over (fewer than the number of people) go one each to the
 *   largest remainders. Among equal remainders they go to whoever has had the fewest leftover
 *   units so far in `history` (for a refund, the most, since a unit refunded evens them out), then
 *   by user id (ascending): 50 dinners of $1.00 three ways charge the extra cent in turn, and the
 *   answer never depends on the order the members were sent in.
 * - A negative total (a refund or group income) is split by its size and every share is negative.
 * The shares come back in the members' order.
 */
export function splitExpense(totalMinor: bigint, mode: SplitMode, members: readonly SplitMember[], currency: string, history: LeftoverHistory = new Map()): SplitShare[] {
  if (members.length === 0) throw new SplitError(m.membersRequired);
  const problem = splitProblem(mode, members);
  if (problem) throw new SplitError(problem);
  const sign = totalMinor < 0n ? -1n : 1n;
  const size = totalMinor * sign;
  if (mode === 'exact') return exactShares(size, members, currency).map((share) => ({ userId: share.userId, shareMinor: share.shareMinor * sign, leftoverMinor: 0n }));
  const weights = weightsOf(mode, members);
  return apportion(size, weights, members, (userId) => (history.get(userId) ?? 0n) * sign).map((part, index) => ({
    userId: members[index]!.userId,
    shareMinor: part.shareMinor * sign,
    leftoverMinor: part.leftover ? sign : 0n,
  }));
}

/** `splitExpense` without the leftover bookkeeping. */
export function splitAmount(totalMinor: bigint, mode: SplitMode, members: readonly SplitMember[], currency: string, history?: LeftoverHistory): MemberShare[] {
  return splitExpense(totalMinor, mode, members, currency, history).map(({ userId, shareMinor }) => ({ userId, shareMinor }));
}

function exactShares(totalMinor: bigint, members: readonly SplitMember[], currency: string): MemberShare[] {
  const exponent = currencyExponent(currency);
  const shares = members.map((member) => {
    const value = member.value ?? '0';
    const problem = amountProblem(value, currency);
    if (problem) throw new SplitError(problem);
    return { userId: member.userId, shareMinor: decimalToMinor(value, exponent) ?? 0n };
  });
  const sum = shares.reduce((acc, share) => acc + share.shareMinor, 0n);
  if (sum !== totalMinor) throw new SplitError(m.exactTotal);
  return shares;
}

function weightsOf(mode: Exclude<SplitMode, 'exact'>, members: readonly SplitMember[]): bigint[] {
  if (mode === 'equal') return members.map(() => 1n);
  const values = members.map((member) => member.value ?? '0');
  // Percentages are whole hundredths; shares are scaled to the most decimals any of them has.
  const scale = mode === 'percent' ? percentDecimalsMax : Math.max(...values.map(fractionDigits));
  return values.map((value) => decimalToMinor(value, scale) ?? 0n);
}

/**
 * Largest remainder apportionment of a non-negative `total` by `weights`; among equal
 * remainders the lowest `standing` (leftover units had so far), then the lowest user id, goes first.
 */
function apportion(total: bigint, weights: readonly bigint[], members: readonly SplitMember[], standing: (userId: string) => bigint): { shareMinor: bigint; leftover: boolean }[] {
  const weightSum = weights.reduce((acc, weight) => acc + weight, 0n);
  if (weightSum <= 0n) throw new SplitError(m.shareInvalid);
  const parts = weights.map((weight) => ({ shareMinor: (total * weight) / weightSum, leftover: false }));
  const remainders = weights.map((weight) => (total * weight) % weightSum);
  let left = total - parts.reduce((acc, part) => acc + part.shareMinor, 0n);
  const ranking = members
    .map((member, index) => ({ index, userId: member.userId, standing: standing(member.userId) }))
    .sort((a, b) => compareBigints(remainders[b.index]!, remainders[a.index]!) || compareBigints(a.standing, b.standing) || compareIds(a.userId, b.userId));
  for (const { index } of ranking) {
    if (left === 0n) break;
    parts[index]!.shareMinor += 1n;
    parts[index]!.leftover = true;
    left -= 1n;
  }
  return parts;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareBigints(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The description of the transfer a settle-up posts in someone's money tracking: who it was
 * with and in which group, cut to what a transaction description may hold.
 */
export function settleUpDescription(counterpart: string, group: string): string {
  return `Settle-up with ${counterpart} · ${group}`.slice(0, transactionDescriptionMaxLength);
}

export * from './group-expense-balances';
export * from './group-expense-wire';

/** An expense as it is written, whoever writes it: a member through the API, or an event's booking. */
export interface NewGroupExpense {
  groupId: string;
  currency: string;
  paidBy: string;
  description: string;
  amountMinor: bigint;
  occurredOn: string;
  split: Split;
  category: GroupExpenseCategory;
  createdBy: string;
}
