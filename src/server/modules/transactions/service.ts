import { eq, sql } from 'drizzle-orm';
import { goalContributionCategory } from '../../../domain/categories/categories';
import { transactionMessages, transactionRuleIssues, type CreateTransactionInput, type Transaction, type UpdateTransactionInput } from '../../../domain/transactions/transactions';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { transactions, type TransactionRow } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/app-error';
import { changeGoalBalance, changeGoalBalances, type GoalChange } from './goal-balance';
import { requireOwned } from '../../http/require-owned';
import { isUuid } from '../../http/route-kit';
import { requireUsableCategory } from '../../shared/custom-categories';
import { dateOrFail, minorOrFail, ownerSettings } from '../../shared/owner-settings';
import type { ExchangeRates } from '../../shared/exchange-rates';
import { toTransaction, withGroupLinks } from '../../shared/transaction-view';
import { requireNotShare } from './group-links';
import { baseAmountOrFail, rateOrFail } from './transaction-rate';
import { goalMoneyOrFail, type GoalMoney } from './goal-money';
import { alertOnExpenses } from '../../shared/expense-alerts';
import { payOccurrence, payOccurrencesWith, payOccurrencesWithEdited, releaseOccurrences, type OccurrenceRef } from '../../shared/recurring-matching';

/** The transaction's calendar date in the user's zone; today is the latest date allowed. */
export function pastOrTodayDate(value: string, timezone: string, today: string): string {
  const date = dateOrFail(value, timezone, 'date', transactionMessages.dateInvalid);
  if (date > today) throw fieldError('date', transactionMessages.dateInFuture);
  return date;
}

const isContribution = (row: { type: string; category: string }) => row.type === 'transfer' && row.category === goalContributionCategory;

/**
 * Records a transaction. In the same database transaction it pays the recurring occurrence it
 * matches (docs/decisions/022-recurring-schedules.md), or the one named by `options.occurrence`
 * when the user posts an occurrence from its schedule, and raises the alerts an expense may
 * (docs/decisions/026-reminders-and-alerts.md).
 */
export async function createTransaction(
  db: Database,
  userId: string,
  input: CreateTransactionInput,
  rates?: ExchangeRates,
  options: { occurrence?: OccurrenceRef } = {},
): Promise<Transaction> {
  const { timezone, currency: baseCurrency, today } = await ownerSettings(db, userId);
  const occurredOn = pastOrTodayDate(input.date, timezone, today);
  const currency = input.currency ?? baseCurrency;
  const amountMinor = minorOrFail(input.amount, currency, 'amount', transactionMessages.invalidAmount);
  const fxRate = await rateOrFail({ currency, baseCurrency, date: occurredOn, rate: input.rate, rates });
  const baseAmountMinor = baseAmountOrFail(amountMinor, fxRate, currency, baseCurrency);
  await requireUsableCategory(db, userId, input.type, input.category);
  const values = {
    userId,
    type: input.type,
    category: input.category,
    amountMinor,
    currency,
    fxRate,
    baseCurrency,
    baseAmountMinor,
    description: input.description,
    goalId: input.goalId ?? null,
    destination: input.destination ?? null,
    occurredOn,
  };
  if (!isContribution(values) || !values.goalId) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(transactions).values(values).returning().prepare('insert_transaction').execute();
      const written = row!;
      if (options.occurrence) await payOccurrence(tx, userId, options.occurrence, written.id);
      else await payOccurrencesWith(tx, userId, [{ ...written, date: written.occurredOn }]);
      await alertOnExpenses(tx, userId, { currency: baseCurrency, today }, [{ ...written, date: written.occurredOn }]);
      return toTransaction(written);
    });
  }
  const goalId = values.goalId;
  return db.transaction(async (tx) => {
    const goalMoney = await goalMoneyOrFail(tx, userId, goalId, values, { date: occurredOn, goalRate: input.goalRate, rates });
    await changeGoalBalance(tx, userId, { goalId, deltaMinor: goalMoney.goalAmountMinor, currency: goalMoney.goalCurrency, kind: 'contribute' });
    const [row] = await tx
      .insert(transactions)
      .values({ ...values, ...goalMoney })
      .returning()
      .prepare('insert_contribution')
      .execute();
    return toTransaction(row!);
  });
}

const noGoalMoney = { goalCurrency: null, goalRate: null, goalAmountMinor: null };

/** Old and new goal effects of an edit, in the goals' currencies; equal effects change nothing. */
function goalChanges(before: TransactionRow, after: { goalId: string | null; goalMoney: GoalMoney | null }): GoalChange[] {
  const oldGoal = isContribution(before) && before.goalCurrency !== null && before.goalAmountMinor !== null ? before.goalId : null;
  const newGoal = after.goalMoney ? after.goalId : null;
  const changes: GoalChange[] = [];
  if (oldGoal && oldGoal === newGoal && after.goalMoney && before.goalCurrency === after.goalMoney.goalCurrency) {
    return [{ goalId: oldGoal, deltaMinor: after.goalMoney.goalAmountMinor - before.goalAmountMinor!, currency: before.goalCurrency, kind: 'adjust' }];
  }
  if (oldGoal) changes.push({ goalId: oldGoal, deltaMinor: -before.goalAmountMinor!, currency: before.goalCurrency!, kind: 'revert' });
  if (newGoal && after.goalMoney) changes.push({ goalId: newGoal, deltaMinor: after.goalMoney.goalAmountMinor, currency: after.goalMoney.goalCurrency, kind: 'contribute' });
  return changes;
}

/**
 * The currency, amount and rate after an edit. Sending a currency or a rate puts the row in the
 * user's current base currency; otherwise it keeps its base and rate (a new date keeps a typed rate).
 */
async function editedMoney(row: TransactionRow, input: UpdateTransactionInput, owner: { baseCurrency: string; date: string; rates?: ExchangeRates }) {
  const currency = input.currency ?? row.currency;
  const amountText = input.amount ?? (currency === row.currency ? null : formatMinor(row.amountMinor, row.currency));
  const amountMinor = amountText === null ? row.amountMinor : minorOrFail(amountText, currency, 'amount', transactionMessages.invalidAmount);
  const repriced = input.currency !== undefined || input.rate !== undefined;
  const baseCurrency = repriced ? owner.baseCurrency : row.baseCurrency;
  const fxRate = repriced ? await rateOrFail({ currency, baseCurrency, date: owner.date, rate: input.rate, rates: owner.rates }) : currency === baseCurrency ? '1' : row.fxRate;
  return { currency, amountMinor, baseCurrency, fxRate, baseAmountMinor: baseAmountOrFail(amountMinor, fxRate, currency, baseCurrency) };
}

/** Whether an edit moved money in the alerts' eyes: the type, category, date or amount (in its own or the account's currency). */
function spendingChanged(before: TransactionRow, after: TransactionRow): boolean {
  return (
    before.type !== after.type ||
    before.category !== after.category ||
    before.occurredOn !== after.occurredOn ||
    before.amountMinor !== after.amountMinor ||
    before.baseAmountMinor !== after.baseAmountMinor
  );
}

/**
 * Changes a transaction. An edit of its type, category, date or amount raises the alerts a new
 * expense would, in the same database transaction; each alert's key keeps it to once.
 */
export async function updateTransaction(db: Database, userId: string, id: string, input: UpdateTransactionInput, rates?: ExchangeRates): Promise<Transaction> {
  if (!isUuid(id)) throw notFound();
  const { timezone, today, currency: baseCurrency } = await ownerSettings(db, userId);
  const occurredOn = input.date === undefined ? undefined : pastOrTodayDate(input.date, timezone, today);
  return db.transaction(async (tx) => {
    const row = await requireOwned(tx, transactions, id, userId);
    requireNotShare(row);
    const type = input.type ?? row.type;
    const category = input.category ?? row.category;
    const classificationChanged = type !== row.type || category !== row.category;
    // Changing type or category clears what belonged to the old one (the form does the same).
    const goalId = input.goalId !== undefined ? input.goalId : classificationChanged ? null : row.goalId;
    const destination = input.destination !== undefined ? input.destination : classificationChanged ? null : row.destination;
    const goalOptional = !classificationChanged && input.goalId === undefined;
    const [issue] = transactionRuleIssues({ type, category, goalId, destination }, { goalOptional });
    if (issue) throw fieldError(issue.field, issue.message);
    if (classificationChanged) await requireUsableCategory(tx, userId, type, category);
    const date = occurredOn ?? row.occurredOn;
    const money = await editedMoney(row, input, { baseCurrency, date, rates });
    const sameGoal = isContribution(row) && row.goalId === goalId;
    const goalMoney =
      isContribution({ type, category }) && goalId
        ? await goalMoneyOrFail(tx, userId, goalId, money, { date, goalRate: input.goalRate, rates, kept: sameGoal ? row : undefined })
        : null;
    await changeGoalBalances(tx, userId, goalChanges(row, { goalId: goalId ?? null, goalMoney }));
    const [updated] = await tx
      .update(transactions)
      .set({
        type,
        category,
        ...money,
        ...(goalMoney ?? noGoalMoney),
        description: input.description === undefined ? undefined : (input.description ?? ''),
        goalId: goalId ?? null,
        destination: destination ?? null,
        // Only an expense pays a group expense: another type drops the link.
        paidGroupExpenseId: type === 'expense' ? undefined : null,
        occurredOn,
        updatedAt: sql`now()`,
      })
      .where(eq(transactions.id, row.id))
      .returning();
    await payOccurrencesWithEdited(tx, userId, { ...updated!, date: updated!.occurredOn });
    // An edit that changes what was spent is news like a new expense; one of the text alone is not.
    if (spendingChanged(row, updated!)) await alertOnExpenses(tx, userId, { currency: baseCurrency, today }, [{ ...updated!, date: updated!.occurredOn }]);
    const [answer] = await withGroupLinks(tx, [updated!]);
    return answer!;
  });
}

/** Deleting a goal contribution takes its amount back off the goal in the same transaction; a group share is refused (409). */
export async function deleteTransaction(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const row = await requireOwned(tx, transactions, id, userId);
    requireNotShare(row);
    if (isContribution(row) && row.goalId && row.goalCurrency !== null && row.goalAmountMinor !== null) {
      await changeGoalBalance(tx, userId, { goalId: row.goalId, deltaMinor: -row.goalAmountMinor, currency: row.goalCurrency, kind: 'revert' });
    }
    await releaseOccurrences(tx, userId, row.id);
    await tx.delete(transactions).where(eq(transactions.id, row.id));
  });
}
