import { decodeEntities, joinDescription, type StatementEntry } from './statement-entry';

/**
 * OFX 1.x (SGML, leaf elements never closed) and 2.x (XML), and Quicken's QFX, which is OFX.
 * Every <STMTTRN> of bank and credit-card statements becomes an entry.
 */
export function parseOfx(text: string): StatementEntry[] {
  const entries: StatementEntry[] = [];
  for (const match of text.matchAll(/<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi)) {
    const block = match[1]!;
    const posted = leaf(block, 'DTPOSTED') || leaf(block, 'DTUSER');
    entries.push({
      date: ofxDate(posted) ?? posted,
      amount: leaf(block, 'TRNAMT'),
      description: joinDescription(leaf(block, 'NAME') || leaf(block, 'PAYEE'), leaf(block, 'MEMO')),
    });
  }
  return entries;
}

/** A leaf's text: up to the next tag in both SGML and XML, e.g. `<NAME>Shop` or `<NAME>Shop</NAME>`. */
function leaf(block: string, tag: string): string {
  const match = new RegExp(`<${tag}>([^<]*)`, 'i').exec(block);
  return match ? decodeEntities(match[1]!).trim() : '';
}

/** 20240131, 20240131120000, 20240131120000.000[-5:EST]: the calendar date the bank wrote. */
export function ofxDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
