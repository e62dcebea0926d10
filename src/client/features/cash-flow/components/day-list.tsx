import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CashFlowDay, CashFlowItem } from '@domain/cash-flow/cash-flow';
import { compareSigned } from '../timeline-model';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { KindIcon } from './kind-icon';

function ItemRow({ item, currency }: { item: CashFlowItem; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const incoming = compareSigned(item.amount, '0') > 0;
  return (
    <li className="flex items-start gap-3 py-2" data-testid="timeline-item" data-kind={item.kind}>
      <KindIcon kind={item.kind} />
      <div className="min-w-0 flex-1">
        <Link href={item.link} className="block font-medium break-words text-foreground underline-offset-4 hover:underline" dir="auto" data-testid="timeline-item-link">
          {item.title}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span>{t(`timeline.kinds.${item.kind}`)}</span>
          {item.overdue ? (
            <Badge variant="warning" data-testid="timeline-item-overdue">
              {t('timeline.overdue')}
            </Badge>
          ) : null}
          {item.originalAmount && item.originalCurrency ? (
            <span className="tabular-nums">{t('timeline.original', { amount: format.money(item.originalAmount, item.originalCurrency) })}</span>
          ) : null}
        </p>
      </div>
      <p className={cn('shrink-0 text-end font-semibold tabular-nums', incoming ? 'text-success' : 'text-foreground')} data-testid="timeline-item-amount">
        {format.money(item.amount, currency, { signDisplay: 'exceptZero' })}
      </p>
    </li>
  );
}

/** The days that hold something, and every low day, each with its closing balance. */
export function DayList({ days, currency }: { days: CashFlowDay[]; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dayName = format.calendarFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <ol className="grid gap-3" aria-label={t('timeline.list.label')} data-testid="timeline-day-list">
      {days.map((day) => (
        <li
          key={day.date}
          className={cn('rounded-xl border px-4 py-3', day.low && 'border-destructive/40 bg-destructive/5')}
          data-testid={`timeline-day-${day.date}`}
          data-low={day.low || undefined}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="text-sm font-semibold">{day.date === format.today ? t('timeline.list.today', { date: dayName(day.date) }) : dayName(day.date)}</h3>
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              {day.low ? (
                <Badge variant="destructive" data-testid="timeline-day-low">
                  <TriangleAlertIcon aria-hidden />
                  {t('timeline.low')}
                </Badge>
              ) : null}
              <span>
                {t('timeline.list.balance')}{' '}
                <span className={cn('font-semibold tabular-nums', day.low ? 'text-destructive' : 'text-foreground')}>{format.money(day.balance, currency)}</span>
              </span>
            </p>
          </div>
          {day.items.length > 0 ? (
            <ul className="divide-y">
              {day.items.map((item, index) => (
                <ItemRow key={`${item.kind}-${item.scheduleId ?? item.eventId ?? item.goalId ?? ''}-${index}`} item={item} currency={currency} />
              ))}
            </ul>
          ) : (
            <p className="pt-1 text-xs text-muted-foreground">{t('timeline.list.stillLow')}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
