import { useTranslation } from 'react-i18next';
import { languages } from '@domain/languages';
import { cn } from '@/lib/utils';
import { useChangeLanguage } from '@/components/layout/use-change-language';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type LanguageSwitcherProps = {
  className?: string;
  /** Show the language name next to the flag on every width, not only from the small breakpoint up. */
  alwaysShowName?: boolean;
};

export function LanguageSwitcher({ className, alwaysShowName = false }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { current, changeLanguage } = useChangeLanguage();
  const selected = languages.find((language) => language.code === current) ?? languages[0];

  return (
    <Select value={current} onValueChange={(code) => {
        const chosen = languages.find((language) => language.code === code);
        if (chosen) changeLanguage(chosen.code);
      }}>
      <SelectTrigger
        data-testid="language-switcher"
        aria-label={t('landing.header.language')}
        className={cn('h-9 w-auto gap-1.5 border-transparent bg-transparent px-2.5 shadow-none hover:bg-accent', className)}
      >
        <SelectValue>
          <span aria-hidden className="text-base leading-none">
            {selected.flag}
          </span>
          <span className={cn(alwaysShowName ? 'inline' : 'hidden sm:inline')}>{selected.nativeName}</span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="end" className="min-w-48">
        {languages.map((language) => (
          <SelectItem key={language.code} value={language.code} lang={language.code}>
            <span aria-hidden className="text-base leading-none">
              {language.flag}
            </span>
            {language.nativeName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
