import { CrownIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { userInitials } from '@domain/shared/user-initials';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/lib/session';
import { paths } from '@/lib/paths';
import { useSignOut } from './use-sign-out';

export function MobileUserMenu() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : t('common.loading');
  // Part of the trigger's name too, so the name holds the text it shows (WCAG 2.5.3).
  const initials = user ? userInitials(user) : '';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="mobile-user-menu"
        aria-label={user ? t('layout.userMenuWithInitials', { initials }) : t('layout.userMenu')}
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <Avatar className="size-9">
          <AvatarFallback className="text-sm">{user ? initials : '…'}</AvatarFallback>
        </Avatar>
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
