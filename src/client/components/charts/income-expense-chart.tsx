import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { isRtl } from '@domain/shared/languages';
import { formatMoney } from '@/lib/format';

export interface IncomeExpensePoint {
  label: string;
  /** Plot positions only; the tooltip prints the exact decimal strings. */
  income: number;
  expenses: number;
  incomeText: string;
  expensesText: string;
}

export interface IncomeExpenseLabels {
  income: string;
  expenses: string;
}

interface TooltipProps {
  active?: boolean;
  payload?: readonly { payload?: IncomeExpensePoint }[];
  currency: string;
  locale: string;
  labels: IncomeExpenseLabels;
}

function IncomeExpenseTooltip({ active, payload, currency, locale, labels }: TooltipProps) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  const money = (amount: string) => formatMoney(amount, currency, locale);
  return (
    <div className="grid gap-1 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-semibold">{point.label}</p>
      <p className="flex items-center gap-2">
        <span className="size-2 rounded-full bg-success" aria-hidden />
        {labels.income}: <span className="font-medium tabular-nums">{money(point.incomeText)}</span>
      </p>
      <p className="flex items-center gap-2">
        <span className="size-2 rounded-full bg-rose-500" aria-hidden />
        {labels.expenses}: <span className="font-medium tabular-nums">{money(point.expensesText)}</span>
      </p>
    </div>
  );
}

export interface IncomeExpenseChartProps {
  points: IncomeExpensePoint[];
  currency: string;
  /** The locale amounts are written in. */
  locale: string;
  labels: IncomeExpenseLabels;
  height: number;
  maxBarSize: number;
}

/** Income beside spending, month by month. Import it lazily: recharts stays out of the app's first download. */
export function IncomeExpenseChart({ points, currency, locale, labels, height, maxBarSize }: IncomeExpenseChartProps) {
  const { i18n } = useTranslation();
  const compact = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const rtl = isRtl(i18n.language);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} barGap={4} barCategoryGap="24%">
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
        <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.6 }} content={<IncomeExpenseTooltip currency={currency} locale={locale} labels={labels} />} />
        <Bar dataKey="income" fill="var(--success)" radius={[6, 6, 0, 0]} maxBarSize={maxBarSize} />
        <Bar dataKey="expenses" fill="var(--chart-5)" radius={[6, 6, 0, 0]} maxBarSize={maxBarSize} />
      </BarChart>
    </ResponsiveContainer>
  );
}
