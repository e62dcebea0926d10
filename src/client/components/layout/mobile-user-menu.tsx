import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { userInitials } from '@domain/shared/user-initials';
import { userMenuTriggerProps, UserMenuFace } from './mobile-user-menu-face';
import { OnIntent } from '@/components/ui/on-intent';
import { useCurrentUser } from '@/lib/session';

export { userMenuTriggerProps, UserMenuFace } from './mobile-user-menu-face';

const loadPopup = () => import('./mobile-user-menu-popup');
const MobileUserMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.MobileUserMenuPopup })));

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
