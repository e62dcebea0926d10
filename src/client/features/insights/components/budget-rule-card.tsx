import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Link } from 'wouter';
import type { Insights } from '@domain/insights/insights';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { currentMonth, useBudgetsFromRule } from '@/lib/use-budgets';
import { useFailToast } from '@/lib/use-fail-toast';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/use-format';
import { InsightCard } from './insight-card';

type Line = Insights['budgetRule']['lines'][number];

/** Needs and wants over target, or savings under it, are the gaps worth closing. */
function verdict(line: Line): 'over' | 'short' | 'within' {
  const gap = Number(line.gap);
  if (gap <= 0) return 'within';
  return line.bucket === 'savings' ? 'short' : 'over';
}

/**
 * Turns the needs and wants targets into this month's budgets in one step
 * (docs/product/behaviour.md#budgets-from-the-503020-rule), then offers the budgets screen.
 */
function BudgetsFromRule({ lines }: { lines: Insights['budgetRule']['lines'] }) {
  const { t } = useTranslation();
  const { today } = useFormat();
  const create = useBudgetsFromRule();
  const fail = useFailToast();
  const target = (bucket: string) => lines.find((line) => line.bucket === bucket)?.target ?? '0';
  const submit = () =>
    create.mutate(
      { month: currentMonth(today), needs: target('needs'), wants: target('wants') },
      { onSuccess: (answer) => toast.success(t('budgets.rule.created', { count: answer.changed })), onError: fail },
    );
  return (
    <div className="mt-4 grid gap-2 border-t pt-4">
      <p className="text-xs text-muted-foreground">{t('budgets.rule.hint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={submit} disabled={create.isPending} data-testid="insights-budget-create">
          {create.isPending ? <Spinner /> : null}
          {t('budgets.rule.create')}
        </Button>
        {create.isSuccess ? (
          <Link href={paths.budgets} className={buttonVariants({ size: 'sm', variant: 'ghost' })} data-testid="insights-budget-open">
            {t('budgets.rule.open')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function BudgetRuleCard({ budgetRule, currency }: { budgetRule: Insights['budgetRule']; currency: string }) {
  const { t } = useTranslation();
  const locale = useFormat().numberLocale;
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const hasIncome = Number(budgetRule.income) > 0;
  return (
    <InsightCard title={t('insights.budget.title')} description={t('insights.budget.description')} testId="insights-budget">
      {!hasIncome ? (
        <p className="text-sm text-muted-foreground">{t('insights.budget.noIncome')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {budgetRule.lines.map((line) => {
            const state = verdict(line);
            const actual = Math.max(0, line.actualPercent ?? 0);
            return (
              <li key={line.bucket} className="grid grid-cols-1 gap-1.5" data-testid="budget-line" data-bucket={line.bucket}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-medium">{t(`insights.budget.buckets.${line.bucket}`)}</span>
                  <span className="text-sm tabular-nums">
                    <span className="font-semibold">{line.actualPercent === null ? '—' : formatPercent(line.actualPercent, locale, 1)}</span>
                    <span className="text-muted-foreground"> · {money(line.actual)}</span>
                  </span>
                </div>
                {/* The bar spans 0–100% of income; the tick marks the rule's target. */}
                <div className="relative h-2 rounded-full bg-muted" aria-hidden>
                  <div className={cn('h-full rounded-full', state === 'within' ? 'bg-success' : 'bg-warning')} style={{ width: `${Math.min(100, actual)}%` }} />
                  <div className="absolute inset-y-[-3px] w-0.5 rounded bg-foreground/70" style={{ insetInlineStart: `${line.targetPercent}%` }} />
                </div>
                <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
                  <span>{t('insights.budget.target', { percent: formatPercent(line.targetPercent, locale), amount: money(line.target) })}</span>
                  <span className={cn(state !== 'within' && 'font-medium text-amber-700 dark:text-warning')}>
                    {state === 'within' ? t('insights.budget.within') : t(`insights.budget.${state}`, { amount: money(line.gap) })}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {hasIncome ? <BudgetsFromRule lines={budgetRule.lines} /> : null}
    </InsightCard>
  );
}
