export const fileFormats = ['csv', 'ofx', 'qif', 'camt'] as const;
export type FileFormat = (typeof fileFormats)[number];

/**
 * What a file holds, from its first bytes: banks name OFX files .qfx or .txt, QIF files .dat,
 * and CSV files anything at all, so the extension is never asked. Null for XML or markup that
 * is neither OFX nor a CAMT.053 statement.
 */
export function detectFormat(head: string): FileFormat | null {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (/^OFXHEADER\s*:/i.test(text) || /<\?OFX\b/i.test(text) || /<OFX>/i.test(text)) return 'ofx';
  if (/^!(Type|Account|Option|Clear)\b/i.test(text)) return 'qif';
  if (/<(\w+:)?BkToCstmrStmt\b/.test(text) || /camt\.053/i.test(text)) return 'camt';
  if (text.startsWith('<')) return null;
  return 'csv';
}
