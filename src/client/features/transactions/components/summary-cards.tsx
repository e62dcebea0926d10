import { ArrowDownLeftIcon, ArrowUpRightIcon, ScaleIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currencyExponent, decimalToMinor, minorToDecimal } from '@domain/shared/money';
import type { TransactionSummary } from '@domain/transactions/transactions';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { OtherCurrenciesNote } from '@/components/other-currencies-note';
import { formatMoney } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { useCurrentSummary } from '../api';

type Tone = 'income' | 'expenses' | 'net';

const tones: Record<Tone, { icon: LucideIcon; bubble: string }> = {
  income: { icon: ArrowDownLeftIcon, bubble: 'bg-success/12 text-success' },
  expenses: { icon: ArrowUpRightIcon, bubble: 'bg-destructive/10 text-destructive' },
  net: { icon: ScaleIcon, bubble: 'bg-primary/10 text-primary' },
};

/** A signed decimal string in minor units, exactly. */
function signedMinor(value: string, exponent: number): bigint {
  return value.startsWith('-') ? -(decimalToMinor(value.slice(1), exponent) ?? 0n) : (decimalToMinor(value, exponent) ?? 0n);
}

interface FigureProps {
  tone: Tone;
  value: string;
  previous: string;
  currency: string;
  locale: string;
}

function Figure({ tone, value, previous, currency, locale }: FigureProps) {
  const { t } = useTranslation();
  const { icon: Icon, bubble } = tones[tone];
  const exponent = currencyExponent(currency);
  const changeMinor = signedMinor(value, exponent) - signedMinor(previous, exponent);
  const change = minorToDecimal(changeMinor, exponent);
  const isUp = changeMinor > 0n;
  const isFlat = changeMinor === 0n;
  // More income or a higher net is good news; more spending is not.
  const good = tone === 'expenses' ? !isUp : isUp;
  const negative = value.startsWith('-');
  return (
    <div
      className={cn('flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:gap-3 sm:p-5', tone === 'net' && 'col-span-2 sm:col-span-1')}
      data-testid={`summary-${tone}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-muted-foreground sm:text-sm">{t(`transactions.summary.${tone}`)}</span>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone !== 'net' && 'max-sm:hidden', bubble)} aria-hidden>
          <Icon className="size-4" />
        </span>
      </div>
      <p className={cn('truncate text-lg font-semibold tracking-tight tabular-nums sm:text-2xl', tone === 'net' && negative && 'text-destructive')}>
        {formatMoney(value, currency, locale)}
      </p>
      <p className="text-xs text-muted-foreground">
        {isFlat ? (
          t('transactions.summary.sameAsLastMonth')
        ) : (
          <>
            <span className={cn('font-medium whitespace-nowrap tabular-nums', good ? 'text-success' : 'text-destructive')}>
              {formatMoney(change, currency, locale, { signDisplay: 'always' })}
            </span>{' '}
            {t('transactions.summary.vsLastMonth')}
          </>
        )}
      </p>
    </div>
  );
}

/** This month's income, spending and net in the user's time zone, each against last month. */
export function SummaryCards() {
  const { t } = useTranslation();
  const summary = useCurrentSummary();

  const skeleton = (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className={cn('h-28 rounded-xl sm:h-[7.5rem]', index === 2 && 'col-span-2 sm:col-span-1')} />
      ))}
    </div>
  );
  return (
    <QueryState query={summary} skeleton={skeleton} errorTitle={t('transactions.summary.error')} errorVariant="compact">
      {(data) => <Figures summary={data} />}
    </QueryState>
  );
}

/** The three figures of a loaded summary. */
function Figures({ summary }: { summary: TransactionSummary }) {
  const { t } = useTranslation();
  const { numberLocale } = useFormat();
  const { currency, months } = summary;
  const current = months.at(-1);
  const previous = months.length > 1 ? months[0] : undefined;
  const zero = '0';
  return (
    <section aria-label={t('transactions.summary.label')} className="grid gap-2">
      <h2 className="sr-only">{t('transactions.summary.label')}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure tone="income" value={current?.income ?? zero} previous={previous?.income ?? zero} currency={currency} locale={numberLocale} />
        <Figure tone="expenses" value={current?.expenses ?? zero} previous={previous?.expenses ?? zero} currency={currency} locale={numberLocale} />
        <Figure tone="net" value={current?.net ?? zero} previous={previous?.net ?? zero} currency={currency} locale={numberLocale} />
      </div>
      <OtherCurrenciesNote currency={currency} otherCurrencies={summary.otherCurrencies} />
    </section>
  );
}
