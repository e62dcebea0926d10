import { decodeEntities, joinDescription, type AccountKind, type Statement, type StatementEntry } from './statement-entry';

/** ISO 20022 cash account type codes. */
const accountKinds: Record<string, AccountKind> = { CACC: 'checking', CASH: 'checking', SVGS: 'savings', CARD: 'creditCard', MOMA: 'moneyMarket' };

/**
 * ISO 20022 bank-to-customer cash management messages, any version, with or without namespace
 * prefixes: CAMT.053 statements (<Stmt>), CAMT.052 account reports (<Rpt>) and CAMT.054
 * debit/credit notifications (<Ntfctn>). Each booked <Ntry> becomes an entry; pending ones are
 * left out because a later statement books them. Blocks for the same account are one statement.
 */
export function parseCamt(xml: string): Statement[] {
  const text = xml.replace(/<(\/?)[\w.-]+:/g, '<$1');
  const byAccount = new Map<string, Statement>();
  for (const block of text.matchAll(/<(Stmt|Rpt|Ntfctn)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
    const body = block[2]!;
    const accountXml = element(body, 'Acct');
    const identity = element(accountXml, 'Id');
    const account = element(identity, 'IBAN') || element(identity, 'Id') || identity.replace(/<[^>]*>/g, '').trim();
    const currency = (element(accountXml, 'Ccy') || (/<Amt\s[^>]*Ccy="([A-Z]{3})"/.exec(body)?.[1] ?? '')).toUpperCase();
    const kind = accountKinds[element(element(accountXml, 'Tp'), 'Cd').toUpperCase()] ?? 'checking';
    const key = `${account}\u0000${currency}`;
    const statement = byAccount.get(key) ?? { account, kind, currency, entries: [] };
    statement.entries.push(...entries(body));
    byAccount.set(key, statement);
  }
  return [...byAccount.values()].filter((statement) => statement.entries.length > 0);
}

function entries(body: string): StatementEntry[] {
  const found: StatementEntry[] = [];
  for (const match of body.matchAll(/<Ntry>([\s\S]*?)<\/Ntry>/g)) {
    const entry = match[1]!;
    const status = element(entry, 'Sts');
    if (/PDNG|INFO/.test(status)) continue;
    const debit = element(entry, 'CdtDbtInd') === 'DBIT';
    const booked = element(entry, 'BookgDt') || element(entry, 'ValDt');
    const date = /\d{4}-\d{2}-\d{2}/.exec(booked)?.[0] ?? booked;
    const amount = element(entry, 'Amt');
    const counterparty = element(element(entry, debit ? 'Cdtr' : 'Dbtr'), 'Nm');
    const remittance = [...entry.matchAll(/<Ustrd>([^<]*)<\/Ustrd>/g)].map((line) => decodeEntities(line[1]!)).join(' ');
    found.push({
      date,
      amount: amount && debit ? `-${amount}` : amount,
      description: joinDescription(counterparty, remittance || element(entry, 'AddtlNtryInf')),
    });
  }
  return found;
}

/** The first element of that name: its text for a leaf, its inner markup otherwise. */
function element(text: string, name: string): string {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(text);
  if (!match) return '';
  const inner = match[1]!;
  return inner.includes('<') ? inner : decodeEntities(inner).trim();
}
