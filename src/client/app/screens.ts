import { lazyNamed } from './lazy-named';

// Every screen but the dashboard is its own chunk, so each visit downloads only what it shows.
export const LandingPage = lazyNamed(() => import('@/features/landing/landing-page'), 'LandingPage');
export const SignedInApp = lazyNamed(() => import('./signed-in-app'), 'SignedInApp');
export const WelcomePage = lazyNamed(() => import('@/features/onboarding/welcome-page'), 'WelcomePage');
export const SettingsPage = lazyNamed(() => import('@/features/settings/settings-page'), 'SettingsPage');
export const AiAssistantPage = lazyNamed(() => import('@/features/ai-assistant/ai-assistant-page'), 'AiAssistantPage');
export const AiInsightsPage = lazyNamed(() => import('@/features/ai-insights/ai-insights-page'), 'AiInsightsPage');
export const FinancialGoalsPage = lazyNamed(() => import('@/features/financial-goals/financial-goals-page'), 'FinancialGoalsPage');
export const MoneyTrackingPage = lazyNamed(() => import('@/features/money-tracking/money-tracking-page'), 'MoneyTrackingPage');
export const InvestmentsPage = lazyNamed(() => import('@/features/investments/investments-page'), 'InvestmentsPage');
export const CryptoPage = lazyNamed(() => import('@/features/crypto/crypto-page'), 'CryptoPage');
export const FriendsPage = lazyNamed(() => import('@/features/friends/friends-page'), 'FriendsPage');
export const GroupsPage = lazyNamed(() => import('@/features/groups/groups-page'), 'GroupsPage');
export const CalendarPage = lazyNamed(() => import('@/features/calendar/calendar-page'), 'CalendarPage');
export const PlanningPage = lazyNamed(() => import('@/features/planning/planning-page'), 'PlanningPage');
export const ReferralsPage = lazyNamed(() => import('@/features/referrals/referrals-page'), 'ReferralsPage');
export const SubscriptionPage = lazyNamed(() => import('@/features/subscription/subscription-page'), 'SubscriptionPage');
export const CheckoutPage = lazyNamed(() => import('@/features/checkout/checkout-page'), 'CheckoutPage');
export const UpgradePage = lazyNamed(() => import('@/features/upgrade/upgrade-page'), 'UpgradePage');
export const PricingPage = lazyNamed(() => import('@/features/pricing/pricing-page'), 'PricingPage');
export const InvitePage = lazyNamed(() => import('@/features/invite/invite-page'), 'InvitePage');
export const SharedCalendarPage = lazyNamed(() => import('@/features/shared-calendar/shared-calendar-page'), 'SharedCalendarPage');
export const NotFoundPage = lazyNamed(() => import('@/features/not-found/not-found-page'), 'NotFoundPage');
