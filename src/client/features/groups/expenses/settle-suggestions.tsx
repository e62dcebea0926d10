import { ArrowRightIcon, HandshakeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupBalances } from '@domain/group-expenses/group-expenses';
import { Button } from '@/components/ui/button';
import { useGroupMoney, useNames, type Person } from './people';

export interface PaymentDraft {
  from: Person;
  to: Person;
  amount: string;
}

interface SettleSuggestionsProps {
  balances: GroupBalances;
  /** Whether the signed-in member may record this payment (they are part of it, or they manage the group). */
  canRecord: (draft: PaymentDraft) => boolean;
  onRecord: (draft: PaymentDraft) => void;
}

/** The fewest payments that clear every balance, each one a click away from being recorded. */
export function SettleSuggestions({ balances, canRecord, onRecord }: SettleSuggestionsProps) {
  const { t } = useTranslation();
  const money = useGroupMoney(balances.currency);
  const { me, name } = useNames();
  // "You" takes its own verb form: "You pay Alice", "Alice pays you", never "You pays Alice".
  const payment = (draft: PaymentDraft) =>
    draft.from.userId === me
      ? t('groupExpenses.suggestions.youPay', { to: name(draft.to) })
      : draft.to.userId === me
        ? t('groupExpenses.suggestions.paysYou', { from: name(draft.from) })
        : t('groupExpenses.suggestions.pays', { from: name(draft.from), to: name(draft.to) });
  const people = new Map(balances.balances.map((balance) => [balance.userId, balance]));
  const drafts = balances.suggestions.flatMap((suggestion) => {
    const from = people.get(suggestion.from);
    const to = people.get(suggestion.to);
    return from && to ? [{ from, to, amount: suggestion.amount }] : [];
  });
  if (drafts.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="settle-suggestions-none">
        <HandshakeIcon className="size-4" aria-hidden />
        {t('groupExpenses.suggestions.none')}
      </p>
    );
  }
  return (
    <ol className="grid grid-cols-1 gap-2" aria-label={t('groupExpenses.suggestions.title')}>
      {drafts.map((draft, index) => (
        <li
          key={`${draft.from.userId}-${draft.to.userId}`}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3"
          data-testid={`settle-suggestion-${index}`}
        >
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 text-sm">
            <span className="font-medium">{name(draft.from)}</span>
            <ArrowRightIcon className="size-4 shrink-0 text-muted-foreground rtl:rotate-180" aria-hidden />
            <span className="font-medium">{name(draft.to)}</span>
            <span className="sr-only">{payment(draft)}</span>
          </span>
          <span className="font-semibold tabular-nums">{money(draft.amount)}</span>
          {canRecord(draft) ? (
            <Button size="sm" variant="outline" onClick={() => onRecord(draft)} data-testid={`record-suggestion-${index}`}>
              {t('groupExpenses.suggestions.record')}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
