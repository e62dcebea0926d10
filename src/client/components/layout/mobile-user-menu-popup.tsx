import { CrownIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { userInitials } from '@domain/shared/user-initials';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/lib/session';
import { paths } from '@/lib/paths';
import { userMenuTriggerProps, UserMenuFace } from './mobile-user-menu-face';
import { useSignOut } from './use-sign-out';

/** The phone's account menu (opened at once when it takes over from the plain button). */
export function MobileUserMenuPopup({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : t('common.loading');
  const initials = user ? userInitials(user) : '';

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...userMenuTriggerProps(t, user ? initials : null)}>
        <UserMenuFace initials={user ? initials : null} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5 py-2">
          <span className="truncate text-sm font-semibold text-foreground" data-testid="mobile-user-name">
            {fullName}
          </span>
          {user ? (
            <span className="truncate text-xs font-normal" dir="ltr" data-testid="mobile-user-email">
              {user.email}
            </span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={paths.settings}>
            <SettingsIcon aria-hidden />
            {t('layout.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={paths.subscription}>
            <CrownIcon aria-hidden />
            {t('nav.items.premiumSubscription.title')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOutIcon className="rtl:-scale-x-100" aria-hidden />
          {t('layout.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
