import { Cell, Pie, PieChart, Tooltip } from 'recharts';

const size = 192;

export interface BreakdownSlice {
  category: string;
  label: string;
  value: number;
  formatted: string;
  color: string;
}

/** The donut itself; recharts is heavy, so this file is loaded only when a breakdown is shown. */
export function BreakdownChart({ slices, centerLabel, centerValue }: { slices: BreakdownSlice[]; centerLabel: string; centerValue: string }) {
  return (
    <div className="relative mx-auto" style={{ width: size, height: size }}>
      <PieChart width={size} height={size}>
          <Pie data={slices} dataKey="value" nameKey="label" innerRadius={size * 0.34} outerRadius={size / 2} paddingAngle={slices.length > 1 ? 2 : 0} stroke="none" isAnimationActive={false}>
            {slices.map((slice) => (
              <Cell key={slice.category} fill={slice.color} />
            ))}
          </Pie>
          <Tooltip
            formatter={(_value, _name, item) => [(item.payload as BreakdownSlice).formatted, (item.payload as BreakdownSlice).label]}
            contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
            itemStyle={{ color: 'var(--popover-foreground)' }}
          />
      </PieChart>
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
        <span className="text-xs text-muted-foreground">{centerLabel}</span>
        <span className="max-w-[70%] truncate text-base font-semibold tabular-nums">{centerValue}</span>
      </div>
    </div>
  );
}
