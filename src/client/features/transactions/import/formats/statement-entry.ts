/**
 * One booked line of a bank statement (OFX, QIF or CAMT). `date` is YYYY-MM-DD when it could
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

/** What kind of account a statement is for, as far as the file says. */
export type AccountKind = 'checking' | 'savings' | 'creditCard' | 'creditLine' | 'moneyMarket' | 'investment' | 'cash' | 'other';

/** One account's statement in a file; a file may hold several (a checking account and a card). */
export interface Statement {
  /** The account's number or IBAN as the file writes it; empty when the file names none. */
  account: string;
  /** The account's name, for formats that name accounts rather than number them (QIF). */
  name?: string;
  kind: AccountKind;
  /** ISO currency code the file gives for the account, or empty. */
  currency: string;
  entries: StatementEntry[];
}
