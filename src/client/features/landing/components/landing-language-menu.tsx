import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages, resolveLanguage } from '@domain/shared/languages';
import { LanguageFlag, LanguageOptionLabel } from '@/components/language-flag';

export const languageMenuId = 'landing-language-menu';

/**
 * The prerendered page's language menu: plain markup that src/client/features/landing/plain/language-menu.ts
 * opens and closes. Each item is a link to that language's page, so it works even before the script.
 */
export function LandingLanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.language);
  const active = languages.find((language) => language.code === current) ?? languages[0];
  return (
    <div className="relative" data-language-menu>
      <button
        type="button"
        data-testid="language-switcher"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls={languageMenuId}
        aria-label={t('language.label', { language: active.nativeName })}
        className="flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm outline-none transition hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <LanguageFlag code={active.code} />
        <span className="hidden sm:inline">{active.nativeName}</span>
      </button>
      <div
        id={languageMenuId}
        role="menu"
        aria-label={t('language.title')}
        hidden
        className="absolute end-0 top-full z-50 mt-1.5 max-h-[70dvh] w-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        <p className="px-2 py-1.5 text-xs font-medium text-muted-foreground">{t('language.title')}</p>
        {languages.map((language) => (
          <a
            key={language.code}
            href={`/?lang=${language.code}`}
            role="menuitemradio"
            aria-checked={language.code === active.code}
            tabIndex={-1}
            lang={language.code}
            data-language={language.code}
            data-testid={`language-option-${language.code}`}
            className="relative flex cursor-default items-center gap-2 rounded-md py-1.5 ps-2 pe-8 text-sm outline-none select-none hover:bg-accent focus:bg-accent focus:text-accent-foreground"
          >
            <LanguageOptionLabel language={language} />
            {language.code === active.code ? <CheckIcon className="absolute end-2 size-4 text-primary" aria-hidden /> : null}
          </a>
        ))}
      </div>
    </div>
  );
}
