import { describe, expect, it } from 'vitest';
import { parseOfx } from '@/features/transactions/import/formats/ofx';
import { roundHalfEven } from '@/features/transactions/import/formats/round-amount';
import { statementRows } from '@/features/transactions/import/formats/statement-file';
import { maskAccount, summarise } from '@/features/transactions/import/statement-summary';
import { readBytes } from './read-bytes';

const transaction = (date: string, amount: string, name: string) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<NAME>${name}</STMTTRN>`;
const sgml = (body: string) => `OFXHEADER:100\r\nDATA:OFXSGML\r\n\r\n<OFX>${body}</OFX>`;
const bank = (account: string, ...lines: string[]) =>
  `<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>${lines.join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>`;
const card = (account: string, ...lines: string[]) =>
  `<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>${account}</CCACCTFROM><BANKTRANLIST>${lines.join('')}</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>`;

describe('OFX payees', () => {
  it('reads names and memos wrapped in CDATA, which may hold angle brackets', () => {
    const text = sgml(bank('1', '<STMTTRN><DTPOSTED>20250301<TRNAMT>-16.85<NAME><![CDATA[ALDI STORE <42>  ]]></NAME><MEMO><![CDATA[EFTPOS GEELONG]]></MEMO></STMTTRN>'));
    expect(parseOfx(text)[0]!.entries).toEqual([{ date: '2025-03-01', amount: '-16.85', description: 'ALDI STORE <42> · EFTPOS GEELONG' }]);
  });

  it('undoes the double escaping some SGML exports write', () => {
    expect(parseOfx(sgml(bank('1', transaction('20250301', '-1.00', 'TPAY &amp;lt;DEFTPYMT&amp;gt;'))))[0]!.entries[0]!.description).toBe('TPAY <DEFTPYMT>');
  });
});

describe('OFX amounts with more decimals than the currency', () => {
  it('rounds half to even to the minor unit and counts what it rounded', () => {
    const entries = parseOfx(
      sgml(
        bank('1', transaction('20250301', '-30.005', 'A'), transaction('20250301', '-3.7750', 'B'), transaction('20250301', '12.50', 'C'), transaction('20250301', '-30.000', 'D')),
      ),
    )[0]!.entries;
    const { rows, rounded } = statementRows(entries, 2);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['-30', '-3.78', '12.5', '-30']);
    expect(rounded).toBe(2);
  });

  it('rounds to no decimals for a currency without them', () => {
    expect(roundHalfEven('1234.5', 0)).toBe('1234');
    expect(roundHalfEven('1235.5', 0)).toBe('1236');
    expect(roundHalfEven('0.125', 2)).toBe('0.12');
    expect(roundHalfEven('0.1251', 2)).toBe('0.13');
    expect(roundHalfEven('9.995', 2)).toBe('10');
  });
});

describe('OFX files holding several statements', () => {
  const payment = transaction('20250312', '-523.10', 'Payment to card ending 9876');
  const text = sgml(
    bank('000000001234', payment, transaction('20250318', '-61.40', 'City water')) +
      card('4111111111119876', transaction('20250305', '-42.17', 'Grocer'), transaction('20250314', '523.10', 'Payment thank you')),
  );

  it('keeps each account apart, so a card payment is never listed twice', () => {
    const statements = parseOfx(text);
    expect(statements.map((statement) => [statement.kind, statement.account, statement.currency, statement.entries.length])).toEqual([
      ['checking', '000000001234', 'USD', 2],
      ['creditCard', '4111111111119876', 'USD', 2],
    ]);
  });

  it('sums each up with the account masked to its last four and its date range', () => {
    expect(parseOfx(text).map(summarise)).toEqual([
      { label: '•••• 1234', count: 2, from: '2025-03-12', to: '2025-03-18' },
      { label: '•••• 9876', count: 2, from: '2025-03-05', to: '2025-03-14' },
    ]);
    expect(maskAccount('DE14 7406 1813 0000 0336 26')).toBe('•••• 3626');
  });

  it('puts two statements of the same account together', () => {
    expect(parseOfx(sgml(bank('55', transaction('20250301', '-1', 'A')) + bank('55', transaction('20250302', '-2', 'B'))))).toHaveLength(1);
  });
});

describe('OFX files that hold an error instead of a statement', () => {
  it('are refused with the bank’s own message', async () => {
    const text = sgml('<SIGNONMSGSRSV1><SONRS><STATUS><CODE>15500<SEVERITY>ERROR<MESSAGE>Your password was incorrect</STATUS></SONRS></SIGNONMSGSRSV1>');
    expect(await readBytes(text)).toEqual({ ok: false, error: { key: 'bankError', message: 'Your password was incorrect' } });
  });
});
