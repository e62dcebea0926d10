import { z } from 'zod';

export const accountMessages = {
  passwordRequired: 'validation.accountPasswordRequired',
  wrongPassword: 'validation.accountWrongPassword',
  subscriptionActive: 'messages.accountSubscriptionActive',
} as const;

/**
 * The name other members see on the group expenses and payments of an account that was deleted
 * (decision 009): the records stay so every balance still adds up, the person does not.
 */
export const deletedUserName = { firstName: 'Deleted', lastName: 'user' } as const;

export const accountCodes = {
  wrongPassword: 'wrong_password',
  subscriptionActive: 'subscription_active',
} as const;

export const deleteAccountInput = z.object({ password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(1024) }).strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** `tandem-export-YYYY-MM-DD.zip`, dated in the user's own time zone. */
export function exportFileName(today: string): string {
  return `tandem-export-${today}.zip`;
}

/** The tables of the archive, in the order they are written (each as `<name>.json` and `<name>.csv`). */
export const exportTables = [
  'profile',
  'preferences',
  'subscription',
  'goals',
  'goal_shares',
  'transactions',
  'custom_categories',
  'events',
  'event_rsvps',
  'event_occurrence_rsvps',
  'calendar_shares',
  'groups',
  'group_expenses',
  'group_payments',
  'friends',
  'friend_requests',
  'referral_code',
  'referrals',
  'ai_conversations',
  'ai_messages',
  'ai_usage',
  'investment_profile',
  'crypto_trades',
  'event_exceptions',
  'time_projects',
  'time_entries',
  'planning_tasks',
  'budgets',
  'budget_alerts',
  'recurring_schedules',
  'recurring_occurrences',
  'notifications',
  'push_devices',
  'two_factor',
  'api_tokens',
  'audit_events',
] as const;
export type ExportTable = (typeof exportTables)[number];
