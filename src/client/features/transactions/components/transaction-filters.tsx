import { SearchIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { categoriesByType, transactionTypes, type TransactionType } from '@domain/categories/categories';
import type { IsoDate } from '@domain/shared/dates';
import type { Goal } from '@domain/goals/goals';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { Period } from '../filters';
import { useTransactionLabels } from '@/lib/transaction-labels';
import { PeriodPicker } from './period-picker';
import { customCategoriesIn, useCategoryList } from '@/lib/use-categories';

export interface FilterState {
  period: Period;
  type: TransactionType | null;
  category: string | null;
  goalId: string | null;
  search: string;
}

const all = 'all';

interface TransactionFiltersProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  goals: readonly Goal[];
  today: IsoDate;
  /** True when anything narrows the list beyond the default period. */
  active: boolean;
  onClear: () => void;
}

export function TransactionFilters({ value, onChange, goals, today, active, onClear }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
  const set = (changes: Partial<FilterState>) => onChange({ ...value, ...changes });
  const types: readonly TransactionType[] = value.type ? [value.type] : transactionTypes;
  // "other" and "investment" belong to more than one type; each is offered once.
  const seen = new Set<string>();
  const { data: list } = useCategoryList({ enabled: false });
  const custom = customCategoriesIn(list);
  const groups = types.map((type) => ({
    type,
    categories: [
      ...categoriesByType[type].filter((category) => !seen.has(category) && seen.add(category)),
      ...custom.filter((category) => category.type === type).map((category) => category.key),
    ],
  }));

  return (
    <div className="grid gap-2" role="search" aria-label={t('transactions.filters.label')}>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={value.search}
          onChange={(event) => set({ search: event.target.value })}
          placeholder={t('transactions.filters.searchPlaceholder')}
          aria-label={t('transactions.filters.search')}
          className="ps-9"
          data-testid="transaction-search"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PeriodPicker value={value.period} onChange={(period) => set({ period })} today={today} />
        <Select value={value.type ?? all} onValueChange={(next) => set({ type: next === all ? null : (next as TransactionType), category: null, goalId: null })}>
          <SelectTrigger className="h-9 w-auto min-w-32" aria-label={t('transactions.filters.type')} data-testid="filter-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={all}>{t('transactions.filters.allTypes')}</SelectItem>
            {transactionTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`transactions.filters.types.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={value.category ?? all} onValueChange={(next) => set({ category: next === all ? null : next })}>
          <SelectTrigger className="h-9 w-auto min-w-36" aria-label={t('transactions.filters.category')} data-testid="filter-category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={all}>{t('transactions.filters.allCategories')}</SelectItem>
            {groups.map(({ type, categories }) => (
              <SelectGroup key={type}>
                {groups.length > 1 ? <SelectLabel>{labels.type(type)}</SelectLabel> : null}
                {categories.map((category) => (
                  <SelectItem key={category} value={category}>
                    {labels.category(category)}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
        {goals.length > 0 ? (
          <Select value={value.goalId ?? all} onValueChange={(next) => set({ goalId: next === all ? null : next })}>
            <SelectTrigger className="h-9 w-auto max-w-56 min-w-32" aria-label={t('transactions.filters.goal')} data-testid="filter-goal">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={all}>{t('transactions.filters.allGoals')}</SelectItem>
              {goals.map((goal) => (
                <SelectItem key={goal.id} value={goal.id}>
                  {goal.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : null}
        {active ? (
          <Button variant="ghost" size="sm" onClick={onClear} className="h-9 text-muted-foreground">
            <XIcon aria-hidden />
            {t('transactions.filters.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
