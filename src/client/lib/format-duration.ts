/** Months and years through Intl's own unit names, so every language gets its plural forms. */
export function formatDuration(value: number, unit: 'month' | 'year', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}
