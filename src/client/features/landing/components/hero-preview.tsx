import { useTranslation } from 'react-i18next';
import { Plane, ShieldCheck, Sparkles, TrendingUp, Users } from 'lucide-react';

const bars = [
  { income: 72, spending: 48 },
  { income: 64, spending: 52 },
  { income: 80, spending: 45 },
  { income: 70, spending: 58 },
  { income: 86, spending: 50 },
  { income: 90, spending: 44 },
];

/** An illustrative, static glimpse of the dashboard; its figures are examples, not data. */
export function HeroPreview() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (value: number, digits = 0) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  const percent = (value: number) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);

  const goals = [
    { icon: ShieldCheck, name: t('landing.preview.goalEmergency'), progress: 0.68, tone: 'bg-primary' },
    { icon: Plane, name: t('landing.preview.goalTrip'), progress: 0.42, tone: 'bg-chart-3' },
  ];

  return (
    <div role="img" aria-label={t('landing.preview.label')} className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden className="relative rounded-3xl border border-border bg-card p-5 shadow-2xl shadow-primary/10 sm:p-6">
        <p className="text-xs font-medium text-muted-foreground">{t('landing.preview.netWorth')}</p>
        <div className="mt-1 flex flex-col items-start gap-2 sm:max-w-[50%]">
          <p className="text-3xl font-bold tracking-tight tabular-nums">{money(24380)}</p>
          <span className="inline-flex items-center gap-1 rounded-full bg-success/15 px-2 py-1 text-xs font-medium text-success">
            <TrendingUp className="size-3.5" />
            {t('landing.preview.change', { value: percent(0.042) })}
          </span>
        </div>

        <div className="mt-6">
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            <span>{t('landing.preview.cashFlow')}</span>
            <span className="flex items-center gap-3">
              <span className="flex items-center gap-1.5">
                <span className="size-2 rounded-full bg-primary" />
                {t('landing.preview.income')}
              </span>
              <span className="flex items-center gap-1.5">
                <span className="size-2 rounded-full bg-chart-5/70" />
                {t('landing.preview.spending')}
              </span>
            </span>
          </div>
          <div className="mt-3 flex h-28 items-end gap-2 sm:gap-3">
            {bars.map((bar, index) => (
              <div key={index} className="flex h-full flex-1 items-end justify-center gap-1">
                <span className="w-full max-w-3 rounded-t-md bg-primary" style={{ height: `${bar.income}%` }} />
                <span className="w-full max-w-3 rounded-t-md bg-chart-5/70" style={{ height: `${bar.spending}%` }} />
              </div>
            ))}
          </div>
        </div>

        <div className="mt-6 grid gap-3">
          {goals.map((goal) => (
            <div key={goal.name} className="rounded-xl border border-border bg-background/60 p-3">
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="flex items-center gap-2 font-medium">
                  <goal.icon className="size-4 text-muted-foreground" />
                  {goal.name}
                </span>
                <span className="text-muted-foreground tabular-nums">{percent(goal.progress)}</span>
              </div>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
                <div className={`h-full rounded-full ${goal.tone}`} style={{ width: `${goal.progress * 100}%` }} />
              </div>
            </div>
          ))}
        </div>
      </div>

      <div aria-hidden className="absolute -end-2 -top-12 hidden max-w-60 rounded-2xl border border-border bg-popover p-3 text-sm shadow-xl sm:block lg:-end-8">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-primary">
          <Sparkles className="size-3.5" />
          {t('landing.preview.insightTitle')}
        </p>
        <p className="mt-1 text-popover-foreground">{t('landing.preview.insight', { value: percent(0.18) })}</p>
      </div>

      <div aria-hidden className="absolute -start-2 -bottom-10 hidden items-center gap-3 rounded-2xl border border-border bg-popover p-3 shadow-xl sm:flex lg:-start-8">
        <span className="flex size-9 items-center justify-center rounded-full bg-chart-4/15 text-chart-4">
          <Users className="size-4" />
        </span>
        <span className="text-sm">
          <span className="block font-medium">{t('landing.preview.groupName')}</span>
          <span className="block text-success">{t('landing.preview.owed', { amount: money(42.5, 2) })}</span>
        </span>
      </div>
    </div>
  );
}
