/**
 * What Tandem tells people about, and which of their notification types each belongs to. The
 * in-app centre shows every kind; the outside channels (e-mail, push, SMS) send a kind only when
 * its type is switched on in settings. `social` has no switch in settings yet and counts as on.
 */
export const notificationKinds = {
  goalBehind: 'goalReminders',
  goalDeadline: 'goalReminders',
  eventReminder: 'eventReminders',
  largeExpense: 'transactionAlerts',
  budgetThreshold: 'transactionAlerts',
  billDue: 'transactionAlerts',
  friendRequest: 'social',
  groupInviteAccepted: 'social',
  groupExpense: 'social',
  eventRsvp: 'social',
  proposalWaiting: 'transactionAlerts',
} as const;

export type NotificationKind = keyof typeof notificationKinds;
export type NotificationType = (typeof notificationKinds)[NotificationKind];

export const notificationChannels = ['email', 'push', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Values a notification's text is filled from: names, titles, amounts already formatted as minor units with their currency. */
export type NotificationParams = Record<string, string | number | null>;

/**
 * The params each kind is written with; texts in every language are filled from these. Amounts
 * are minor units with their currency, dates `YYYY-MM-DD`, instants ISO 8601 (UTC).
 */
export interface NotificationParamsByKind {
  goalBehind: { goalId: string; goalName: string; expectedPercent: number; actualPercent: number };
  goalDeadline: { goalId: string; goalName: string; deadline: string; remainingMinor: number; currency: string };
  eventReminder: { eventId: string; eventTitle: string; start: string; allDay: 0 | 1; lead: '24h' | '1h' };
  largeExpense: { transactionId: string; description: string; amountMinor: number; currency: string };
  budgetThreshold: { categoryId: string; categoryName: string; percent: 80 | 100; month: string; spentMinor: number; limitMinor: number; currency: string };
  billDue: { scheduleId: string; scheduleName: string; dueDate: string; amountMinor: number; currency: string };
  friendRequest: { requestId: string; name: string };
  groupInviteAccepted: { groupId: string; groupName: string; name: string };
  groupExpense: { groupId: string; groupName: string; expenseId: string; name: string; description: string; shareMinor: number; currency: string };
  eventRsvp: { eventId: string; eventTitle: string; name: string; status: 'going' | 'maybe' | 'cantGo' };
  /** A change an outside client proposed through a personal token: `source` is the token's name, `summary` what the change names (a description or title). */
  proposalWaiting: { proposalId: string; source: string; summary: string; amountMinor: number | null; currency: string | null };
}
