import { useState, type ReactNode } from 'react';
import { ChevronRightIcon, TimerIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { screenForLocation } from './nav-items';
import { QuickActionDrawer } from './quick-actions';
import { iconButtonClasses } from './theme-controls';
import { ThemeMenu } from './theme-menu';

/**
 * The bar above the content on wide screens: sidebar toggle, where you are, the time tracker,
 * `notifications` (the bell the app puts here) and the theme choice.
 */
export function AppHeader({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const screen = screenForLocation(location);
  // The tracker itself loads with its drawer, keeping the shell small.
  const [trackerOpen, setTrackerOpen] = useState(false);

  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 lg:px-6">
      <SidebarTrigger className="-ms-1" />
      <Separator orientation="vertical" className="h-5!" />
      <nav aria-label={t('layout.breadcrumb')} className="min-w-0 flex-1">
        {screen ? (
          <ol className="flex min-w-0 items-center gap-1.5 text-sm">
            {screen.groupKey ? (
              <>
                <li className="hidden text-muted-foreground sm:block">{t(screen.groupKey)}</li>
                <li aria-hidden className="hidden text-muted-foreground/60 sm:block">
                  <ChevronRightIcon className="size-3.5 rtl:-scale-x-100" />
                </li>
              </>
            ) : null}
            <li className="truncate font-medium" aria-current="page">
              {t(screen.titleKey)}
            </li>
          </ol>
        ) : null}
      </nav>
      <button
        type="button"
        className={iconButtonClasses}
        onClick={() => setTrackerOpen(true)}
        aria-label={t('layout.quickActions.timeTracker.title')}
        data-testid="header-time-tracker"
      >
        <TimerIcon className="size-[1.125rem]" aria-hidden />
      </button>
      {notifications}
      <ThemeMenu />
      <QuickActionDrawer action={trackerOpen ? 'timeTracker' : null} onClose={() => setTrackerOpen(false)} />
    </header>
  );
}
