import { WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InvestmentRecommendations } from '@domain/investments/investment-views';
import { EmptyState } from '@/components/layout/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDuration } from '@/lib/format-duration';
import { paths } from '@/lib/paths';
import { useFormat } from '@/lib/use-format';

const classColours = { stocks: 'bg-primary', bonds: 'bg-(--chart-2)', realEstate: 'bg-(--chart-4)', cash: 'bg-muted-foreground/60' } as const;

/** Where the user stands (cash flow, emergency fund), what to do next, and the mix to invest in. */
export function PlanCard({ plan }: { plan: InvestmentRecommendations }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  // Unit words ("3 months") are the interface language's; amounts and percentages follow the number format.
  const locale = i18n.language;
  const money = (amount: string) => format.money(amount, plan.currency);
  const { emergencyFund, basis } = plan;
  if (Number(basis.monthlyIncome) === 0 && Number(basis.monthlyExpenses) === 0) {
    return (
      <Card className="min-w-0 gap-3" data-testid="investments-plan">
        <CardHeader>
          <CardTitle>{t('investments.plan.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyState
            size="sm"
            icon={WalletIcon}
            title={t('investments.plan.emptyTitle')}
            description={t('investments.plan.emptyDescription')}
            action={
              <>
                <Link href={paths.moneyTracking} className={buttonVariants({ size: 'sm' })}>
                  {t('investments.plan.record')}
                </Link>
                <Link href={paths.settings} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                  {t('investments.plan.settings')}
                </Link>
              </>
            }
          />
        </CardContent>
      </Card>
    );
  }
  const stepValues = {
    shortfall: money(emergencyFund.shortfall),
    months: emergencyFund.monthsToFill === null ? '—' : formatDuration(emergencyFund.monthsToFill, 'month', locale),
    target: formatDuration(emergencyFund.targetMonths, 'month', locale),
    amount: money(plan.monthlyInvest),
    deficit: money(basis.monthlySurplus.replace(/^-/, '')),
  };
  return (
    <Card className="min-w-0 gap-3" data-testid="investments-plan">
      <CardHeader>
        <CardTitle>{t('investments.plan.title')}</CardTitle>
        <CardDescription>{t(`investments.plan.readiness.${plan.readiness}`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(
            [
              ['surplus', money(basis.monthlySurplus)],
              ['covered', emergencyFund.months === null ? '—' : formatDuration(emergencyFund.months, 'month', locale)],
              ['emergencyTarget', money(emergencyFund.target)],
              ['invest', money(plan.monthlyInvest)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="grid grid-cols-1 min-w-0 gap-0.5 rounded-lg bg-muted/50 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t(`investments.plan.stats.${key}`)}</dt>
              <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]" data-testid={`plan-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {basis.source === 'settings' ? <p className="text-xs text-muted-foreground">{t('investments.plan.fromSettings')}</p> : null}

        <section className="grid grid-cols-1 gap-2" aria-labelledby="next-steps-title">
          <h3 id="next-steps-title" className="text-sm font-semibold">
            {t('investments.plan.nextSteps')}
          </h3>
          <ol className="grid grid-cols-1 list-decimal gap-1.5 ps-5 text-sm" data-testid="next-steps">
            {plan.nextSteps.map((step) => (
              <li key={step}>{t(`investments.steps.${step}`, stepValues)}</li>
            ))}
          </ol>
        </section>

        {plan.profile && plan.allocation.length > 0 ? (
          <section className="grid grid-cols-1 gap-2" aria-labelledby="allocation-title">
            <h3 id="allocation-title" className="text-sm font-semibold">
              {t('investments.plan.allocation', { profile: t(`investments.profiles.${plan.profile.riskProfile}.name`) })}
            </h3>
            <div className="flex h-3 overflow-hidden rounded-full" aria-hidden>
              {plan.allocation.map((part) => (
                <div key={part.assetClass} className={classColours[part.assetClass]} style={{ width: `${part.percent}%` }} />
              ))}
            </div>
            <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" data-testid="allocation">
              {plan.allocation.map((part) => (
                <li key={part.assetClass} className="flex items-center gap-2">
                  <span className={`size-2.5 shrink-0 rounded-sm ${classColours[part.assetClass]}`} aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{t(`investments.assetClasses.${part.assetClass}`)}</span>
                  <span className="tabular-nums">{format.percent(part.percent)}</span>
                  <span className="tabular-nums text-muted-foreground">{t('investments.plan.perMonth', { amount: money(part.monthlyAmount) })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {plan.projection && plan.profile ? (
          <p className="rounded-lg bg-muted/50 p-3 text-sm" data-testid="plan-projection">
            {t('investments.plan.projection', {
              start: money(plan.projection.start),
              amount: money(plan.monthlyInvest),
              rate: format.percent(plan.projection.annualReturnPercent, 1),
              years: formatDuration(plan.projection.years, 'year', locale),
              final: money(plan.projection.final),
              growth: money(plan.projection.growth),
            })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
