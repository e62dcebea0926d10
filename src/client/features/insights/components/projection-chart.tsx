import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { isRtl } from '@domain/shared/languages';
import { useFormat } from '@/lib/use-format';

export interface ProjectionPoint {
  month: number;
  /** Plot positions only; the tooltip prints the exact decimal strings. */
  value: number;
  contributed: number;
  valueText: string;
  contributedText: string;
}

function ProjectionTooltip({ active, payload, currency }: { active?: boolean; payload?: readonly { payload?: ProjectionPoint }[]; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-semibold">{t('insights.projection.month', { month: point.month })}</p>
      <p>
        {t('insights.projection.value')}: <span className="font-medium tabular-nums">{format.money(point.valueText, currency)}</span>
      </p>
      <p>
        {t('insights.projection.contributed')}: <span className="font-medium tabular-nums">{format.money(point.contributedText, currency)}</span>
      </p>
    </div>
  );
}

/** Loaded on demand: the charting library stays out of the app's first download. */
export function ProjectionChart({ points, currency }: { points: ProjectionPoint[]; currency: string }) {
  const { i18n } = useTranslation();
  const { numberLocale } = useFormat();
  const compact = new Intl.NumberFormat(numberLocale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const rtl = isRtl(i18n.language);
  const yearLabel = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'year', unitDisplay: 'narrow' });
  const yearTicks = points.filter((point) => point.month % 12 === 0).map((point) => point.month);
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 4 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis
          dataKey="month"
          type="number"
          domain={['dataMin', 'dataMax']}
          ticks={yearTicks}
          tickFormatter={(month: number) => yearLabel.format(month / 12)}
          tickLine={false}
          axisLine={false}
          reversed={rtl}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          width={60}
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
          tickFormatter={(value: number) => compact.format(value)}
        />
        <Tooltip content={<ProjectionTooltip currency={currency} />} />
        <Area type="monotone" dataKey="value" stroke="var(--primary)" fill="var(--primary)" fillOpacity={0.15} strokeWidth={2} />
        <Area type="monotone" dataKey="contributed" stroke="var(--muted-foreground)" fill="transparent" strokeDasharray="4 4" strokeWidth={1.5} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
