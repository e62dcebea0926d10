import { CircleCheckIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupBalances } from '@domain/group-expenses/group-expenses';
import { cn } from '@/lib/utils';
import { signOf, useGroupMoney } from './people';

interface MyPositionProps {
  balances: GroupBalances;
  me: string | null;
}

const looks = {
  owed: { icon: TrendingUpIcon, tone: 'bg-success/12 text-success' },
  owes: { icon: TrendingDownIcon, tone: 'bg-destructive/10 text-destructive' },
  settled: { icon: CircleCheckIcon, tone: 'bg-primary/10 text-primary' },
} as const;

/** The one line a member looks for first: what they are owed, what they owe, or that they are square. */
export function MyPosition({ balances, me }: MyPositionProps) {
  const { t } = useTranslation();
  const money = useGroupMoney(balances.currency);
  const mine = balances.balances.find((balance) => balance.userId === me)?.amount ?? '0';
  const sign = signOf(mine);
  const state = sign > 0 ? 'owed' : sign < 0 ? 'owes' : 'settled';
  const { icon: Icon, tone } = looks[state];
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4" data-testid="my-group-position" data-state={state}>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className={cn('text-lg font-semibold tabular-nums', state === 'owed' && 'text-success', state === 'owes' && 'text-destructive')}>
          {t(`groupExpenses.position.${state}`, { amount: money(mine, { absolute: true }) })}
        </p>
        <p className="text-sm text-muted-foreground">{t(`groupExpenses.position.${state}Hint`)}</p>
      </div>
    </div>
  );
}
