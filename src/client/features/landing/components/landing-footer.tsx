import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { useHydrated } from '../use-hydrated';

/** `buildYear` is set when the page is written at build time: that year is shown and the page's script corrects it. */
export function LandingFooter({ buildYear }: { buildYear?: number }) {
  const { t } = useTranslation();
  // The year is the visitor's, not the build's, so it is written once the page is live.
  const hydrated = useHydrated();
  return (
    <footer className="border-t border-border/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="grid gap-2">
          <Logo size="sm" />
          <p className="text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
        </div>
        <nav aria-label={t('landing.footer.nav')} className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <a href="#features" className="hover:text-foreground">
            {t('landing.header.features')}
          </a>
          <a href="#pricing" className="hover:text-foreground">
            {t('landing.header.pricing')}
          </a>
          <a href="#top" className="hover:text-foreground">
            {t('landing.footer.backToTop')}
          </a>
        </nav>
      </div>
      <p className="mx-auto min-h-4 max-w-6xl px-4 pb-10 text-xs text-muted-foreground sm:px-6" data-copyright-year={buildYear}>
        {buildYear === undefined ? (hydrated ? t('landing.footer.copyright', { year: new Date().getFullYear() }) : null) : t('landing.footer.copyright', { year: buildYear })}
      </p>
    </footer>
  );
}
