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
} as const;

export type NotificationKind = keyof typeof notificationKinds;
export type NotificationType = (typeof notificationKinds)[NotificationKind];

export const notificationChannels = ['email', 'push', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Values a notification's text is filled from: names, titles, amounts already formatted as minor units with their currency. */
export type NotificationParams = Record<string, string | number | null>;
