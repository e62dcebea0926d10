import { TargetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanningWeek } from '@domain/planning/planning';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { hoursCount, hoursNumber } from '../duration';

/** This month's billable earnings (per project currency) against what goals need (in the account's currency), and the hours that reach each linked goal. */
export function EarningsCard({ week }: { week: PlanningWeek }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${week.month}-01T00:00:00Z`));
  if (week.earnings.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="earnings-empty">
        {t('planning.earnings.empty')}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="earnings">
      <p className="text-xs text-muted-foreground">{month}</p>
      <ul className="grid grid-cols-1 gap-3">
        {week.earnings.map((row) => (
          <li key={row.currency} className="grid grid-cols-1 gap-1" data-testid="earnings-row">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-lg font-semibold tabular-nums">{format.money(row.earned, row.currency)}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {t('planning.hours', { count: hoursCount(row.billableSeconds), hours: hoursNumber(row.billableSeconds, format.numberLocale) })}
              </span>
            </div>
            <p className="text-xs text-muted-foreground">{t('planning.earnings.billed', { amount: format.money(row.billed, row.currency) })}</p>
          </li>
        ))}
      </ul>
      {/* Each row is in its project's currency; what the goals need is one total, in the account's. */}
      <p className="text-sm text-muted-foreground" data-testid="goals-need">
        {t('planning.earnings.goalsNeed', { amount: format.money(week.goalsNeed.perMonth, week.goalsNeed.currency) })}
      </p>
      {week.goalPlans.length > 0 ? (
        <ul className="grid grid-cols-1 gap-2 border-t pt-4">
          {week.goalPlans.map((plan) => (
            <li key={`${plan.goalId}-${plan.projectId}`} className="flex items-start gap-2 text-sm" data-testid="goal-plan">
              <TargetIcon
                className={cn('mt-0.5 size-4 shrink-0', plan.state === 'needs_more' || plan.state === 'overdue' ? 'text-amber-700 dark:text-warning' : 'text-success')}
                aria-hidden
              />
              <span className="min-w-0">
                <span className="block">
                  {plan.state === 'needs_more'
                    ? t('planning.earnings.moreHours', { count: plan.extraHoursPerWeek, hours: format.number(plan.extraHoursPerWeek), goal: plan.goalTitle })
                    : t(`planning.earnings.states.${plan.state}`, { goal: plan.goalTitle })}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {t('planning.earnings.planDetail', {
                    project: plan.projectName,
                    remaining: format.money(plan.remainingAmount, plan.currency),
                    date: format.date(plan.targetDate),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="border-t pt-4 text-xs text-muted-foreground">{t('planning.earnings.linkHint')}</p>
      )}
    </div>
  );
}
