import { PiggyBankIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { currentMonth, useBudgetCategoryName, useBudgetMonth } from '@/lib/use-budgets';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { BudgetBar, budgetTone } from './budget-bar';

/**
 * This month's budgets in brief, for the dashboard and insights: total spent of budgeted, the
 * categories over or near their budget (the budgets screen holds the dismissible alerts; the card links to it); an honest
 * "no budgets yet" with a call to set one when there are none.
 */
export function BudgetStatus({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const month = currentMonth(format.today);
  const query = useBudgetMonth(month);
  const name = useBudgetCategoryName(query.data?.budgets.map((line) => line.category) ?? []);
  return (
    <div data-testid={testId}>
      <QueryState query={query} skeleton={<Skeleton className="h-24 w-full rounded-lg" />} errorTitle={t('budgets.error')}>
        {(data) => {
          if (data.budgets.length === 0) {
            return (
              <EmptyState
                size="sm"
                icon={PiggyBankIcon}
                title={t('budgets.card.emptyTitle')}
                description={t('budgets.card.emptyDescription')}
                action={
                  <Link href={paths.budgets} className={buttonVariants({ size: 'sm', variant: 'outline' })} data-testid={`${testId}-set`}>
                    {t('budgets.card.setOne')}
                  </Link>
                }
              />
            );
          }
          const watch = data.budgets.filter((line) => budgetTone(line) !== 'within').sort((a, b) => b.percent - a.percent);
          const overall = {
            category: 'total',
            budgeted: data.totals.budgeted,
            carried: data.totals.carried,
            spent: data.totals.spent,
            available: data.totals.available,
            over: Number(data.totals.available) < 0 ? data.totals.available.replace('-', '') : '0',
            percent:
              Number(data.totals.budgeted) + Number(data.totals.carried) > 0 ? (Number(data.totals.spent) / (Number(data.totals.budgeted) + Number(data.totals.carried))) * 100 : 0,
            rollover: false,
          };
          return (
            <div className="grid grid-cols-1 gap-3">
              <p className="text-sm" data-testid={`${testId}-total`}>
                {t('budgets.card.spentOf', { spent: format.money(data.totals.spent, data.currency), budgeted: format.money(data.totals.budgeted, data.currency) })}
              </p>
              <BudgetBar line={overall} name={t('budgets.card.total')} currency={data.currency} />
              {watch.length ? (
                <ul className="grid grid-cols-1 gap-1 text-sm" aria-label={t('budgets.card.watch')}>
                  {watch.slice(0, 4).map((line) => (
                    <li key={line.category} className="flex items-center justify-between gap-3" data-testid={`${testId}-watch`}>
                      <span className="min-w-0 truncate">{name(line.category)}</span>
                      <span className={cn('shrink-0 tabular-nums font-medium', budgetTone(line) === 'over' ? 'text-destructive' : 'text-amber-700 dark:text-warning')}>
                        {budgetTone(line) === 'over' ? t('budgets.overBy', { amount: format.money(line.over, data.currency) }) : format.percent(line.percent)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t('budgets.card.allWithin')}</p>
              )}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
