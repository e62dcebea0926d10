import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface RatePoint {
  date: string;
  label: string;
  value: number;
  rate: string;
  /** The rate in the reader's number format. */
  shown: string;
}

/** The line of a pair's daily rates; recharts is heavy, so this file loads only with the history. */
export function RateHistoryChart({ points, formatValue }: { points: RatePoint[]; formatValue: (value: number) => string }) {
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }} minTickGap={24} />
          <YAxis domain={['auto', 'auto']} width={64} tickFormatter={formatValue} tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }} />
          <Tooltip
            formatter={(_value, _name, item) => [(item.payload as RatePoint).shown, '']}
            contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
          />
          <Area type="monotone" dataKey="value" stroke="var(--primary)" fill="var(--primary)" fillOpacity={0.15} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
