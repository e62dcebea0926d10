import { amountForSchema } from '../shared/amount-input';
import { goalContributionCategory } from '../categories/categories';
import { calendarDateFrom, type IsoDate } from '../shared/dates';
import { rateField } from '../currency/exchange-rates';
import { transactionMessages } from '../transactions/transactions';

/** Where money added to a goal comes from; named in the contribution's description. */
export const fundingSources = ['checking', 'general_savings', 'emergency_fund', 'cash', 'salary', 'other'] as const;
export type FundingSource = (typeof fundingSources)[number];

export interface AddFundsFields {
  goalId: string;
  amount: string;
  source: string;
  date: string;
  note: string;
  /** Units of the goal's currency for one unit of the user's; only for a goal saved in another currency. */
  goalRate: string;
}

export type AddFundsResult =
  | { ok: true; value: { goalId: string; amount: string; source: FundingSource; date: IsoDate; note: string; goalRate?: string } }
  | { ok: false; issues: { field: keyof AddFundsFields; message: string }[] };

const isSource = (value: string): value is FundingSource => (fundingSources as readonly string[]).includes(value);

/**
 * The add-funds form's rules, with the transaction form's texts: an amount (required, a valid
 * positive number in the user's own currency), a goal, a date that is not in the future and, for a
 * goal saved in another currency (`goalCurrency`), a valid rate when one is typed (left empty,
 * the server takes the reference rate of the date, or asks for one).
 */
export function checkAddFunds(fields: AddFundsFields, today: IsoDate, timeZone: string, currency: string | null, goalCurrency: string | null = currency): AddFundsResult {
  const issues: { field: keyof AddFundsFields; message: string }[] = [];
  const amount = fields.amount.trim() === '' ? null : amountForSchema(fields.amount, currency);
  if (amount === null) issues.push({ field: 'amount', message: transactionMessages.amountRequired });
  else if (!amount.ok) issues.push({ field: 'amount', message: amount.message });
  if (!fields.goalId) issues.push({ field: 'goalId', message: transactionMessages.goalRequired });
  const date = fields.date.trim() === '' ? null : calendarDateFrom(fields.date, timeZone);
  if (fields.date.trim() === '') issues.push({ field: 'date', message: transactionMessages.dateRequired });
  else if (date === null) issues.push({ field: 'date', message: transactionMessages.dateInvalid });
  else if (date > today) issues.push({ field: 'date', message: transactionMessages.dateInFuture });
  if (fields.note.trim().length > 200) issues.push({ field: 'note', message: transactionMessages.descriptionTooLong });
  const foreignGoal = Boolean(currency && goalCurrency && currency !== goalCurrency);
  const typedRate = fields.goalRate.trim().replace(',', '.');
  const rate = foreignGoal && typedRate !== '' ? rateField.safeParse(typedRate) : null;
  if (rate && !rate.success) issues.push({ field: 'goalRate', message: rate.error.issues[0]?.message ?? transactionMessages.invalidAmount });
  if (issues.length > 0 || !amount?.ok || date === null) return { ok: false, issues };
  const value = { goalId: fields.goalId, amount: amount.value, source: isSource(fields.source) ? fields.source : 'other', date, note: fields.note.trim() } as const;
  return { ok: true, value: rate?.success ? { ...value, goalRate: rate.data } : value };
}

/** The POST /api/transactions body of a goal contribution. */
export function contributionPayload(value: { goalId: string; amount: string; date: IsoDate; goalRate?: string }, description: string) {
  return {
    ...(value.goalRate ? { goalRate: value.goalRate } : {}),
    amount: value.amount,
    type: 'transfer' as const,
    category: goalContributionCategory,
    goalId: value.goalId,
    destination: null,
    description,
    date: `${value.date}T00:00:00.000Z`,
  };
}
