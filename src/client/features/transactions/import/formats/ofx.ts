import { decodeEntities, joinDescription, type AccountKind, type Statement, type StatementEntry } from './statement-entry';

const accountKinds: Record<string, AccountKind> = {
  CHECKING: 'checking',
  SAVINGS: 'savings',
  MONEYMRKT: 'moneyMarket',
  CREDITLINE: 'creditLine',
  CD: 'savings',
};

/**
 * OFX 1.x (SGML, leaf elements never closed) and 2.x (XML), and Quicken's QFX, which is OFX.
 * Each bank (<STMTRS>), card (<CCSTMTRS>) or investment (<INVSTMTRS>, its cash lines only)
 * statement is kept apart, one per account, so a card payment is never listed twice.
 */
export function parseOfx(text: string): Statement[] {
  const byAccount = new Map<string, Statement>();
  const blocks = [...text.matchAll(/<(STMTRS|CCSTMTRS|INVSTMTRS)>([\s\S]*?)<\/\1>/gi)];
  // A file whose statement wrapper is broken still has its transactions: read them as one statement.
  const found = blocks.length > 0 ? blocks.map((match) => ({ tag: match[1]!.toUpperCase(), body: match[2]! })) : [{ tag: 'STMTRS', body: text }];
  for (const { tag, body } of found) {
    const account = leaf(body, 'ACCTID');
    const kind: AccountKind = tag === 'CCSTMTRS' ? 'creditCard' : tag === 'INVSTMTRS' ? 'investment' : (accountKinds[leaf(body, 'ACCTTYPE').toUpperCase()] ?? 'checking');
    const key = `${kind}\u0000${account}`;
    const statement = byAccount.get(key) ?? { account, kind, currency: leaf(body, 'CURDEF').toUpperCase(), entries: [] };
    statement.entries.push(...transactions(body));
    byAccount.set(key, statement);
  }
  return [...byAccount.values()].filter((statement) => statement.entries.length > 0);
}

function transactions(body: string): StatementEntry[] {
  return [...body.matchAll(/<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi)].map((match) => {
    const block = match[1]!;
    const posted = leaf(block, 'DTPOSTED') || leaf(block, 'DTUSER');
    return {
      date: ofxDate(posted) ?? posted,
      amount: leaf(block, 'TRNAMT'),
      description: joinDescription(leaf(block, 'NAME') || leaf(block, 'PAYEE'), leaf(block, 'MEMO')),
    };
  });
}

/**
 * A leaf's text: up to the next tag in both SGML and XML, e.g. `<NAME>Shop` or `<NAME>Shop</NAME>`,
 * or the contents of a CDATA section, which some banks wrap names in and which may hold `<`.
 */
function leaf(block: string, tag: string): string {
  const match = new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))`, 'i').exec(block);
  if (!match) return '';
  if (match[1] !== undefined) return match[1].trim();
  // SGML exports sometimes escape twice (`&amp;lt;`): what the bank meant is the character.
  const once = decodeEntities(match[2]!);
  return (/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/i.test(once) && /&amp;/i.test(match[2]!) ? decodeEntities(once) : once).trim();
}

/** 20240131, 20240131120000, 20240131120000.000[-5:EST]: the calendar date the bank wrote. */
export function ofxDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** The first error a bank's server put in place of a statement (`<SEVERITY>ERROR` with its message), or null. */
export function ofxError(text: string): string | null {
  for (const match of text.matchAll(/<STATUS>([\s\S]*?)<\/STATUS>/gi)) {
    if (/^ERROR$/i.test(leaf(match[1]!, 'SEVERITY'))) return leaf(match[1]!, 'MESSAGE') || leaf(match[1]!, 'CODE');
  }
  return null;
}
