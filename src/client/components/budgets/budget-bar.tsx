import { useTranslation } from 'react-i18next';
import type { BudgetLine } from '@domain/budgets/budgets';
import { formatMinor, toMinor } from '@domain/shared/money';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';

/** Over budget, at or past 80%, or comfortably within. */
export function budgetTone(line: Pick<BudgetLine, 'over' | 'percent'>): 'over' | 'near' | 'within' {
  if (Number(line.over) > 0) return 'over';
  return line.percent >= 80 ? 'near' : 'within';
}

/** A signed decimal string of the answer in minor units. */
const signedMinor = (decimal: string, currency: string) => (decimal.startsWith('-') ? -(toMinor(decimal.slice(1), currency) ?? 0n) : (toMinor(decimal, currency) ?? 0n));

const fills = { over: 'bg-destructive', near: 'bg-warning', within: 'bg-primary' } as const;

/** Spent against what the month may spend (budgeted + carried), as an accessible progress bar. */
export function BudgetBar({ line, name, currency, className }: { line: BudgetLine; name: string; currency: string; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tone = budgetTone(line);
  const spent = format.money(line.spent, currency);
  const limit = format.money(formatMinor(signedMinor(line.budgeted, currency) + signedMinor(line.carried, currency), currency), currency);
  return (
    <div
      role="progressbar"
      aria-label={t('budgets.bar.label', { category: name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(100, Math.round(line.percent))}
      aria-valuetext={t('budgets.bar.value', { spent, limit, percent: format.percent(line.percent) })}
      data-tone={tone}
      className={cn('h-2.5 overflow-hidden rounded-full bg-muted', className)}
    >
      <div className={cn('h-full rounded-full', fills[tone])} style={{ width: `${Math.min(100, Math.max(0, line.percent))}%` }} />
    </div>
  );
}
