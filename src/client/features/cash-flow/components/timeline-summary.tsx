import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashFlow } from '@domain/cash-flow/cash-flow';
import { compareSigned } from '../timeline-model';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';

function Figure({ label, value, detail, tone, testId }: { label: string; value: string; detail: ReactNode; tone?: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border bg-card px-4 py-3" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-xl font-semibold break-words tabular-nums', tone)}>{value}</dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

/** Where the balance starts today, where it ends, and its lowest point on the way. */
export function TimelineSummary({ flow }: { flow: CashFlow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = format.calendarFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  const money = (amount: string) => format.money(amount, flow.currency);
  const lowestLow = compareSigned(flow.lowest.balance, flow.threshold) < 0;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Figure label={t('timeline.summary.start')} value={money(flow.startingBalance)} detail={t('timeline.summary.today')} testId="timeline-starting-balance" />
      <Figure label={t('timeline.summary.end')} value={money(flow.endingBalance)} detail={day(flow.to)} testId="timeline-ending-balance" />
      <Figure
        label={t('timeline.summary.lowest')}
        value={money(flow.lowest.balance)}
        detail={day(flow.lowest.date)}
        tone={lowestLow ? 'text-destructive' : undefined}
        testId="timeline-lowest"
      />
    </dl>
  );
}
