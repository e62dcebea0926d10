import {
  BitcoinIcon,
  BotIcon,
  ChartSplineIcon,
  CalendarDaysIcon,
  CrownIcon,
  GiftIcon,
  LayoutDashboardIcon,
  ListTodoIcon,
  PiggyBankIcon,
  SparklesIcon,
  TargetIcon,
  TrendingUpIcon,
  UserPlusIcon,
  UsersIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  /** i18n key under `nav.items`, also the source of the English test id. */
  key: string;
  /** Lower-cased English item name, kept stable for tests whatever the interface language. */
  testId: string;
  path: string;
  icon: LucideIcon;
}

export interface NavGroup {
  key: 'main' | 'finance' | 'social' | 'more';
  items: NavItem[];
}

/** The sidebar is the same for every user (docs/product/screens.md#sidebar). */
export const navGroups: NavGroup[] = [
  {
    key: 'main',
    items: [
      { key: 'dashboard', testId: 'dashboard', path: paths.dashboard, icon: LayoutDashboardIcon },
      { key: 'aiAssistant', testId: 'ai assistant', path: paths.aiAssistant, icon: BotIcon },
      { key: 'aiInsights', testId: 'ai insights', path: paths.aiInsights, icon: SparklesIcon },
    ],
  },
  {
    key: 'finance',
    items: [
      { key: 'financialGoals', testId: 'financial goals', path: paths.financialGoals, icon: TargetIcon },
      { key: 'moneyTracking', testId: 'money tracking', path: paths.moneyTracking, icon: WalletIcon },
      { key: 'budgets', testId: 'budgets', path: paths.budgets, icon: PiggyBankIcon },
      { key: 'cashFlow', testId: 'cash flow', path: paths.cashFlow, icon: ChartSplineIcon },
      { key: 'investments', testId: 'investments', path: paths.investments, icon: TrendingUpIcon },
      { key: 'crypto', testId: 'crypto', path: paths.crypto, icon: BitcoinIcon },
    ],
  },
  {
    key: 'social',
    items: [
      { key: 'friends', testId: 'friends', path: paths.friends, icon: UserPlusIcon },
      { key: 'groups', testId: 'groups', path: paths.groups, icon: UsersIcon },
      { key: 'calendar', testId: 'calendar', path: paths.calendar, icon: CalendarDaysIcon },
    ],
  },
  {
    key: 'more',
    items: [
      { key: 'planning', testId: 'planning', path: paths.planning, icon: ListTodoIcon },
      { key: 'referrals', testId: 'referrals', path: paths.referrals, icon: GiftIcon },
      { key: 'premiumSubscription', testId: 'premium subscription', path: paths.subscription, icon: CrownIcon },
    ],
  },
];

/** Title keys for screens that are reachable but not in the sidebar. */
const otherScreens: { prefix: string; key: string }[] = [
  { prefix: paths.settings, key: 'pages.settings.title' },
  { prefix: paths.pricing, key: 'pages.pricing.title' },
  { prefix: paths.upgrade, key: 'pages.upgrade.title' },
  { prefix: '/checkout/', key: 'pages.checkout.title' },
  { prefix: '/invite/', key: 'pages.invite.title' },
  { prefix: '/groups/', key: 'pages.groups.title' },
];

/** The header's breadcrumb for a location: the sidebar group and the screen, when known. */
export function screenForLocation(location: string): { groupKey?: string; titleKey: string } | null {
  for (const group of navGroups) {
    const item = group.items.find((candidate) => candidate.path === location);
    if (item) return { groupKey: `nav.groups.${group.key}`, titleKey: `nav.items.${item.key}.title` };
  }
  const other = otherScreens.find((screen) => location === screen.prefix || location.startsWith(screen.prefix));
  return other ? { titleKey: other.key } : null;
}
