import { PencilIcon, ReceiptTextIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupExpense } from '@domain/group-expenses';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useGroupMoney, useNames } from './people';

interface ExpenseRowProps {
  expense: GroupExpense;
  /** False in an archived group: its history is read-only. */
  editable: boolean;
  onEdit: (expense: GroupExpense) => void;
  onDelete: (expense: GroupExpense) => void;
}

/** One expense: what, who paid and when, how it was split, and the reader's own part of it. */
export function ExpenseRow({ expense, editable, onEdit, onDelete }: ExpenseRowProps) {
  const { t, i18n } = useTranslation();
  const money = useGroupMoney(expense.currency);
  const { me, name } = useNames();
  const mine = expense.split.members.find((member) => member.userId === me);
  const people = new Intl.ListFormat(i18n.language, { style: 'short', type: 'conjunction' }).format(expense.split.members.map(name));
  return (
    <li className="flex items-start gap-3 py-3" data-testid={`group-expense-${expense.id}`}>
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <ReceiptTextIcon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 truncate font-medium">{expense.description}</p>
          <p className="shrink-0 font-semibold tabular-nums">{money(expense.amount)}</p>
        </div>
        <div className="flex items-start justify-between gap-3 text-sm text-muted-foreground">
          <p className="min-w-0 truncate">
            {t('groupExpenses.list.paidBy', { name: name(expense.paidBy) })} · {formatDate(expense.date, i18n.language)}
          </p>
          <p className="shrink-0 tabular-nums" data-testid="my-expense-share">
            {mine ? t('groupExpenses.list.yourShare', { amount: money(mine.share) }) : t('groupExpenses.list.notInvolved')}
          </p>
        </div>
        <p className="truncate text-xs text-muted-foreground" title={people}>
          {t(`groupExpenses.list.summary.${expense.split.mode}`, { people })}
        </p>
      </div>
      {editable && expense.canEdit ? (
        <div className="-me-2 flex shrink-0 items-center">
          <Button variant="ghost" size="icon-sm" aria-label={t('groupExpenses.list.edit', { description: expense.description })} onClick={() => onEdit(expense)} data-testid="edit-group-expense">
            <PencilIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="icon-sm" aria-label={t('groupExpenses.list.delete', { description: expense.description })} onClick={() => onDelete(expense)} data-testid="delete-group-expense">
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      ) : null}
    </li>
  );
}
