import { useTranslation } from 'react-i18next';
import type { GroupBalances } from '@domain/group-expenses/group-expenses';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { signOf, useGroupMoney, useNames } from './people';

/** Everyone's position: green when the group owes them, red when they owe it. */
export function BalancesList({ balances }: { balances: GroupBalances }) {
  const { t } = useTranslation();
  const money = useGroupMoney(balances.currency);
  const { name } = useNames();
  return (
    <ul className="divide-y" aria-label={t('groupExpenses.balances.title')}>
      {balances.balances.map((balance) => {
        const sign = signOf(balance.amount);
        const state = sign > 0 ? 'owed' : sign < 0 ? 'owes' : 'settled';
        return (
          <li key={balance.userId} className="flex items-center justify-between gap-3 py-2.5" data-testid={`group-balance-${balance.userId}`} data-state={state}>
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate font-medium">{name(balance)}</span>
              {balance.isMember ? null : (
                <Badge variant="outline" className="shrink-0">
                  {t('groupExpenses.balances.formerMember')}
                </Badge>
              )}
            </span>
            <span className={cn('shrink-0 text-sm font-semibold tabular-nums', sign > 0 && 'text-success', sign < 0 && 'text-destructive', sign === 0 && 'text-muted-foreground')}>
              {t(`groupExpenses.balances.${state}`, { amount: money(balance.amount, { absolute: true }) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
