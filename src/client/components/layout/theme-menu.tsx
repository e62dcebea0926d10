import { lazy } from 'react';
import { MoonIcon, SunIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OnIntent } from '@/components/ui/on-intent';
import { useTheme } from '@/lib/theme-provider';
import { cn } from '@/lib/utils';
import { iconButtonClasses } from './theme-controls';

const loadPopup = () => import('./theme-menu-popup');
const ThemeMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.ThemeMenuPopup })));

/** The header's theme choice: a plain button until reached for, then the menu (./theme-menu-popup). */
export function ThemeMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  return (
    <OnIntent
      load={loadPopup}
      placeholder={(handlers) => (
        <button
          type="button"
          data-testid="theme-menu"
          aria-label={t('theme.label')}
          aria-haspopup="menu"
          aria-expanded={false}
          className={cn(iconButtonClasses, className)}
          {...handlers}
        >
          <Icon className="size-[1.125rem]" aria-hidden />
        </button>
      )}
    >
      <ThemeMenuPopup className={className} defaultOpen />
    </OnIntent>
  );
}
