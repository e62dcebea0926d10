import type { TFunction } from 'i18next';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';

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
