const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday", "hace 2 horas": how long ago an instant was, in the reader's language. */
export function timeAgo(instant: string, now: number, language: string): string {
  let value = (Date.parse(instant) - now) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // Under a minute, and anything a skewed clock puts ahead, reads as "now".
  if (value > -60) return format.format(0, 'second');
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
