import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function CtaSection({ onGetStarted }: { onGetStarted: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24 [content-visibility:auto] [contain-intrinsic-size:auto_420px]">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden className="pointer-events-none absolute -start-16 -top-16 size-64 rounded-full border-[28px] border-primary-foreground/10" />
        <div aria-hidden className="pointer-events-none absolute -end-10 -bottom-20 size-72 rounded-full border-[28px] border-primary-foreground/10" />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-primary-foreground/85 sm:text-lg">{t('landing.cta.subtitle')}</p>
        <Button size="lg" variant="secondary" className="group relative mt-8 w-full sm:w-auto" onClick={onGetStarted} data-auth-open="signUp">
          {t('landing.cta.button')}
          <ArrowRight className="transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
