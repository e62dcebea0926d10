import { useTranslation } from 'react-i18next';
import { Bitcoin, CalendarDays, Languages, Sparkles, Target, Wallet, type LucideIcon } from 'lucide-react';
import { languages } from '@domain/shared/languages';

type Feature = { id: string; icon: LucideIcon; tone: string };

const features: Feature[] = [
  { id: 'goals', icon: Target, tone: 'bg-primary/10 text-primary' },
  { id: 'tracking', icon: Wallet, tone: 'bg-chart-2/15 text-chart-2' },
  { id: 'together', icon: CalendarDays, tone: 'bg-chart-4/15 text-chart-4' },
  { id: 'assistant', icon: Sparkles, tone: 'bg-chart-3/20 text-warning-foreground dark:text-chart-3' },
  { id: 'crypto', icon: Bitcoin, tone: 'bg-chart-5/15 text-chart-5' },
  { id: 'languages', icon: Languages, tone: 'bg-accent text-accent-foreground' },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-y border-border/60 bg-muted/40 [content-visibility:auto] [contain-intrinsic-size:auto_1400px]"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t('landing.features.eyebrow')}</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('landing.features.title')}
          </h2>
          <p className="mt-4 text-muted-foreground sm:text-lg">{t('landing.features.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {features.map((feature) => (
            <li key={feature.id} className="group rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className={`flex size-11 items-center justify-center rounded-xl ${feature.tone}`}>
                <feature.icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(`landing.features.${feature.id}.title`, { count: languages.length })}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`landing.features.${feature.id}.description`, { count: languages.length })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
