import { useTranslation } from 'react-i18next';
import { languages } from '@domain/shared/languages';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useChangeLanguage } from './use-change-language';
import { LanguageOptionLabel } from '@/components/language-flag';
import { languageTriggerClasses, LanguageTriggerFace, type LanguageSwitcherProps } from './language-trigger-face';

export function LanguageSwitcher({ compact = false, className, side = 'top', align = 'start', defaultOpen = false }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { current, changeLanguage } = useChangeLanguage();
  const active = languages.find((language) => language.code === current) ?? languages[0];

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger data-testid="language-switcher" aria-label={t('language.label', { language: active.nativeName })} className={languageTriggerClasses(compact, className)}>
        <LanguageTriggerFace language={active} compact={compact} />
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
