import { groupExpenseMessages } from '../../../domain/group-expenses/group-expenses';
import { fieldError } from '../../http/app-error';
import { dateOrFail, type OwnerSettings } from '../../shared/owner-settings';

/** The calendar day an expense or payment happened, read in the user's zone; today is the latest allowed. */
export function pastOrToday(value: string, settings: OwnerSettings): string {
  const date = dateOrFail(value, settings.timezone, 'date', groupExpenseMessages.dateInvalid);
  if (date > settings.today) throw fieldError('date', groupExpenseMessages.dateInFuture);
  return date;
}
