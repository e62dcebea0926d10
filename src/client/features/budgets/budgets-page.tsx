import { useMemo, useState } from 'react';
import { CalendarRangeIcon, CopyIcon, PiggyBankIcon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { expenseCategories } from '@domain/categories/categories';
import type { BudgetLine, BudgetMonth } from '@domain/budgets/budgets';
import { BudgetAlerts } from '@/components/budgets/budget-alerts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCategoryList, customCategoriesIn } from '@/lib/use-categories';
import { currentMonth, shiftMonthKey, useBudgetCategoryName, useBudgetMonth } from '@/lib/use-budgets';
import { useFailToast } from '@/lib/use-fail-toast';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { useBudgetsFromAverage, useCopyPreviousMonth, useDeleteBudget } from './api';
import { BudgetDialog, type BudgetEditing } from './components/budget-dialog';
import { BudgetRow } from './components/budget-row';
import { MonthPicker } from './components/month-picker';

function Totals({ data }: { data: BudgetMonth }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, data.currency);
  const overspent = Number(data.totals.available) < 0;
  const figures: { key: string; value: string; tone?: string }[] = [
    { key: 'budgeted', value: money(data.totals.budgeted) },
    { key: 'spent', value: money(data.totals.spent) },
    { key: 'available', value: money(data.totals.available), tone: overspent ? 'text-destructive' : undefined },
    { key: 'carried', value: money(data.totals.carried) },
    { key: 'income', value: money(data.income) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" data-testid="budgets-totals">
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-xl border bg-card p-3" data-testid={`budgets-total-${figure.key}`}>
          <dt className="text-xs text-muted-foreground">{t(`budgets.totals.${figure.key}`)}</dt>
          <dd className={cn('text-base font-semibold tabular-nums', figure.tone)}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BudgetsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const thisMonth = currentMonth(format.today);
  const [month, setMonth] = useState(thisMonth);
  const budgets = useBudgetMonth(month);
  const categories = useCategoryList();
  const [editing, setEditing] = useState<BudgetEditing | null>(null);
  const [deleting, setDeleting] = useState<BudgetLine | null>(null);
  const copy = useCopyPreviousMonth();
  const average = useBudgetsFromAverage();
  const remove = useDeleteBudget();
  const fail = useFailToast();

  const monthName = format.calendarFormat({ month: 'long', year: 'numeric' })(`${month}-01`);
  const customKeys = useMemo(
    () =>
      customCategoriesIn(categories.data)
        .filter((category) => category.type === 'expense')
        .map((category) => category.key),
    [categories.data],
  );
  const name = useBudgetCategoryName([...(budgets.data?.budgets.map((line) => line.category) ?? []), ...customKeys]);
  const budgeted = new Set(budgets.data?.budgets.map((line) => line.category) ?? []);
  const choices = [...expenseCategories, ...customKeys].filter((category) => !budgeted.has(category));
  const currency = budgets.data?.currency ?? format.currency;

  const addButton = (
    <Button onClick={() => setEditing({ choices })} disabled={choices.length === 0 || !budgets.data} data-testid="budgets-add">
      <PlusIcon aria-hidden />
      {t('budgets.add')}
    </Button>
  );

  const copyPrevious = () =>
    copy.mutate(month, {
      onSuccess: (answer) => (answer.changed > 0 ? toast.success(t('budgets.toasts.copied', { count: answer.changed })) : toast.info(t('budgets.toasts.nothingToCopy'))),
      onError: fail,
    });
  const fromAverage = () =>
    average.mutate(month, {
      onSuccess: (answer) => (answer.changed > 0 ? toast.success(t('budgets.toasts.averaged', { count: answer.changed })) : toast.info(t('budgets.toasts.noSpending'))),
      onError: fail,
    });
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={copyPrevious} disabled={copy.isPending} data-testid="budgets-copy-previous">
        {copy.isPending ? <Spinner /> : <CopyIcon aria-hidden />}
        {t('budgets.copyPrevious')}
      </Button>
      <Button variant="outline" size="sm" onClick={fromAverage} disabled={average.isPending} data-testid="budgets-from-average">
        {average.isPending ? <Spinner /> : <CalendarRangeIcon aria-hidden />}
        {t('budgets.fromAverage')}
      </Button>
    </div>
  );

  return (
    <PageContainer>
      <PageHeader title={t('budgets.title')} description={t('budgets.description')} actions={budgets.data?.budgets.length ? addButton : undefined} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MonthPicker
          monthName={monthName}
          isCurrent={month === thisMonth}
          onPrevious={() => setMonth(shiftMonthKey(month, -1))}
          onNext={() => setMonth(shiftMonthKey(month, 1))}
          onToday={() => setMonth(thisMonth)}
        />
        {actions}
      </div>
      <QueryState
        query={budgets}
        skeleton={
          <div className="grid grid-cols-1 gap-3">
            <Skeleton className="h-20 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        }
        errorTitle={t('budgets.error')}
        errorTestId="budgets-error"
        errorVariant="card"
      >
        {(data) => (
          <>
            <BudgetAlerts alerts={data.alerts} name={name} testId="budgets-alerts" />
            <Totals data={data} />
            {data.budgets.length === 0 ? (
              <div data-testid="budgets-empty">
                <EmptyState icon={PiggyBankIcon} title={t('budgets.empty.title', { month: monthName })} description={t('budgets.empty.description')} action={addButton} />
              </div>
            ) : (
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t('budgets.listLabel', { month: monthName })} data-testid="budgets-list">
                {data.budgets.map((line) => (
                  <BudgetRow
                    key={line.category}
                    line={line}
                    name={name(line.category)}
                    currency={data.currency}
                    onEdit={() => setEditing({ line })}
                    onDelete={() => setDeleting(line)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>

      <BudgetDialog editing={editing} month={month} monthName={monthName} currency={currency} name={name} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('budgets.delete.title', { category: name(deleting.category) }) : ''}
        description={t('budgets.delete.description', { month: monthName })}
        confirmLabel={t('budgets.delete.confirm')}
        cancelLabel={t('budgets.form.cancel')}
        pending={remove.isPending}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { month, category: deleting.category },
            {
              onSuccess: () => {
                toast.success(t('budgets.toasts.deleted'), { description: name(deleting.category) });
                setDeleting(null);
              },
              onError: fail,
            },
          );
        }}
        testId="budgets-delete-dialog"
        confirmTestId="budgets-delete-confirm"
      />
    </PageContainer>
  );
}
