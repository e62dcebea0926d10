import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { themeChoices } from '@/lib/theme';
import { useTheme } from '@/lib/theme-provider';
import { cn } from '@/lib/utils';
import { iconButtonClasses } from './theme-controls';

const themeIcons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** The header's full choice: light, dark or follow the system (opened at once when it takes over from the plain button). */
export function ThemeMenuPopup({ className, defaultOpen = false }: { className?: string; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const { theme, resolvedTheme, setTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger data-testid="theme-menu" aria-label={t('theme.label')} className={cn(iconButtonClasses, className)}>
        <Icon className="size-[1.125rem]" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => {
            const chosen = themeChoices.find((candidate) => candidate === value);
            if (chosen) setTheme(chosen);
          }}
        >
          {themeChoices.map((option) => {
            const OptionIcon = themeIcons[option];
            return (
              <DropdownMenuRadioItem key={option} value={option} data-testid={`theme-option-${option}`}>
                <OptionIcon aria-hidden />
                {t(`theme.${option}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
