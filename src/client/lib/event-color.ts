import type { CSSProperties } from 'react';

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour an event is drawn in: its group's colour, or the primary colour for personal
 * events. Only a hex colour is trusted into a style; anything else falls back to the primary.
 */
export function eventColor(group: { color: string } | null | undefined): string {
  return group && hexColor.test(group.color) ? group.color : 'var(--primary)';
}

/** Sets `--event-color`, which chips and dots read with `bg-(--event-color)` and friends. */
export function eventColorStyle(group: { color: string } | null | undefined): CSSProperties {
  return { '--event-color': eventColor(group) } as CSSProperties;
}
