import { useState } from 'react';
import { EllipsisVerticalIcon, ExternalLinkIcon, Link2Icon, Link2OffIcon, PencilIcon, RepeatIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Transaction } from '@domain/transactions/transactions';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { signedAmount, useTransactionLabels } from '@/lib/transaction-labels';
import { CategoryIcon, typeTone } from '@/components/category-icon';
import { GroupShareBadge, LinkGroupExpenseDialog, groupExpenseHref, isGroupShare, useUnlinkGroupExpense } from './group-share';

interface TransactionRowProps {
  transaction: Transaction;
  goalTitle?: string;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  /** Opens the recurring-transaction form prefilled from this one. */
  onMakeRecurring?: (transaction: Transaction) => void;
}

export function TransactionRow({ transaction, goalTitle, onEdit, onDelete, onMakeRecurring }: TransactionRowProps) {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
  const category = labels.category(transaction.category);
  const title = transaction.description || category;
  const detail = goalTitle ?? (transaction.destination ? labels.destination(transaction.destination) : null);
  const amount = signedAmount(transaction.type, transaction.amount, transaction.currency, labels.format);
  // A contribution to a goal saved in another currency also says what the goal received.
  const goalSide =
    transaction.goalAmount && transaction.goalCurrency && transaction.goalCurrency !== transaction.currency
      ? labels.format.money(transaction.goalAmount, transaction.goalCurrency)
      : null;
  // A share of a group expense is read-only here: the row opens the expense in its group instead.
  const share = isGroupShare(transaction);
  const expenseHref = groupExpenseHref(transaction);
  const [linking, setLinking] = useState(false);
  const unlink = useUnlinkGroupExpense(transaction);
  const mainClass = 'flex h-full min-w-0 flex-1 items-center gap-3 rounded-lg ps-2 text-start focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none';
  const content = (
    <>
      <CategoryIcon category={transaction.category} type={transaction.type} />
      <span className="min-w-0 flex-1">
        {/* A title in another script keeps its own direction (so it truncates at its end) but lines up with the row. */}
        <span className="block truncate font-medium [text-align:-webkit-match-parent] [text-align:match-parent]" dir="auto">
          {title}
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          <bdi>{category}</bdi>
          {detail ? (
            <>
              {' · '}
              <bdi>{detail}</bdi>
            </>
          ) : null}
          <span className="hidden sm:inline">
            {' · '}
            <bdi>{labels.format.date(transaction.date)}</bdi>
          </span>
          {transaction.groupExpense ? (
            <>
              {' '}
              <GroupShareBadge transaction={transaction} />
            </>
          ) : null}
        </span>
      </span>
      <span className={cn('shrink-0 text-end font-semibold tabular-nums', typeTone[transaction.type].text)}>
        {amount}
        {goalSide ? (
          <span className="block text-xs font-normal text-muted-foreground" data-testid="transaction-goal-amount">
            {t('transactions.list.goalAmount', { amount: goalSide })}
          </span>
        ) : null}
      </span>
    </>
  );

  return (
    <div className="group flex h-full items-center gap-1 rounded-lg pe-1 transition-colors hover:bg-accent/60" data-testid="transaction-row" data-group-share={share || undefined}>
      {share && expenseHref ? (
        <Link href={expenseHref} className={mainClass}>
          {content}
          <span className="sr-only"> {t('groupShares.openExpense', { group: transaction.groupExpense?.groupName ?? '' })}</span>
        </Link>
      ) : share ? (
        <div className={mainClass}>{content}</div>
      ) : (
        <button type="button" onClick={() => onEdit(transaction)} className={mainClass}>
          {/* The row's own text names the button (WCAG 2.5.3: the name holds what is seen); "Edit" says what it does. */}
          <span className="sr-only">{t('transactions.list.edit')} </span>
          {content}
        </button>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t('transactions.list.actions', { name: title })} className="text-muted-foreground">
            <EllipsisVerticalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {expenseHref && transaction.groupExpense ? (
            <DropdownMenuItem asChild>
              <Link href={expenseHref} data-testid="open-group-expense">
                <ExternalLinkIcon aria-hidden />
                {t('groupShares.openExpense', { group: transaction.groupExpense.groupName })}
              </Link>
            </DropdownMenuItem>
          ) : null}
          {share ? null : (
            <>
              <DropdownMenuItem onSelect={() => onEdit(transaction)}>
                <PencilIcon aria-hidden />
                {t('transactions.list.edit')}
              </DropdownMenuItem>
              {onMakeRecurring ? (
                <DropdownMenuItem onSelect={() => onMakeRecurring(transaction)} data-testid="make-recurring">
                  <RepeatIcon aria-hidden />
                  {t('recurring.actions.makeRecurring')}
                </DropdownMenuItem>
              ) : null}
              {transaction.type === 'expense' && transaction.paidGroupExpenseId === null ? (
                <DropdownMenuItem onSelect={() => setLinking(true)} data-testid="link-group-expense">
                  <Link2Icon aria-hidden />
                  {t('groupShares.link.action')}
                </DropdownMenuItem>
              ) : null}
              {transaction.paidGroupExpenseId !== null ? (
                <DropdownMenuItem onSelect={() => void unlink()} data-testid="unlink-group-expense">
                  <Link2OffIcon aria-hidden />
                  {t('groupShares.link.unlink')}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuItem variant="destructive" onSelect={() => onDelete(transaction)}>
                <Trash2Icon aria-hidden />
                {t('transactions.list.delete')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {share ? null : <LinkGroupExpenseDialog transaction={transaction} open={linking} onClose={() => setLinking(false)} />}
    </div>
  );
}
