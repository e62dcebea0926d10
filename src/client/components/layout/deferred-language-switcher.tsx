import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '@domain/shared/languages';
import { cn } from '@/lib/utils';
import { useChangeLanguage } from './use-change-language';
import { LanguageFlag } from '@/components/language-flag';

const LanguageSwitcher = lazy(() => import('./language-switcher').then((module) => ({ default: module.LanguageSwitcher })));

const loadMenu = () => void import('./language-switcher');

interface DeferredLanguageSwitcherProps {
  className?: string;
}

/**
 * The language menu for pages that must load light (the landing page): a plain button until
 * the visitor reaches for it, then the full menu, opened if they already clicked.
 */
export function DeferredLanguageSwitcher({ className }: DeferredLanguageSwitcherProps) {
  const { t } = useTranslation();
  const { current } = useChangeLanguage();
  const [opened, setOpened] = useState(false);
  const active = languages.find((language) => language.code === current) ?? languages[0];
  const trigger = (
    <button
      type="button"
      data-testid="language-switcher"
      aria-haspopup="menu"
      aria-label={t('language.label', { language: active.nativeName })}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => setOpened(true)}
      className={cn('flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm outline-none transition hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      <LanguageFlag code={active.code} />
      <span className="hidden sm:inline">{active.nativeName}</span>
    </button>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageSwitcher defaultOpen side="bottom" align="end" className={cn('w-auto border-transparent bg-transparent hover:bg-accent', className)} />
    </Suspense>
  );
}
