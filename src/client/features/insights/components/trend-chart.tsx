import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { isRtl } from '@domain/languages';
import { formatMoney } from '@/lib/format';

export interface TrendPoint {
  label: string;
  /** Plot positions only; the tooltip prints the exact decimal strings. */
  income: number;
  expenses: number;
  incomeText: string;
  expensesText: string;
}

function TrendTooltip({ active, payload, currency }: { active?: boolean; payload?: readonly { payload?: TrendPoint }[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-semibold">{point.label}</p>
      <p>
        {t('insights.trend.income')}: <span className="font-medium tabular-nums">{formatMoney(point.incomeText, currency, i18n.language)}</span>
      </p>
      <p>
        {t('insights.trend.expenses')}: <span className="font-medium tabular-nums">{formatMoney(point.expensesText, currency, i18n.language)}</span>
      </p>
    </div>
  );
}

/** Loaded on demand: the charting library stays out of the app's first download. */
export function TrendChart({ points, currency }: { points: TrendPoint[]; currency: string }) {
  const { i18n } = useTranslation();
  const compact = new Intl.NumberFormat(i18n.language, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const rtl = isRtl(i18n.language);
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} barGap={4} barCategoryGap="24%">
        <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} reversed={rtl} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          width={56}
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
          tickFormatter={(value: number) => compact.format(value)}
        />
        <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.6 }} content={<TrendTooltip currency={currency} />} />
        <Bar dataKey="income" fill="var(--success)" radius={[6, 6, 0, 0]} maxBarSize={24} />
        <Bar dataKey="expenses" fill="var(--chart-5)" radius={[6, 6, 0, 0]} maxBarSize={24} />
      </BarChart>
    </ResponsiveContainer>
  );
}
