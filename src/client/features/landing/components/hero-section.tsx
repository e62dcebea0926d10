import { useTranslation } from 'react-i18next';
import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { languages } from '@domain/shared/languages';
import { Button } from '@/components/ui/button';
import { HeroPreview } from './hero-preview';

type HeroSectionProps = { onGetStarted: () => void; onSignIn: () => void };

export function HeroSection({ onGetStarted, onSignIn }: HeroSectionProps) {
  const { t } = useTranslation();
  const points = [t('landing.hero.pointFree'), t('landing.hero.pointPrivate'), t('landing.hero.pointLanguages', { count: languages.length })];

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-gradient-to-b from-primary/20 via-primary/5 to-transparent blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-start">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
            <Sparkles className="size-3.5" aria-hidden />
            {t('landing.hero.eyebrow')}
          </span>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('landing.hero.title')} <span className="text-primary">{t('landing.hero.titleAccent')}</span>
          </h1>
          <p className="mt-5 max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">{t('landing.hero.subtitle')}</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" className="group w-full sm:w-auto" onClick={onGetStarted} data-auth-open="signUp">
              {t('landing.hero.getStarted')}
              <ArrowRight className="transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" aria-hidden />
            </Button>
            <Button size="lg" variant="outline" className="w-full sm:w-auto" onClick={onSignIn} data-auth-open="signIn">
              {t('landing.hero.signIn')}
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground lg:justify-start">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
