/**
 * One booked line of a bank statement (OFX, QIF or CAMT.053). `date` is YYYY-MM-DD when it could
 * be read and the file's own text otherwise; `amount` is signed (negative = money out) and still
 * written the way the file writes it, so the preview can show what it could not read.
 */
export interface StatementEntry {
  date: string;
  amount: string;
  description: string;
  category?: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Character references as XML and OFX files write them. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Name and memo as one description, without repeating a memo that only echoes the name. */
export function joinDescription(...parts: (string | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const value = part?.replace(/\s+/g, ' ').trim();
    if (value && !kept.some((existing) => existing.toLowerCase().includes(value.toLowerCase()))) kept.push(value);
  }
  return kept.join(' · ');
}
