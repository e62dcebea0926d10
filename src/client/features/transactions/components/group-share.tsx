import { Link2Icon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@domain/transactions/transactions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { groupExpenseLink } from '@/lib/paths';
import { useFailToast } from '@/lib/use-fail-toast';
import { useFormat } from '@/lib/use-format';
import { useGroupExpenseCandidates, useLinkGroupExpense } from '../group-shares-api';

/** A share of a group expense (read-only here), or a payment linked to the expense it paid. */
export const isGroupShare = (transaction: Transaction) => transaction.groupExpenseId !== null;

/**
 * The tag in a row that belongs to a group expense: "Group share · Flat 4B" on a member's share,
 * "Paid group expense · Groceries" on the payment linked to one. The row itself (a share) or its
 * menu (a payment) opens the expense in its group.
 */
export function GroupShareBadge({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const link = transaction.groupExpense;
  if (!link) return null;
  const share = isGroupShare(transaction);
  return (
    <Badge variant="secondary" className="max-w-full align-middle" data-testid="group-share-badge">
      {share ? <UsersIcon aria-hidden /> : <Link2Icon aria-hidden />}
      <bdi className="truncate">{share ? t('groupShares.badge', { group: link.groupName }) : t('groupShares.paidBadge', { description: link.description })}</bdi>
    </Badge>
  );
}

/** Where a row's group expense is: its group's page, scrolled to it. */
export function groupExpenseHref(transaction: Transaction): string | null {
  const link = transaction.groupExpense;
  return link ? groupExpenseLink(link.groupId, link.id) : null;
}

interface LinkGroupExpenseDialogProps {
  transaction: Transaction;
  open: boolean;
  onClose: () => void;
}

/** Lists the user's recent group expenses (same amount and date first) and links the transaction to the one it paid. */
export function LinkGroupExpenseDialog({ transaction, open, onClose }: LinkGroupExpenseDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const candidates = useGroupExpenseCandidates(transaction.id, open);
  const link = useLinkGroupExpense(transaction.id);
  const failed = useFailToast();

  const choose = async (groupExpenseId: string) => {
    try {
      await link.mutateAsync(groupExpenseId);
      toast.success(t('groupShares.link.linked'));
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('groupShares.link.cancel')} data-testid="link-group-expense-dialog">
        <DialogHeader>
          <DialogTitle>{t('groupShares.link.title')}</DialogTitle>
          <DialogDescription>{t('groupShares.link.description')}</DialogDescription>
        </DialogHeader>
        <QueryState
          query={candidates}
          skeleton={
            <div className="grid gap-2" aria-busy="true" aria-label={t('groupShares.link.loading')}>
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          }
          errorTitle={t('groupShares.link.error')}
          empty={{ when: (data) => data.items.length === 0, show: <p className="text-sm text-muted-foreground">{t('groupShares.link.empty')}</p> }}
        >
          {(data) => (
            <ul className="grid gap-2" data-testid="group-expense-candidates">
              {data.items.map((candidate) => (
                <li key={candidate.id}>
                  <button
                    type="button"
                    disabled={link.isPending}
                    onClick={() => void choose(candidate.id)}
                    className="flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-start transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
                    data-testid="group-expense-candidate"
                  >
                    <span className="min-w-0 flex-1">
                      <bdi className="block truncate font-medium">{candidate.description}</bdi>
                      <span className="block truncate text-xs text-muted-foreground">
                        {t('groupShares.link.candidate', { group: candidate.groupName, date: format.date(candidate.date) })}
                      </span>
                    </span>
                    {candidate.matches ? (
                      <Badge variant="success" data-testid="group-expense-candidate-match">
                        {t('groupShares.link.matching')}
                      </Badge>
                    ) : null}
                    {link.isPending && link.variables === candidate.id ? <Spinner /> : null}
                    <span className="shrink-0 font-semibold tabular-nums">{format.money(candidate.amount, candidate.currency)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={link.isPending}>
            {t('groupShares.link.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Takes a payment's link to a group expense off, so it counts in the totals again. */
export function useUnlinkGroupExpense(transaction: Transaction) {
  const { t } = useTranslation();
  const link = useLinkGroupExpense(transaction.id);
  const failed = useFailToast();
  return async () => {
    try {
      await link.mutateAsync(null);
      toast.success(t('groupShares.link.unlinked'));
    } catch (error) {
      failed(error);
    }
  };
}
