import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { PlusIcon, SearchXIcon, ReceiptIcon, UploadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Transaction } from '@domain/transactions/transactions';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSearchParam } from '@/lib/use-link-target';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGoals } from '@/lib/use-goals';
import { useTransactionPages } from './api';
import { CategoryBreakdown } from './components/category-breakdown';
import { DeleteTransactionDialog } from './components/delete-transaction-dialog';
import { ExportButton } from './components/export-button';
import { ListSkeleton } from './components/list-states';
import { SummaryCards } from './components/summary-cards';
import { TransactionDrawer } from './components/transaction-drawer';
import { TransactionFilters, type FilterState } from './components/transaction-filters';
import { TransactionList } from './components/transaction-list';
import { useFormat } from '@/lib/use-format';
import { linkedFilters, periodBounds, type TransactionFilters as QueryFilters } from './filters';
import { useCategoryList } from '@/lib/use-categories';

const ImportDialog = lazy(() => import('./import/import-dialog').then((module) => ({ default: module.ImportDialog })));

const defaultFilters: FilterState = { period: { kind: 'all' }, type: null, category: null, goalId: null, search: '' };

function filterStateFromLink(search: string): FilterState {
  const linked = linkedFilters(search);
  return {
    ...defaultFilters,
    period: linked.from || linked.to ? { kind: 'range', from: linked.from ?? '', to: linked.to ?? '' } : defaultFilters.period,
    type: linked.type ?? null,
    category: linked.category ?? null,
    search: linked.q ?? '',
  };
}

/** What the Recurring tab is given: a transaction to make recurring, taken once. */
export interface RecurringTabSlotProps {
  from: Transaction | null;
  onFromUsed: () => void;
}

interface TransactionsPageProps {
  /** The Recurring tab's content; without it the page shows transactions only. */
  recurringTab?: ComponentType<RecurringTabSlotProps>;
}

export function TransactionsPage({ recurringTab: RecurringTab }: TransactionsPageProps = {}) {
  const { t } = useTranslation();
  // `?tab=recurring` (a bill's link from the cash-flow timeline) opens on the recurring transactions.
  const linkedTab = useSearchParam('tab');
  const [tab, setTab] = useState<'transactions' | 'recurring'>(linkedTab === 'recurring' && RecurringTab ? 'recurring' : 'transactions');
  const [recurringFrom, setRecurringFrom] = useState<Transaction | null>(null);
  const makeRecurring = useCallback((transaction: Transaction) => {
    setRecurringFrom(transaction);
    setTab('recurring');
  }, []);
  const fromUsed = useCallback(() => setRecurringFrom(null), []);
  const { today } = useFormat();
  const linkQuery = useSearch();
  // A link may open the list already narrowed: the assistant's "Data used", for one.
  const [filterState, setFilterState] = useState<FilterState>(() => filterStateFromLink(linkQuery));
  const [drawer, setDrawer] = useState<{ open: boolean; transaction?: Transaction }>({ open: false });
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const [importing, setImporting] = useState(false);
  const search = useDebouncedValue(filterState.search.trim(), 300);

  const filters = useMemo<QueryFilters>(
    () => ({
      ...periodBounds(filterState.period, today),
      type: filterState.type ?? undefined,
      category: filterState.category ?? undefined,
      goalId: filterState.goalId ?? undefined,
      q: search || undefined,
    }),
    [filterState.period, filterState.type, filterState.category, filterState.goalId, search, today],
  );
  const filtered = filterState.period.kind !== 'all' || Boolean(filterState.type || filterState.category || filterState.goalId || filterState.search.trim());

  const pages = useTransactionPages(filters);
  const goals = useGoals();
  // Names, icons and colours of the user's own categories for rows, filters and the breakdown.
  useCategoryList();
  const goalTitles = useMemo(() => new Map((goals.data ?? []).map((goal) => [goal.id, goal.title])), [goals.data]);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  const openAdd = () => setDrawer({ open: true });
  const addButton = (
    <Button onClick={openAdd} data-testid="add-transaction-button" className="max-sm:flex-1">
      <PlusIcon aria-hidden />
      {t('transactions.actions.add')}
    </Button>
  );
  const importButton = (compact: boolean) => (
    <Button variant="outline" onClick={() => setImporting(true)} data-testid="import-button">
      <UploadIcon aria-hidden />
      <span className={compact ? 'max-sm:sr-only' : undefined}>{t('transactions.actions.import')}</span>
    </Button>
  );

  const nothingListed = filtered ? (
    <EmptyState
      size="sm"
      icon={SearchXIcon}
      title={t('transactions.empty.filteredTitle')}
      description={t('transactions.empty.filteredDescription')}
      action={
        <Button variant="outline" size="sm" onClick={() => setFilterState(defaultFilters)}>
          {t('transactions.filters.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      size="sm"
      icon={ReceiptIcon}
      title={t('transactions.empty.title')}
      description={t('transactions.empty.description')}
      action={
        <>
          {addButton}
          {importButton(false)}
        </>
      }
    />
  );
  const list = (
    <QueryState
      query={pages}
      skeleton={<ListSkeleton />}
      errorTitle={t('transactions.list.errorTitle')}
      errorVariant="compact"
      empty={{ when: () => items.length === 0, show: nothingListed }}
    >
      {() => (
        <TransactionList
          items={items}
          today={today}
          goalTitles={goalTitles}
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          fetchNextPage={() => void pages.fetchNextPage()}
          onEdit={(transaction) => setDrawer({ open: true, transaction })}
          onDelete={setDeleting}
          onMakeRecurring={RecurringTab ? makeRecurring : undefined}
        />
      )}
    </QueryState>
  );

  const transactionsView = (
    <>
      <SummaryCards />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="lg:sticky lg:top-20 lg:order-last">
          <CategoryBreakdown key={filterState.type ?? 'all'} period={filterState.period} today={today} initialSide={filterState.type === 'income' ? 'income' : 'expense'} />
        </aside>
        <section aria-label={t('transactions.list.label')} className="grid min-w-0 gap-3">
          <TransactionFilters
            value={filterState}
            onChange={setFilterState}
            goals={goals.data ?? []}
            today={today}
            active={filtered}
            onClear={() => setFilterState(defaultFilters)}
          />
          <Card className="gap-0 px-1.5 py-1.5 sm:px-2">{list}</Card>
        </section>
      </div>
    </>
  );

  return (
    <PageContainer>
      <PageHeader
        title={t('transactions.page.title')}
        description={t('transactions.page.description')}
        actions={
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            {importButton(true)}
            <ExportButton filters={filters} goalTitles={goalTitles} compact />
            {addButton}
          </div>
        }
      />
      {RecurringTab ? (
        <Tabs value={tab} onValueChange={(next) => setTab(next === 'recurring' ? 'recurring' : 'transactions')} className="gap-6">
          <TabsList aria-label={t('recurring.tabs.label')}>
            <TabsTrigger value="transactions" data-testid="tab-transactions">
              {t('recurring.tabs.transactions')}
            </TabsTrigger>
            <TabsTrigger value="recurring" data-testid="tab-recurring">
              {t('recurring.tabs.recurring')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="transactions" className="grid gap-6">
            {transactionsView}
          </TabsContent>
          <TabsContent value="recurring">
            <RecurringTab from={recurringFrom} onFromUsed={fromUsed} />
          </TabsContent>
        </Tabs>
      ) : (
        transactionsView
      )}

      <TransactionDrawer open={drawer.open} transaction={drawer.transaction} onClose={() => setDrawer((current) => ({ ...current, open: false }))} />
      <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog open={importing} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
