import { lazyNamed } from './lazy-named';

// Every screen but the dashboard is its own chunk, so each visit downloads only what it shows.
export const LandingPage = lazyNamed(() => import('@/features/landing/landing-page'), 'LandingPage');
export const WelcomePage = lazyNamed(() => import('@/features/onboarding/welcome-page'), 'WelcomePage');
export const SettingsPage = lazyNamed(() => import('@/features/settings/settings-page'), 'SettingsPage');
export const AiAssistantPage = lazyNamed(() => import('@/features/ai/ai-assistant-page'), 'AiAssistantPage');
export const AiInsightsPage = lazyNamed(() => import('@/features/insights/ai-insights-page'), 'AiInsightsPage');
export const BudgetsPage = lazyNamed(() => import('@/features/budgets/budgets-page'), 'BudgetsPage');
export const CashFlowPage = lazyNamed(() => import('@/features/cash-flow/cash-flow-page'), 'CashFlowPage');
export const GoalsPage = lazyNamed(() => import('@/features/goals/goals-page'), 'GoalsPage');
export const TransactionsPage = lazyNamed(() => import('./money-tracking-page'), 'MoneyTrackingPage');
export const InvestmentsPage = lazyNamed(() => import('@/features/investments/investments-page'), 'InvestmentsPage');
export const CryptoPage = lazyNamed(() => import('@/features/crypto/crypto-page'), 'CryptoPage');
export const FriendsPage = lazyNamed(() => import('@/features/friends/friends-page'), 'FriendsPage');
export const GroupsPage = lazyNamed(() => import('@/features/groups/groups-page'), 'GroupsPage');
export const GroupPage = lazyNamed(() => import('@/features/groups/group-page'), 'GroupPage');
export const CalendarPage = lazyNamed(() => import('@/features/events/calendar-page'), 'CalendarPage');
export const PlanningPage = lazyNamed(() => import('@/features/planning/planning-page'), 'PlanningPage');
export const ReferralsPage = lazyNamed(() => import('@/features/referrals/referrals-page'), 'ReferralsPage');
export const InviteFriendsPage = lazyNamed(() => import('@/features/referrals/invite-friends-page'), 'InviteFriendsPage');
export const SubscriptionPage = lazyNamed(() => import('@/features/billing/subscription-page'), 'SubscriptionPage');
export const CheckoutPage = lazyNamed(() => import('@/features/billing/checkout-page'), 'CheckoutPage');
export const UpgradePage = lazyNamed(() => import('@/features/billing/upgrade-page'), 'UpgradePage');
export const PricingPage = lazyNamed(() => import('@/features/billing/pricing-page'), 'PricingPage');
export const InvitePage = lazyNamed(() => import('@/features/groups/invite-page'), 'InvitePage');
export const SharedCalendarPage = lazyNamed(() => import('@/features/events/shared-calendar-page'), 'SharedCalendarPage');
export const CurrencyPage = lazyNamed(() => import('@/features/currency/currency-page'), 'CurrencyPage');
export const NotFoundPage = lazyNamed(() => import('@/features/not-found/not-found-page'), 'NotFoundPage');
