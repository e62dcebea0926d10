import type { MarkedKind } from '../timeline-model';

/** Each kind has its own shape as well as its own colour, so the chart reads without colour too. */
export const markerColors: Record<MarkedKind, string> = {
  income: 'var(--success)',
  bill: 'var(--destructive)',
  event: 'var(--chart-4)',
};

/** One marker centred on (x, y): a triangle for a payday, a square for a bill, a diamond for an event. */
export function MarkerShape({ kind, x, y, size = 5 }: { kind: MarkedKind; x: number; y: number; size?: number }) {
  const fill = markerColors[kind];
  if (kind === 'income') return <path d={`M${x} ${y - size}L${x + size} ${y + size}L${x - size} ${y + size}Z`} fill={fill} stroke="var(--background)" strokeWidth={1} />;
  if (kind === 'bill') return <rect x={x - size + 1} y={y - size + 1} width={(size - 1) * 2} height={(size - 1) * 2} fill={fill} stroke="var(--background)" strokeWidth={1} />;
  return <path d={`M${x} ${y - size}L${x + size} ${y}L${x} ${y + size}L${x - size} ${y}Z`} fill={fill} stroke="var(--background)" strokeWidth={1} />;
}

/** The legend's swatch: the same shape, drawn on its own. */
export function MarkerSwatch({ kind }: { kind: MarkedKind }) {
  return (
    <svg viewBox="0 0 12 12" className="size-3 shrink-0" aria-hidden>
      <MarkerShape kind={kind} x={6} y={6} size={5} />
    </svg>
  );
}
