import { ArrowRightIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { GroupSettlement } from '@domain/group-expenses/group-expenses';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGroupSettlements } from './api';
import { useGroupMoney, useNames } from './people';

interface PaymentsListProps {
  groupId: string;
  currency: string;
  editable: boolean;
  onDelete: (settlement: GroupSettlement) => void;
}

/** Payments already recorded, newest first; shown once there is at least one. */
export function PaymentsList({ groupId, currency, editable, onDelete }: PaymentsListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = useGroupSettlements(groupId);
  const money = useGroupMoney(currency);
  const { name } = useNames();
  const itemsOf = (data: NonNullable<typeof payments.data>) => data.pages.flatMap((page) => page.items);
  // Nothing shows while loading or when no payment was made: the section appears with the first one.
  return (
    <QueryState query={payments} skeleton={null} errorTitle={t('groupExpenses.payments.error')} empty={{ when: (data) => itemsOf(data).length === 0, show: null }}>
      {(data) => (
        <section className="grid grid-cols-1 gap-2" aria-labelledby="group-payments-title">
          <h3 id="group-payments-title" className="text-sm font-semibold">
            {t('groupExpenses.payments.title')}
          </h3>
          <ul className="divide-y">
            {itemsOf(data).map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid={`group-payment-${payment.id}`}>
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5">
                  <span className="font-medium">{name(payment.from)}</span>
                  <ArrowRightIcon className="size-3.5 shrink-0 text-muted-foreground rtl:rotate-180" aria-hidden />
                  <span className="font-medium">{name(payment.to)}</span>
                  <span className="sr-only">{t('groupExpenses.payments.line', { from: name(payment.from), to: name(payment.to) })}</span>
                  <span className="text-muted-foreground">· {format.date(payment.date)}</span>
                  {payment.recordedInMoneyTracking ? <Badge variant="outline">{t('groupExpenses.payments.inTracking')}</Badge> : null}
                </span>
                <span className="font-semibold tabular-nums">{money(payment.amount)}</span>
                {editable && payment.canDelete ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="-me-2"
                    aria-label={t('groupExpenses.payments.delete')}
                    onClick={() => onDelete(payment)}
                    data-testid="delete-group-payment"
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {payments.hasNextPage ? (
            <Button variant="ghost" size="sm" className="justify-self-start" disabled={payments.isFetchingNextPage} onClick={() => void payments.fetchNextPage()}>
              {payments.isFetchingNextPage ? <Spinner /> : null}
              {t('groupExpenses.list.loadMore')}
            </Button>
          ) : null}
        </section>
      )}
    </QueryState>
  );
}
