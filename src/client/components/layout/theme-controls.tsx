import { MoonIcon, SunIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme-provider';
import { cn } from '@/lib/utils';

export const iconButtonClasses =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none';

/** One click between light and dark (the sidebar's toggle, docs/product/behaviour.md#theme). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  const Icon = resolvedTheme === 'dark' ? SunIcon : MoonIcon;
  const label = t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight');
  return (
    <button type="button" data-testid="theme-toggle" aria-label={label} title={label} className={cn(iconButtonClasses, className)} onClick={() => setTheme(next)}>
      <Icon className="size-[1.125rem]" aria-hidden />
    </button>
  );
}
