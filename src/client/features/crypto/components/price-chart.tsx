import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface PricePoint {
  time: number;
  price: number;
}

interface PriceChartProps {
  points: PricePoint[];
  formatPrice: (value: number) => string;
  formatTime: (time: number) => string;
  up: boolean;
}

/** The line itself; recharts is heavy, so this file loads only when a chart is shown. */
export function PriceChart({ points, formatPrice, formatTime, up }: PriceChartProps) {
  const color = up ? 'var(--success)' : 'var(--destructive)';
  return (
    <div className="h-56 w-full sm:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="crypto-price-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.25} />
              <stop offset="100%" stopColor={color} stopOpacity={0} />
            </linearGradient>
          </defs>
          <XAxis
            dataKey="time"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={formatTime}
            tick={{ fontSize: 11, fill: 'var(--muted-foreground)' }}
            tickLine={false}
            axisLine={false}
            minTickGap={40}
          />
          <YAxis
            dataKey="price"
            domain={['auto', 'auto']}
            tickFormatter={formatPrice}
            tick={{ fontSize: 11, fill: 'var(--muted-foreground)' }}
            tickLine={false}
            axisLine={false}
            width={72}
          />
          <Tooltip
            labelFormatter={(label) => formatTime(Number(label))}
            formatter={(value) => [formatPrice(Number(value)), '']}
            separator=""
            contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
            itemStyle={{ color: 'var(--popover-foreground)' }}
          />
          <Area type="monotone" dataKey="price" stroke={color} strokeWidth={2} fill="url(#crypto-price-fill)" isAnimationActive={false} dot={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
