import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { paths } from '@/lib/paths';
import { LogoMark } from '@/components/logo';
import { MobileUserMenu } from './mobile-user-menu';
import { ThemeMenu } from './theme-menu';

/** The phone's top bar: menu, logo back to the dashboard, `notifications` (the bell), theme and the user menu. */
export function MobileHeader({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 border-b bg-background/90 pt-safe backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="flex h-14 items-center gap-2 px-3">
        <SidebarTrigger className="-ms-1" />
        <Link href={paths.dashboard} data-testid="mobile-logo" className="flex items-center gap-2 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
          <LogoMark className="size-7" />
          <span className="text-base font-bold tracking-tight">{t('common.appName')}</span>
        </Link>
        <div className="ms-auto flex items-center gap-1">
          {notifications}
          <ThemeMenu />
          <MobileUserMenu />
        </div>
      </div>
    </header>
  );
}
