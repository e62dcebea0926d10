import type { ReactNode } from 'react';
import { ArrowUpDownIcon, FlagIcon, LayersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { goalPriorities } from '@domain/categories/categories';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { goalGroups } from '../goal-categories';
import { goalSorts, statusFilters, type GoalFilters, type StatusFilter } from '../goal-list';

interface GoalsToolbarProps {
  filters: GoalFilters;
  counts: Record<StatusFilter, number>;
  onChange: (filters: GoalFilters) => void;
}

function FilterSelect<T extends string>({
  label,
  icon,
  value,
  options,
  optionLabel,
  onChange,
  testId,
  className,
}: {
  label: string;
  icon: ReactNode;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  testId: string;
  className?: string;
}) {
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        const option = options.find((candidate) => candidate === next);
        if (option) onChange(option);
      }}
    >
      <SelectTrigger aria-label={label} data-testid={testId} className={className ?? 'h-9 sm:w-auto sm:min-w-40'}>
        <span className="flex min-w-0 items-center gap-2">
          <span className="text-muted-foreground">{icon}</span>
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {optionLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function GoalsToolbar({ filters, counts, onChange }: GoalsToolbarProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (value: number) => format.number(value);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ToggleGroup
          type="single"
          value={filters.status}
          onValueChange={(next) => {
            const status = statusFilters.find((candidate) => candidate === next);
            if (status) onChange({ ...filters, status });
          }}
          aria-label={t('goals.filters.status')}
          data-testid="goal-status-filter"
          className="max-w-none flex-nowrap"
        >
          {statusFilters.map((status) => (
            <ToggleGroupItem key={status} value={status} size="sm" data-testid={`goal-status-${status}`}>
              {t(`goals.filters.statuses.${status}`)}
              <span className="rounded-full bg-muted-foreground/12 px-1.5 text-[0.7rem] tabular-nums">{count(counts[status])}</span>
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <FilterSelect
          label={t('goals.filters.category')}
          icon={<LayersIcon className="size-4" aria-hidden />}
          value={filters.group}
          options={['all', ...goalGroups] as const}
          optionLabel={(option) => (option === 'all' ? t('goals.filters.allCategories') : t(`goals.groups.${option}`))}
          onChange={(group) => onChange({ ...filters, group })}
          testId="goal-category-filter"
        />
        <FilterSelect
          label={t('goals.filters.priority')}
          icon={<FlagIcon className="size-4" aria-hidden />}
          value={filters.priority}
          options={['all', ...goalPriorities] as const}
          optionLabel={(option) => (option === 'all' ? t('goals.filters.allPriorities') : t(`goals.priorityBadge.${option}`))}
          onChange={(priority) => onChange({ ...filters, priority })}
          testId="goal-priority-filter"
        />
        <FilterSelect
          label={t('goals.filters.sort')}
          icon={<ArrowUpDownIcon className="size-4" aria-hidden />}
          value={filters.sort}
          options={goalSorts}
          optionLabel={(option) => t(`goals.sorts.${option}`)}
          onChange={(sort) => onChange({ ...filters, sort })}
          testId="goal-sort"
          className="col-span-2 h-9 sm:w-auto sm:min-w-44"
        />
      </div>
    </div>
  );
}
