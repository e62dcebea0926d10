import { amountForSchema } from './amount-input';
import { goalContributionCategory } from './categories';
import { calendarDateFrom, type IsoDate } from './dates';
import { transactionMessages } from './transactions';

/** Where money added to a goal comes from; named in the contribution's description. */
export const fundingSources = ['checking', 'general_savings', 'emergency_fund', 'cash', 'salary', 'other'] as const;
export type FundingSource = (typeof fundingSources)[number];

export interface AddFundsFields {
  goalId: string;
  amount: string;
  source: string;
  date: string;
  note: string;
}

export type AddFundsResult =
  | { ok: true; value: { goalId: string; amount: string; source: FundingSource; date: IsoDate; note: string } }
  | { ok: false; issues: { field: keyof AddFundsFields; message: string }[] };

const isSource = (value: string): value is FundingSource => (fundingSources as readonly string[]).includes(value);

/**
 * The add-funds form's rules, with the transaction form's texts: an amount (required, a valid
 * positive number in the goal's currency), a goal, a date that is not in the future.
 */
export function checkAddFunds(fields: AddFundsFields, today: IsoDate, timeZone: string, currency: string | null): AddFundsResult {
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
  if (issues.length > 0 || !amount?.ok || date === null) return { ok: false, issues };
  return { ok: true, value: { goalId: fields.goalId, amount: amount.value, source: isSource(fields.source) ? fields.source : 'other', date, note: fields.note.trim() } };
}

/** The POST /api/transactions body of a goal contribution. */
export function contributionPayload(value: { goalId: string; amount: string; date: IsoDate }, description: string) {
  return {
    amount: value.amount,
    type: 'transfer' as const,
    category: goalContributionCategory,
    goalId: value.goalId,
    destination: null,
    description,
    date: `${value.date}T00:00:00.000Z`,
  };
}
