import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '@domain/shared/languages';
import { OnIntent } from '@/components/ui/on-intent';
import { useChangeLanguage } from './use-change-language';
import { languageTriggerClasses, LanguageTriggerFace, type LanguageSwitcherProps } from './language-trigger-face';

export * from './language-trigger-face';

const loadSwitcher = () => import('./language-switcher');
const LanguageSwitcher = lazy(() => loadSwitcher().then((module) => ({ default: module.LanguageSwitcher })));

/** The sidebar's language menu: a plain button until reached for, then the menu (./language-switcher). */
export function LazyLanguageSwitcher(props: Omit<LanguageSwitcherProps, 'defaultOpen'>) {
  const { t } = useTranslation();
  const { current } = useChangeLanguage();
  const active = languages.find((language) => language.code === current) ?? languages[0];
  const compact = props.compact ?? false;
  return (
    <OnIntent
      load={loadSwitcher}
      placeholder={(handlers) => (
        <button
          type="button"
          data-testid="language-switcher"
          aria-label={t('language.label', { language: active.nativeName })}
          aria-haspopup="menu"
          aria-expanded={false}
          className={languageTriggerClasses(compact, props.className)}
          {...handlers}
        >
          <LanguageTriggerFace language={active} compact={compact} />
        </button>
      )}
    >
      <LanguageSwitcher {...props} defaultOpen />
    </OnIntent>
  );
}
