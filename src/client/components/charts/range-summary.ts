/** One point of a line chart as the screen writes it. */
export interface WrittenPoint {
  value: number;
  /** The value as the chart's tooltip writes it. */
  shown: string;
  /** When, as the axis writes it. */
  when: string;
}

// A type rather than an interface: i18next takes it as interpolation values, which need an index signature.
export type RangeSummary = {
  first: string;
  firstDate: string;
  last: string;
  lastDate: string;
  lowest: string;
  highest: string;
};

/** Where a line starts and ends and how low and high it goes: the words behind `charts.rangeSummary`. */
export function rangeSummary(points: readonly WrittenPoint[]): RangeSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  let lowest = first;
  let highest = first;
  for (const point of points) {
    if (point.value < lowest.value) lowest = point;
    if (point.value > highest.value) highest = point;
  }
  return { first: first.shown, firstDate: first.when, last: last.shown, lastDate: last.when, lowest: lowest.shown, highest: highest.shown };
}
