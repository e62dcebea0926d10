import { useTranslation } from 'react-i18next';
import type { GroupSettlement } from '@domain/group-expenses/group-expenses';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGroupBalances } from './api';
import { BalancesList } from './balances-list';
import { MyPosition } from './my-position';
import { PaymentsList } from './payments-list';
import { SettleSuggestions, type PaymentDraft } from './settle-suggestions';

interface BalancesPanelProps {
  groupId: string;
  currency: string;
  me: string | null;
  editable: boolean;
  canRecord: (draft: PaymentDraft) => boolean;
  onRecord: (draft: PaymentDraft) => void;
  onDeletePayment: (settlement: GroupSettlement) => void;
}

/** Where everyone stands: the reader's own position, each member's balance, how to settle, and payments made. */
export function BalancesPanel({ groupId, currency, me, editable, canRecord, onRecord, onDeletePayment }: BalancesPanelProps) {
  const { t } = useTranslation();
  const balances = useGroupBalances(groupId);
  if (balances.isPending) {
    return (
      <div className="grid grid-cols-1 gap-3" aria-busy="true" aria-label={t('groupExpenses.balances.loading')}>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (balances.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm" role="alert">
        <p>{t('groupExpenses.balances.error')}</p>
        <Button size="sm" variant="outline" onClick={() => void balances.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-5">
      <MyPosition balances={balances.data} me={me} />
      <section className="grid grid-cols-1 gap-1" aria-labelledby="group-balances-title">
        <h3 id="group-balances-title" className="text-sm font-semibold">
          {t('groupExpenses.balances.title')}
        </h3>
        <BalancesList balances={balances.data} />
      </section>
      <section className="grid grid-cols-1 gap-2" aria-labelledby="group-settle-title">
        <div>
          <h3 id="group-settle-title" className="text-sm font-semibold">
            {t('groupExpenses.suggestions.title')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('groupExpenses.suggestions.description')}</p>
        </div>
        <SettleSuggestions balances={balances.data} canRecord={(draft) => editable && canRecord(draft)} onRecord={onRecord} />
      </section>
      <PaymentsList groupId={groupId} currency={currency} editable={editable} onDelete={onDeletePayment} />
    </div>
  );
}
