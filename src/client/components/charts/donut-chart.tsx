import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { ChartFigure } from './chart-figure';

export interface DonutSlice {
  id: string;
  label: string;
  value: number;
  /** What the tooltip prints: the exact amount, already formatted. */
  formatted: string;
  color: string;
}

interface DonutChartProps {
  /** What the ring shows, read as the chart's name. */
  name: string;
  /** The id of the list beside the ring that gives each slice's figures. */
  describedBy?: string;
  slices: DonutSlice[];
  size: number;
  /** The hole's radius as a share of the whole size. */
  holeRatio: number;
  /** Written inside the hole. */
  center?: { label: string; value: string };
}

/** A ring of slices. Import it lazily: recharts stays out of the app's first download. */
export function DonutChart({ name, describedBy, slices, size, holeRatio, center }: DonutChartProps) {
  return (
    <div className="relative mx-auto" style={{ width: size, height: size }}>
      <ChartFigure name={name} describedBy={describedBy}>
        <PieChart width={size} height={size} accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={slices}
            dataKey="value"
            nameKey="label"
            innerRadius={size * holeRatio}
            outerRadius={size / 2}
            paddingAngle={slices.length > 1 ? 2 : 0}
            stroke="none"
            isAnimationActive={false}
          >
            {slices.map((slice) => (
              <Cell key={slice.id} fill={slice.color} />
            ))}
          </Pie>
          <Tooltip
            formatter={(_value, _name, item) => [(item.payload as DonutSlice).formatted, (item.payload as DonutSlice).label]}
            contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
            itemStyle={{ color: 'var(--popover-foreground)' }}
          />
        </PieChart>
      </ChartFigure>
      {center ? (
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
          <span className="text-xs text-muted-foreground">{center.label}</span>
          <span className="max-w-[70%] truncate text-base font-semibold tabular-nums">{center.value}</span>
        </div>
      ) : null}
    </div>
  );
}
