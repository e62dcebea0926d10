import { Cell, Pie, PieChart, Tooltip } from 'recharts';

export interface AllocationSlice {
  id: string;
  label: string;
  value: number;
  formatted: string;
  color: string;
}

const size = 176;

/** The donut; loaded only when there is a priced portfolio to show. */
export function AllocationChart({ slices }: { slices: AllocationSlice[] }) {
  return (
    <div className="mx-auto" style={{ width: size, height: size }}>
      <PieChart width={size} height={size}>
        <Pie data={slices} dataKey="value" nameKey="label" innerRadius={size * 0.32} outerRadius={size / 2} paddingAngle={slices.length > 1 ? 2 : 0} stroke="none" isAnimationActive={false}>
          {slices.map((slice) => (
            <Cell key={slice.id} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip
          formatter={(_value, _name, item) => [(item.payload as AllocationSlice).formatted, (item.payload as AllocationSlice).label]}
          contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
          itemStyle={{ color: 'var(--popover-foreground)' }}
        />
      </PieChart>
    </div>
  );
}
