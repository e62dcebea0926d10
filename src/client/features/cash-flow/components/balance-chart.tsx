import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { isRtl } from '@domain/shared/languages';
import { formatMoney } from '@/lib/format';
import type { TimelinePoint } from '../timeline-model';
import { MarkerShape } from './marker-shapes';

export interface BalanceChartProps {
  points: TimelinePoint[];
  threshold: string;
  currency: string;
  /** The locale amounts are written in. */
  locale: string;
  /** Writes a calendar date (YYYY-MM-DD) for the axis and the tooltip. */
  dayLabel: (date: string) => string;
  thresholdLabel: string;
  height: number;
}

interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
  payload?: TimelinePoint;
}

/** A day's markers stacked above its point on the line: a payday, a bill, an event. */
function DayMarkers({ cx, cy, index, payload }: DotProps) {
  if (cx === undefined || cy === undefined || !payload || payload.kinds.length === 0) return <g key={`markers-${index ?? 0}`} />;
  return (
    <g key={`markers-${index ?? 0}`}>
      {payload.kinds.map((kind, position) => (
        <MarkerShape key={kind} kind={kind} x={cx} y={cy - position * 11} />
      ))}
    </g>
  );
}

interface TooltipProps {
  active?: boolean;
  payload?: readonly { payload?: TimelinePoint }[];
  currency: string;
  locale: string;
  dayLabel: (date: string) => string;
}

function BalanceTooltip({ active, payload, currency, locale, dayLabel }: TooltipProps) {
  const { t } = useTranslation();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-semibold">{dayLabel(point.date)}</p>
      <p>
        {t('timeline.chart.balance')}: <span className="font-medium tabular-nums">{formatMoney(point.balanceText, currency, locale)}</span>
      </p>
      {point.items > 0 ? <p className="text-muted-foreground">{t('timeline.chart.items', { count: point.items })}</p> : null}
      {point.low ? <p className="font-medium text-destructive">{t('timeline.low')}</p> : null}
    </div>
  );
}

/** The projected balance day by day, with the warning line and markers. Import it lazily: recharts stays out of the first download. */
export function BalanceChart({ points, threshold, currency, locale, dayLabel, thresholdLabel, height }: BalanceChartProps) {
  const { i18n } = useTranslation();
  const compact = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const rtl = isRtl(i18n.language);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart accessibilityLayer={false} data={points} margin={{ top: 28, right: 8, bottom: 0, left: 8 }}>
        <defs>
          <linearGradient id="timeline-balance-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.25} />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis
          dataKey="date"
          tickLine={false}
          axisLine={false}
          reversed={rtl}
          minTickGap={24}
          interval="preserveStartEnd"
          tickFormatter={(date: string) => dayLabel(date)}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          width={64}
          tickLine={false}
          axisLine={false}
          domain={['auto', 'auto']}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
          tickFormatter={(value: number) => compact.format(value)}
        />
        <Tooltip cursor={{ stroke: 'var(--muted-foreground)', strokeDasharray: '3 3' }} content={<BalanceTooltip currency={currency} locale={locale} dayLabel={dayLabel} />} />
        <ReferenceLine
          y={Number(threshold)}
          stroke="var(--warning)"
          strokeDasharray="6 4"
          ifOverflow="extendDomain"
          label={{ value: thresholdLabel, position: rtl ? 'insideTopLeft' : 'insideTopRight', offset: 10, fill: 'var(--muted-foreground)', fontSize: 11 }}
        />
        <Area
          type="stepAfter"
          dataKey="balance"
          stroke="var(--primary)"
          strokeWidth={2}
          fill="url(#timeline-balance-fill)"
          isAnimationActive={false}
          dot={DayMarkers}
          activeDot={{ r: 4, fill: 'var(--primary)' }}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
