import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CashFlow } from '@domain/cash-flow/cash-flow';
import { useFormat } from '@/lib/use-format';
import type { LowBalanceWarning } from '../timeline-model';

/** The first day the balance is expected below the line, how low it goes, and the payments that take it there. */
export function LowBalanceAlert({ flow, warning }: { flow: CashFlow; warning: LowBalanceWarning }) {
  const { t } = useTranslation();
  const format = useFormat();
  const longDay = format.calendarFormat({ weekday: 'long', day: 'numeric', month: 'long' });
  const money = (amount: string) => format.money(amount, flow.currency);
  return (
    <section role="alert" className="grid gap-2 rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm" data-testid="timeline-low-warning">
      <h2 className="flex items-start gap-2 font-semibold text-destructive">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">
          {warning.alreadyLow
            ? t('timeline.warning.alreadyLow', { balance: money(flow.startingBalance), threshold: money(flow.threshold) })
            : t('timeline.warning.title', { date: longDay(warning.day.date), balance: money(warning.day.balance), threshold: money(flow.threshold) })}
        </span>
      </h2>
      {flow.lowDays.length > 1 ? <p className="text-muted-foreground">{t('timeline.warning.days', { count: flow.lowDays.length })}</p> : null}
      {warning.causes.length > 0 ? (
        <>
          <p>{t('timeline.warning.causes')}</p>
          <ul className="grid gap-1" data-testid="timeline-low-causes">
            {warning.causes.map(({ date, item }, index) => (
              <li key={`${date}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link href={item.link} className="min-w-0 font-medium break-words underline-offset-4 hover:underline" dir="auto">
                  {item.title}
                </Link>
                <span className="text-muted-foreground tabular-nums">{t('timeline.warning.cause', { amount: format.money(item.amount, flow.currency), date: longDay(date) })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
