import { EllipsisVerticalIcon, PencilIcon, ReceiptTextIcon, Trash2Icon, Undo2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { isRefundAmount, type GroupExpense } from '@domain/group-expenses/group-expenses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { groupExpenseAnchor } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useGroupMoney, useNames } from './people';

interface ExpenseRowProps {
  expense: GroupExpense;
  /** False in an archived group: its history is read-only. */
  editable: boolean;
  onEdit: (expense: GroupExpense) => void;
  onDelete: (expense: GroupExpense) => void;
  /** The expense a link from money tracking pointed at. */
  highlighted?: boolean;
}

/**
 * One expense: what, who paid and when, how it was split, and the reader's own part of it. A
 * refund or group income (a negative amount) reads as money received and given back.
 */
export function ExpenseRow({ expense, editable, onEdit, onDelete, highlighted = false }: ExpenseRowProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const money = useGroupMoney(expense.currency);
  const { me, name } = useNames();
  const mine = expense.split.members.find((member) => member.userId === me);
  const refund = isRefundAmount(expense.amount);
  const Icon = refund ? Undo2Icon : ReceiptTextIcon;
  const people = new Intl.ListFormat(i18n.language, { style: 'short', type: 'conjunction' }).format(expense.split.members.map(name));
  return (
    <li
      id={groupExpenseAnchor(expense.id)}
      className={cn('flex min-w-0 scroll-mt-20 items-start gap-3 py-3', highlighted && 'rounded-lg bg-accent/60 ps-2')}
      data-testid={`group-expense-${expense.id}`}
      data-highlighted={highlighted || undefined}
      data-refund={refund || undefined}
    >
      <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium">{expense.description}</span>
          {refund ? (
            <Badge variant="success" data-testid="group-expense-refund">
              {t('groupExpenses.list.refund')}
            </Badge>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {t(refund ? 'groupExpenses.list.receivedBy' : 'groupExpenses.list.paidBy', { name: name(expense.paidBy) })} · {format.date(expense.date)} ·{' '}
          <bdi data-testid="group-expense-category">{t(`transactions.categories.${expense.category}`, { defaultValue: expense.category })}</bdi>
        </p>
        <p className="truncate text-xs text-muted-foreground" title={people}>
          {t(`groupExpenses.list.summary.${expense.split.mode}`, { people })}
        </p>
      </div>
      <div className="shrink-0 text-end">
        <p className={refund ? 'font-semibold tabular-nums text-success' : 'font-semibold tabular-nums'}>{money(expense.amount)}</p>
        <p className="text-xs tabular-nums text-muted-foreground" data-testid="my-expense-share">
          {mine
            ? t(refund ? 'groupExpenses.list.yourRefund' : 'groupExpenses.list.yourShare', { amount: money(mine.share, { absolute: refund }) })
            : t('groupExpenses.list.notInvolved')}
        </p>
      </div>
      {editable && expense.canEdit ? (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              className="-me-2 shrink-0 text-muted-foreground"
              aria-label={t('groupExpenses.list.actions', { description: expense.description })}
              data-testid="group-expense-actions"
            >
              <EllipsisVerticalIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onEdit(expense)} data-testid="edit-group-expense">
              <PencilIcon aria-hidden />
              {t('groupExpenses.list.edit')}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(expense)} data-testid="delete-group-expense">
              <Trash2Icon aria-hidden />
              {t('groupExpenses.list.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </li>
  );
}
