import { decodeEntities, joinDescription, type StatementEntry } from './statement-entry';

/**
 * ISO 20022 CAMT.053 bank-to-customer statements (any version, with or without namespace
 * prefixes). Each booked <Ntry> becomes an entry; pending ones are left out because a later
 * statement books them.
 */
export function parseCamt(xml: string): StatementEntry[] {
  const text = xml.replace(/<(\/?)[\w.-]+:/g, '<$1');
  const entries: StatementEntry[] = [];
  for (const match of text.matchAll(/<Ntry>([\s\S]*?)<\/Ntry>/g)) {
    const entry = match[1]!;
    const status = element(entry, 'Sts');
    if (/PDNG/.test(status)) continue;
    const debit = element(entry, 'CdtDbtInd') === 'DBIT';
    const booked = element(entry, 'BookgDt') || element(entry, 'ValDt');
    const date = /\d{4}-\d{2}-\d{2}/.exec(booked)?.[0] ?? booked;
    const amount = element(entry, 'Amt');
    const counterparty = element(element(entry, debit ? 'Cdtr' : 'Dbtr'), 'Nm');
    const remittance = [...entry.matchAll(/<Ustrd>([^<]*)<\/Ustrd>/g)].map((line) => decodeEntities(line[1]!)).join(' ');
    entries.push({
      date,
      amount: amount && debit ? `-${amount}` : amount,
      description: joinDescription(counterparty, remittance || element(entry, 'AddtlNtryInf')),
    });
  }
  return entries;
}

/** The first element of that name: its text for a leaf, its inner markup otherwise. */
function element(text: string, name: string): string {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(text);
  if (!match) return '';
  const inner = match[1]!;
  return inner.includes('<') ? inner : decodeEntities(inner).trim();
}
