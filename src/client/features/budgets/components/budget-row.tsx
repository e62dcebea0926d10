import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BudgetLine } from '@domain/budgets/budgets';
import { BudgetBar, budgetTone } from '@/components/budgets/budget-bar';
import { CategoryIcon } from '@/components/category-icon';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';

interface BudgetRowProps {
  line: BudgetLine;
  name: string;
  currency: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function BudgetRow({ line, name, currency, onEdit, onDelete }: BudgetRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, currency);
  const tone = budgetTone(line);
  const carried = Number(line.carried);
  return (
    <li className="grid min-w-0 grid-cols-1 gap-2 rounded-xl border bg-card p-4" data-testid="budgets-row" data-category={line.category} data-tone={tone}>
      <div className="flex items-center gap-3">
        <CategoryIcon category={line.category} type="expense" size="sm" className="rounded-lg bg-primary/10 text-primary" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="budgets-row-spent">
            {t('budgets.row.spentOf', { spent: money(line.spent), budgeted: money(line.budgeted) })}
          </p>
        </div>
        <Button type="button" size="icon" variant="ghost" onClick={onEdit} aria-label={t('budgets.row.edit', { category: name })} data-testid="budgets-row-edit">
          <PencilIcon aria-hidden />
        </Button>
        <Button type="button" size="icon" variant="ghost" onClick={onDelete} aria-label={t('budgets.row.delete', { category: name })} data-testid="budgets-row-delete">
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      <BudgetBar line={line} name={name} currency={currency} />
      <p className="flex flex-wrap justify-between gap-x-3 text-xs tabular-nums">
        <span
          className={cn(tone === 'over' ? 'font-semibold text-destructive' : tone === 'near' ? 'font-medium text-amber-700 dark:text-warning' : 'text-muted-foreground')}
          data-testid="budgets-row-status"
        >
          {tone === 'over' ? t('budgets.overBy', { amount: money(line.over) }) : t('budgets.row.left', { amount: money(line.available) })}
        </span>
        <span className="text-muted-foreground">
          {carried !== 0 ? t('budgets.row.carried', { amount: money(line.carried) }) : null}
          {carried !== 0 && line.rollover ? ' · ' : null}
          {line.rollover ? t('budgets.row.rollsOver') : null}
        </span>
      </p>
    </li>
  );
}
