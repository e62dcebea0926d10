import { useTranslation } from 'react-i18next';
import type { GroupSettlement } from '@domain/group-expenses/group-expenses';
import { QueryState } from '@/components/query-state';
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
  const skeleton = (
    <div className="grid grid-cols-1 gap-3" aria-busy="true" aria-label={t('groupExpenses.balances.loading')}>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
  return (
    <QueryState query={balances} skeleton={skeleton} errorTitle={t('groupExpenses.balances.error')}>
      {(loaded) => (
        <div className="grid grid-cols-1 gap-5">
          <MyPosition balances={loaded} me={me} />
          <section className="grid grid-cols-1 gap-1" aria-labelledby="group-balances-title">
            <h3 id="group-balances-title" className="text-sm font-semibold">
              {t('groupExpenses.balances.title')}
            </h3>
            <BalancesList balances={loaded} />
          </section>
          <section className="grid grid-cols-1 gap-2" aria-labelledby="group-settle-title">
            <div>
              <h3 id="group-settle-title" className="text-sm font-semibold">
                {t('groupExpenses.suggestions.title')}
              </h3>
              <p className="text-xs text-muted-foreground">{t('groupExpenses.suggestions.description')}</p>
            </div>
            <SettleSuggestions balances={loaded} canRecord={(draft) => editable && canRecord(draft)} onRecord={onRecord} />
          </section>
          <PaymentsList groupId={groupId} currency={currency} editable={editable} onDelete={onDeletePayment} />
        </div>
      )}
    </QueryState>
  );
}
