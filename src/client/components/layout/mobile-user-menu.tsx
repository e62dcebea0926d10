import { lazy } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { userInitials } from '@domain/shared/user-initials';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { OnIntent } from '@/components/ui/on-intent';
import { useCurrentUser } from '@/lib/session';

const loadPopup = () => import('./mobile-user-menu-popup');
const MobileUserMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.MobileUserMenuPopup })));

/** The trigger's name and look, the same before and after the menu loads; `initials` is null while the user loads. */
export function userMenuTriggerProps(t: TFunction, initials: string | null) {
  return {
    'data-testid': 'mobile-user-menu',
    // Part of the trigger's name too, so the name holds the text it shows (WCAG 2.5.3).
    'aria-label': initials === null ? t('layout.userMenu') : t('layout.userMenuWithInitials', { initials }),
    className: 'rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
  };
}

export function UserMenuFace({ initials }: { initials: string | null }) {
  return (
    <Avatar className="size-9">
      <AvatarFallback className="text-sm">{initials ?? '…'}</AvatarFallback>
    </Avatar>
  );
}

/** The phone's account menu: a plain avatar button until reached for, then the menu (./mobile-user-menu-popup). */
export function MobileUserMenu() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const initials = user ? userInitials(user) : null;
  return (
    <OnIntent
      load={loadPopup}
      placeholder={(handlers) => (
        <button type="button" aria-haspopup="menu" aria-expanded={false} {...userMenuTriggerProps(t, initials)} {...handlers}>
          <UserMenuFace initials={initials} />
        </button>
      )}
    >
      <MobileUserMenuPopup defaultOpen />
    </OnIntent>
  );
}
