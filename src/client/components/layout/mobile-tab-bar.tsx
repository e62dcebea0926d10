import { BotIcon, CalendarDaysIcon, CrownIcon, HouseIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

interface Tab {
  key: 'home' | 'ai' | 'insights' | 'calendar' | 'premium';
  path: string;
  icon: LucideIcon;
}

export const mobileTabs: Tab[] = [
  { key: 'home', path: paths.dashboard, icon: HouseIcon },
  { key: 'ai', path: paths.aiAssistant, icon: BotIcon },
  { key: 'insights', path: paths.aiInsights, icon: SparklesIcon },
  { key: 'calendar', path: paths.calendar, icon: CalendarDaysIcon },
  { key: 'premium', path: paths.subscription, icon: CrownIcon },
];

/** Tabs own every path below them ('/calendar/x' keeps Calendar lit); the dashboard only its own. */
export function isTabActive(tabPath: string, location: string): boolean {
  if (tabPath === paths.dashboard) return location === tabPath;
  return location === tabPath || location.startsWith(`${tabPath}/`);
}

export function MobileTabBar() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t('layout.tabs')} className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-safe backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {mobileTabs.map((tab) => {
          const active = isTabActive(tab.path, location);
          return (
            <li key={tab.key}>
              <Link
                href={tab.path}
                data-testid={`tab-${tab.key}`}
                data-active={active}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-full flex-col items-center justify-center gap-1 text-[0.7rem] font-medium text-muted-foreground outline-none transition-colors focus-visible:bg-accent',
                  active && 'text-primary',
                )}
              >
                <span className={cn('flex h-7 w-12 items-center justify-center rounded-full transition-colors', active && 'bg-primary/12')}>
                  <tab.icon className="size-5" aria-hidden />
                </span>
                {t(`layout.mobileTabs.${tab.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
