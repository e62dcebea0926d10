import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '@/components/layout/app-header';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { ContentSpinner } from '@/components/layout/full-screen-spinner';
import { MobileHeader } from '@/components/layout/mobile-header';
import { isTabActive, MobileTabBar } from '@/components/layout/mobile-tab-bar';
import { screenForLocation } from '@/components/layout/nav-items';
import { QuickActionMenu } from '@/components/layout/quick-action-menu';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { useIsMobile } from '@/lib/use-mobile';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { ErrorBoundary } from './error-boundary';

function useDocumentTitle(location: string) {
  const { t } = useTranslation();
  const screen = screenForLocation(location);
  const appName = t('common.appName');
  const title = screen ? `${t(screen.titleKey)} · ${appName}` : appName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Sidebar and header around every signed-in screen; on phones, tab bar and add button instead. */
export function AppLayout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [location] = useLocation();
  const { t } = useTranslation();
  useDocumentTitle(location);

  return (
    <SidebarProvider>
      <a href="#main-content" className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3">
        {t('layout.skipToContent')}
      </a>
      <AppSidebar />
      <SidebarInset>
        {isMobile ? <MobileHeader notifications={<NotificationBell />} /> : <AppHeader notifications={<NotificationBell />} />}
        {/* The main landmark holds the screen only, so the header and the tab bar are landmarks of their own; the skip link lands here. */}
        <main id="main-content" tabIndex={-1} className={cn('flex flex-1 flex-col outline-none', isMobile && 'pb-[calc(5rem+env(safe-area-inset-bottom))]')}>
          <VerifyEmailBanner />
          <ErrorBoundary key={location}>
            <Suspense fallback={<ContentSpinner />}>{children}</Suspense>
          </ErrorBoundary>
        </main>
        {isMobile ? <MobileTabBar /> : null}
        {isMobile && !isTabActive(paths.calendar, location) ? <QuickActionMenu /> : null}
      </SidebarInset>
    </SidebarProvider>
  );
}
