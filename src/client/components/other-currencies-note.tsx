import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OtherCurrencyTotals } from '@domain/currency/other-currencies';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';

interface OtherCurrenciesNoteProps {
  /** The user's currency, in which the totals are shown. */
  currency: string;
  otherCurrencies: OtherCurrencyTotals;
  className?: string;
}

/**
 * Says which transactions the totals leave out because they are in another currency, with
 * their own sums, so nothing disappears silently (docs/decisions/005-currencies.md).
 */
export function OtherCurrenciesNote({ currency, otherCurrencies, className }: OtherCurrenciesNoteProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (otherCurrencies.length === 0) return null;
  const money = (amount: string, code: string) => format.money(amount, code);
  return (
    <div className={cn('flex items-start gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm text-muted-foreground', className)} data-testid="other-currencies-note">
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <ul className="grid gap-0.5">
          {otherCurrencies.map((entry) => (
            <li key={entry.currency}>
              <span className="font-medium text-foreground">{t('money.otherCurrencies.excluded', { count: entry.count, currency: entry.currency })}</span>{' '}
              <span className="tabular-nums">
                {t('money.otherCurrencies.sums', {
                  income: money(entry.income, entry.currency),
                  expenses: money(entry.expenses, entry.currency),
                  transfers: money(entry.transfers, entry.currency),
                })}
              </span>
            </li>
          ))}
        </ul>
        <p>{t('money.otherCurrencies.why', { currency })}</p>
      </div>
    </div>
  );
}
