import { describe, expect, it } from 'vitest';
import { parseCamt } from '@/features/transactions/import/formats/camt';
import { detectFormat } from '@/features/transactions/import/formats/detect-format';
import { readBytes } from './read-bytes';

const entry = (amount: string, sign: 'DBIT' | 'CRDT', date: string, text: string, status = 'BOOK') =>
  `<Ntry><Amt Ccy="CHF">${amount}</Amt><CdtDbtInd>${sign}</CdtDbtInd><Sts><Cd>${status}</Cd></Sts><BookgDt><Dt>${date}</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
const account = (iban: string) => `<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>CHF</Ccy></Acct>`;
const message = (namespace: string, root: string, blocks: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:${namespace}"><${root}><GrpHdr><MsgId>1</MsgId></GrpHdr>${blocks}</${root}></Document>`;

describe('CAMT variants', () => {
  it('reads a camt.052 account report like a statement', () => {
    const text = message(
      'camt.052.001.02',
      'BkToCstmrAcctRpt',
      `<Rpt><Id>r1</Id>${account('CH2801234000123456789')}${entry('200.00', 'DBIT', '2025-03-01', 'Rent')}${entry('5.00', 'DBIT', '2025-03-02', 'Pending', 'PDNG')}</Rpt>`,
    );
    expect(detectFormat(text)).toBe('camt');
    expect(parseCamt(text)).toEqual([
      { account: 'CH2801234000123456789', kind: 'checking', currency: 'CHF', entries: [{ date: '2025-03-01', amount: '-200.00', description: 'Rent' }] },
    ]);
  });

  it('reads a camt.054 debit/credit notification, with prefixed element names', () => {
    const text = `<?xml version="1.0"?><n:Document xmlns:n="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><n:BkToCstmrDbtCdtNtfctn><n:Ntfctn><n:Acct><n:Id><n:Othr><n:Id>0012345</n:Id></n:Othr></n:Id></n:Acct>${entry('80.00', 'CRDT', '2025-03-04', 'Refund').replace(/<(\/?)(\w)/g, '<$1n:$2')}</n:Ntfctn></n:BkToCstmrDbtCdtNtfctn></n:Document>`;
    expect(detectFormat(text)).toBe('camt');
    expect(parseCamt(text)).toEqual([{ account: '0012345', kind: 'checking', currency: 'CHF', entries: [{ date: '2025-03-04', amount: '80.00', description: 'Refund' }] }]);
  });

  it('keeps each account of a multi-account file as its own statement, joining days of the same one', () => {
    const text = message(
      'camt.053.001.02',
      'BkToCstmrStmt',
      `<Stmt>${account('CH1111')}${entry('1.00', 'DBIT', '2025-03-01', 'A')}</Stmt><Stmt>${account('CH2222')}${entry('2.00', 'CRDT', '2025-03-01', 'B')}</Stmt><Stmt>${account('CH1111')}${entry('3.00', 'DBIT', '2025-03-02', 'C')}</Stmt>`,
    );
    expect(parseCamt(text).map((statement) => [statement.account, statement.entries.map((line) => line.amount)])).toEqual([
      ['CH1111', ['-1.00', '-3.00']],
      ['CH2222', ['2.00']],
    ]);
  });
});

describe('CAMT files with nothing booked', () => {
  it('refuses a report of pending entries alone with that reason', async () => {
    const text = message('camt.052.001.04', 'BkToCstmrAcctRpt', `<Rpt>${account('CH1111')}${entry('5.00', 'DBIT', '2025-03-02', 'Card hold', 'PDNG')}</Rpt>`);
    expect(await readBytes(text)).toEqual({ ok: false, error: { key: 'pendingOnly' } });
  });
});
