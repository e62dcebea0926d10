import { amountRange, type Schedule } from '../../../domain/recurring/recurring';
import type { ScheduleTiming } from '../../../domain/recurring/occurrences';
import { formatMinor } from '../../../domain/shared/money';
import type { RecurringScheduleRow } from '../../db/schema/index';

export const timingOf = (row: RecurringScheduleRow): ScheduleTiming => ({ rule: row.rule, startsOn: row.startsOn, endsOn: row.endsOn, weekend: row.weekend });

/** The expected amount and the range a real transaction may have, as decimal strings. */
export function amountsOf(row: Pick<RecurringScheduleRow, 'amountMinor' | 'currency' | 'tolerancePercent'>) {
  const { min, max } = amountRange(row.amountMinor, row.tolerancePercent);
  return { amount: formatMinor(row.amountMinor, row.currency), minAmount: formatMinor(min, row.currency), maxAmount: formatMinor(max, row.currency) };
}

/** The wire shape of a schedule with its next due date. */
export function toSchedule(row: RecurringScheduleRow, nextDueOn: string | null): Schedule {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    ...amountsOf(row),
    currency: row.currency,
    tolerancePercent: row.tolerancePercent,
    description: row.description,
    rule: row.rule,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    weekend: row.weekend,
    autoPost: row.autoPost,
    nextDueOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
