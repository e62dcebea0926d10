import { describe, expect, it } from 'vitest';
import { decodeText, declaredEncoding } from '@/features/transactions/import/formats/decode-text';
import { fileOf, latin1, readBytes } from './read-bytes';

const ofxHeader = (charset: string) => ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'ENCODING:USASCII', `CHARSET:${charset}`, '', ''].join('\r\n');
const ofxBody =
  '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20250301<TRNAMT>-4.50<NAME>Café Métro €uro</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';

function firstDescription(outcome: Awaited<ReturnType<typeof readBytes>>): string {
  const file = fileOf(outcome);
  return file.format === 'csv' ? file.rows[1]![1]! : file.statements[0]!.entries[0]!.description;
}

describe('reading a file in the encoding it is written in', () => {
  it('reads a Windows-1252 CSV that declares nothing as Windows-1252, not as broken UTF-8', async () => {
    const outcome = await readBytes(latin1('Date,Payee,Amount\r\n2025-03-01,Café Rémy,-4.50\r\n'));
    expect(firstDescription(outcome)).toBe('Café Rémy');
    expect(fileOf(outcome).encoding).toEqual({ name: 'windows-1252', source: 'fallback' });
  });

  it('follows an OFX CHARSET header, with the euro sign where Windows-1252 puts it', async () => {
    const outcome = await readBytes(latin1(ofxHeader('1252') + ofxBody));
    expect(firstDescription(outcome)).toBe('Café Métro €uro');
    expect(fileOf(outcome).encoding).toEqual({ name: 'windows-1252', source: 'declared' });
  });

  it('follows an XML encoding declaration', async () => {
    const camt = `<?xml version="1.0" encoding="ISO-8859-1"?><Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>DE00123456780000001234</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2025-03-01</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>Grüße aus München</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`;
    const outcome = await readBytes(latin1(camt));
    expect(firstDescription(outcome)).toBe('Grüße aus München');
    expect(fileOf(outcome).encoding).toEqual({ name: 'windows-1252', source: 'declared' });
  });

  it('honours a UTF-16 byte-order mark', async () => {
    const text = 'Date,Payee,Amount\n2025-03-01,Café,-4.50\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    [...text].forEach((character, index) => bytes.set([character.charCodeAt(0), 0], 2 + index * 2));
    const outcome = await readBytes(bytes);
    expect(firstDescription(outcome)).toBe('Café');
    expect(fileOf(outcome).encoding).toEqual({ name: 'utf-16le', source: 'bom' });
  });

  it('keeps valid UTF-8 even when the file declares another encoding', async () => {
    const outcome = await readBytes(new TextEncoder().encode(ofxHeader('1252') + ofxBody));
    expect(firstDescription(outcome)).toBe('Café Métro €uro');
    expect(fileOf(outcome).encoding).toEqual({ name: 'utf-8', source: 'utf8' });
  });

  it('reads the file again in the encoding the user picks', async () => {
    // "Łódź" as Windows-1250 writes it.
    const bytes = Uint8Array.from([...latin1('Date,Payee,Amount\n2025-03-01,'), 0xa3, 0xf3, 0x64, 0x9f, ...latin1(',-4.50\n')]);
    expect(firstDescription(await readBytes(bytes))).toBe('£ódŸ');
    const picked = await readBytes(bytes, 'windows-1250');
    expect(firstDescription(picked)).toBe('Łódź');
    expect(fileOf(picked).encoding).toEqual({ name: 'windows-1250', source: 'chosen' });
  });

  it('understands the ways OFX and XML name encodings', () => {
    expect(declaredEncoding('OFXHEADER:100\nENCODING:USASCII\nCHARSET:8859-1\n')).toBe('windows-1252');
    expect(declaredEncoding('OFXHEADER:100\nENCODING:UTF-8\nCHARSET:NONE\n')).toBe('utf-8');
    expect(declaredEncoding('OFXHEADER:100\nENCODING:USASCII\nCHARSET:NONE\n')).toBeNull();
    expect(declaredEncoding("<?xml version='1.0' encoding='windows-1250'?>")).toBe('windows-1250');
    expect(decodeText(new TextEncoder().encode('\uFEFFa,b')).text).toBe('a,b');
  });
});
