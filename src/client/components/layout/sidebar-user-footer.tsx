import { LogOutIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { userInitials } from '@domain/shared/user-initials';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { sidebarTooltipDelay, useSidebar } from '@/components/ui/sidebar';
import { Hint } from '@/components/ui/hint';
import { useCurrentUser } from '@/lib/session';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { LazyLanguageSwitcher } from './language-trigger';
import { ThemeToggle } from './theme-controls';
import { useSignOut } from './use-sign-out';

const footerIconButton =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-sidebar-foreground/70 transition hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring focus-visible:outline-none';

export function SidebarUserFooter() {
  const { t } = useTranslation();
  const { state, isMobile, setOpenMobile } = useSidebar();
  const collapsed = state === 'collapsed' && !isMobile;
  const { data: user, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : null;

  return (
    <div className="flex flex-col gap-2">
      <div className={cn('flex items-center gap-1', collapsed && 'flex-col')}>
        <LazyLanguageSwitcher compact={collapsed} className={collapsed ? undefined : 'min-w-0 flex-1'} side={collapsed ? 'right' : 'top'} />
        <ThemeToggle className={cn(footerIconButton, 'size-9', collapsed && 'size-8')} />
        <Link
          href={paths.settings}
          data-testid="settings-button"
          aria-label={t('layout.settings')}
          title={t('layout.settings')}
          className={cn(footerIconButton, !collapsed && 'size-9')}
          onClick={() => setOpenMobile(false)}
        >
          <SettingsIcon className="size-[1.125rem]" aria-hidden />
        </Link>
      </div>

      <div
        className={cn(
          'flex items-center gap-2.5 rounded-xl border border-sidebar-border bg-background/70 p-2 dark:bg-background/30',
          collapsed && 'flex-col border-transparent bg-transparent p-0 dark:bg-transparent',
        )}
      >
        <Avatar className="size-8">
          <AvatarFallback>{user ? userInitials(user) : '…'}</AvatarFallback>
        </Avatar>
        <div className={cn('min-w-0 flex-1 leading-tight', collapsed && 'sr-only')}>
          {/* A long name or address is cut to fit the card; the title shows it whole on hover. */}
          <p data-testid="user-name" className="truncate text-sm font-semibold" title={fullName ?? undefined}>
            {fullName ?? (isLoading ? t('common.loading') : '')}
          </p>
          {user ? (
            <p data-testid="user-email" className="truncate text-xs text-muted-foreground" dir="ltr" title={user.email}>
              {user.email}
            </p>
          ) : null}
        </div>
        <Hint side="top" delay={sidebarTooltipDelay} content={t('layout.signOut')}>
          <button
            type="button"
            data-testid="sign-out-button"
            aria-label={t('layout.signOut')}
            className={footerIconButton}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <LogOutIcon className="size-4 rtl:-scale-x-100" aria-hidden />
          </button>
        </Hint>
      </div>
    </div>
  );
}
