import { useTranslation } from 'react-i18next';
import { PricingPlans } from '@/components/pricing-plans';
import { Button } from '@/components/ui/button';

export function PricingSection({ onGetStarted, prerendered }: { onGetStarted: () => void; prerendered: boolean }) {
  const { t } = useTranslation();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 [content-visibility:auto] [contain-intrinsic-size:auto_1500px]">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t('landing.pricing.eyebrow')}</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('pricing.title')}
          </h2>
          <p className="mt-4 text-muted-foreground sm:text-lg">{t('pricing.subtitle')}</p>
        </div>
        <PricingPlans
          bothPeriods={prerendered}
          renderAction={(plan) => (
            <Button size="lg" variant={plan === 'premium' ? 'default' : 'outline'} onClick={onGetStarted} data-auth-open="signUp">
              {plan === 'premium' ? t('landing.pricing.startPremium') : t('landing.pricing.startFree')}
            </Button>
          )}
        />
        <p className="mt-6 text-center text-xs text-muted-foreground">{t('landing.pricing.note')}</p>
      </div>
    </section>
  );
}
