import { MoonIcon, SunIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButtonClasses } from '@/components/layout/theme-controls';

/**
 * The prerendered page's light/dark switch. The icon follows the `dark` class by CSS alone, so
 * it is right from the first paint; src/client/features/landing/plain/theme-toggle.ts switches
 * the theme and picks the label from the two written here.
 */
export function LandingThemeToggle() {
  const { t } = useTranslation();
  const toDark = t('theme.switchToDark');
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme-toggle
      data-label-dark={toDark}
      data-label-light={t('theme.switchToLight')}
      aria-label={toDark}
      title={toDark}
      className={iconButtonClasses}
    >
      <MoonIcon className="size-[1.125rem] dark:hidden" aria-hidden />
      <SunIcon className="hidden size-[1.125rem] dark:block" aria-hidden />
    </button>
  );
}
