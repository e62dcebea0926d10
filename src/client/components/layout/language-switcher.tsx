import { ChevronsUpDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages } from '@domain/shared/languages';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { useChangeLanguage } from './use-change-language';
import { LanguageFlag, LanguageOptionLabel } from '@/components/language-flag';

interface LanguageSwitcherProps {
  /** Only the flag, for the collapsed sidebar rail. */
  compact?: boolean;
  className?: string;
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  /** Opens at once on mount (the deferred switcher hands over a click made before loading). */
  defaultOpen?: boolean;
}

export function LanguageSwitcher({ compact = false, className, side = 'top', align = 'start', defaultOpen = false }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { current, changeLanguage } = useChangeLanguage();
  const active = languages.find((language) => language.code === current) ?? languages[0];

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        data-testid="language-switcher"
        aria-label={t('language.label', { language: active.nativeName })}
        className={cn(
          'flex h-9 items-center gap-2 rounded-lg border border-sidebar-border bg-background/60 text-sm outline-none transition hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring',
          compact ? 'size-8 justify-center border-transparent bg-transparent p-0' : 'w-full px-2.5',
          className,
        )}
      >
        <LanguageFlag code={active.code} />
        {compact ? null : (
          <>
            <span className="flex-1 truncate text-start">{active.nativeName}</span>
            <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={side} align={align} className="w-64">
        <DropdownMenuLabel>{t('language.title')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            const chosen = languages.find((language) => language.code === value);
            if (chosen) changeLanguage(chosen.code);
          }}
        >
          {languages.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code} data-testid={`language-option-${language.code}`}>
              <LanguageOptionLabel language={language} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
