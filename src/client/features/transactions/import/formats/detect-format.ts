export const fileFormats = ['csv', 'ofx', 'qif', 'camt'] as const;
export type FileFormat = (typeof fileFormats)[number];

/** Lines some programs write before a QIF file's first `!Type:` header: `#` comments, blank lines and stray `^`. */
const qifPreamble = /^(?:(?:#[^\r\n]*|\^[ \t]*|[ \t]*)(?:\r\n|\n|\r))*/;

/**
 * What a file holds, from its first characters: banks name OFX files .qfx or .txt, QIF files
 * .dat, and CSV files anything at all, so the extension is never asked. Null for XML or markup
 * that is neither OFX nor an ISO 20022 CAMT.052, .053 or .054 message.
 */
export function detectFormat(head: string): FileFormat | null {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (/^OFXHEADER\s*:/i.test(text) || /<\?OFX\b/i.test(text) || /<OFX>/i.test(text)) return 'ofx';
  if (/^!(Type|Account|Option|Clear)\b/i.test(text.replace(qifPreamble, ''))) return 'qif';
  if (/<(\w+:)?BkToCstmr(Stmt|AcctRpt|DbtCdtNtfctn)\b/.test(text) || /camt\.05[234]/i.test(text)) return 'camt';
  if (text.startsWith('<')) return null;
  return 'csv';
}
