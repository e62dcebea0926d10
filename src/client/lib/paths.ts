/** Every route of the app, defined once; screens and links build URLs from here. */
export const paths = {
  dashboard: '/',
  welcome: '/welcome',
  invite: '/invite/:token',
  groups: '/groups',
  group: '/groups/:id',
  calendar: '/calendar',
  financialGoals: '/financial-goals',
  budgets: '/budgets',
  cashFlow: '/cash-flow',
  moneyTracking: '/money-tracking',
  planning: '/planning',
  crypto: '/crypto',
  friends: '/friends',
  aiAssistant: '/ai-assistant',
  aiInsights: '/ai-insights',
  investments: '/investments',
  referrals: '/referrals',
  inviteFriends: '/invite-friends',
  subscription: '/subscription',
  checkout: '/checkout/:planId',
  upgrade: '/upgrade',
  pricing: '/pricing',
  settings: '/settings',
  currency: '/currency',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  confirmEmail: '/confirm-email',
  sharedCalendar: '/shared/calendar/:token',
  sharedAny: '/shared/*',
} as const;

export type PathName = keyof typeof paths;

/** Public pages live under this prefix and never require signing in. */
export const sharedPrefix = '/shared/';

export function isSharedPath(location: string): boolean {
  return location.startsWith(sharedPrefix);
}

export function inviteLink(token: string): string {
  return `/invite/${encodeURIComponent(token)}`;
}

export function groupLink(id: string): string {
  return `/groups/${encodeURIComponent(id)}`;
}

/** The element id of an expense in its group's list, which a link's fragment scrolls to. */
export function groupExpenseAnchor(expenseId: string): string {
  return `expense-${expenseId}`;
}

/** An expense in its group's page: the group, scrolled to the expense. */
export function groupExpenseLink(groupId: string, expenseId: string): string {
  return `${groupLink(groupId)}#${groupExpenseAnchor(expenseId)}`;
}

/** `/checkout/premium-monthly` or `/checkout/premium-yearly`: the plan and its billing period in one id. */
export function checkoutLink(planId: string, billing: 'monthly' | 'yearly' = 'monthly'): string {
  return `/checkout/${encodeURIComponent(`${planId}-${billing}`)}`;
}

export function sharedCalendarLink(token: string): string {
  return `/shared/calendar/${encodeURIComponent(token)}`;
}
