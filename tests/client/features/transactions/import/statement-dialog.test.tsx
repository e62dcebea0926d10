import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ImportDialog } from '@/features/transactions/import/import-dialog';
import { json, renderWithProviders, type RecordedCall } from '../../../app/support';
import { stubXhr } from '../fake-xhr';
import { moneyServer } from '../fixtures';
import { latin1 } from './read-bytes';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface ImportBody {
  rows: { date: string; amount: string; description: string }[];
  dryRun: boolean;
}

function renderImport() {
  stubXhr();
  const server = moneyServer({
    handle: (call: RecordedCall) => {
      if (call.url !== '/api/transactions/import') return undefined;
      const body = call.body as ImportBody;
      return json(200, { dryRun: true, total: body.rows.length, imported: 0, duplicates: [], skippedDuplicates: 0 });
    },
  });
  renderWithProviders(<ImportDialog open onClose={() => undefined} />, '/money-tracking');
  return server;
}

const dryRuns = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/transactions/import').map((call) => call.body as ImportBody);
const line = (date: string, amount: string, name: string) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<NAME>${name}</STMTTRN>`;

describe('the import dialog’s encoding picker', { timeout: 20_000 }, () => {
  it('says a file was read as Windows-1252 and reads it again live in the encoding picked', async () => {
    const { calls } = renderImport();
    // "Łódź" as a Polish bank writes it in Windows-1250, in a statement that declares no encoding.
    const bytes = Uint8Array.from([
      ...latin1(
        'OFXHEADER:100\r\nDATA:OFXSGML\r\n\r\n<OFX><STMTRS><BANKACCTFROM><ACCTID>1<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20250301<TRNAMT>-4.50<NAME>Bar ',
      ),
      0xa3,
      0xf3,
      0x64,
      0x9f,
      ...latin1('</STMTTRN></BANKTRANLIST></STMTRS></OFX>'),
    ]);
    await userEvent.upload(screen.getByLabelText('Bank file'), new File([bytes], 'wyciag.ofx'));
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByTestId('import-preview-row')).toHaveTextContent('Bar £ódŸ');
    expect(screen.getByTestId('import-encoding-note')).toHaveTextContent(
      'This file is not UTF-8 and does not say its encoding, so it was read as Western European (Windows-1252).',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Text encoding' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Central European (Windows-1250)' }));

    await waitFor(() => expect(within(screen.getByTestId('import-preview')).getByTestId('import-preview-row')).toHaveTextContent('Bar Łódź'));
    expect(screen.getByTestId('import-encoding-note')).toHaveTextContent('Read as Central European (Windows-1250), as you chose.');
    await waitFor(() => expect(dryRuns(calls).at(-1)?.rows[0]?.description).toBe('Bar Łódź'));
  });
});

describe('the import dialog’s statement chooser', { timeout: 20_000 }, () => {
  const ofx = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>000000001234<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
    line('20250312', '-523.10', 'Payment to card ending 9876') + line('20250318', '-61.40', 'City water'),
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4111111111119876</CCACCTFROM><BANKTRANLIST>',
    line('20250305', '-42.17', 'Grocer') + line('20250314', '523.10', 'Payment thank you') + line('20250315', '-9.995', 'Fee'),
    '</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>',
  ].join('\r\n');

  it('lists each account’s statement and imports only those chosen, saying what it rounded', async () => {
    const { calls } = renderImport();
    await userEvent.upload(screen.getByLabelText('Bank file'), new File([ofx], 'bank.qfx'));
    expect(await screen.findByRole('heading', { name: 'Choose the statements' })).toBeVisible();
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    const [checking, creditCard] = screen.getAllByTestId('import-statement');
    expect(checking).toHaveTextContent('Checking account');
    expect(checking).toHaveTextContent('•••• 1234');
    expect(checking).toHaveTextContent('2 transactions');
    expect(checking).not.toHaveTextContent('000000001234');
    expect(creditCard).toHaveTextContent('Credit card');
    expect(creditCard).toHaveTextContent('•••• 9876');
    expect(creditCard).toHaveTextContent('3 transactions');
    expect(creditCard).toHaveTextContent(/Mar 5, 2025 – Mar 15, 2025/);

    await userEvent.click(within(checking!).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Check rows' })).toBeDisabled();
    await userEvent.click(within(creditCard!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));

    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getAllByTestId('import-preview-row')).toHaveLength(3);
    expect(screen.getByTestId('import-read-notes')).toHaveTextContent('1 amount had more decimals than your currency uses and was rounded half to even to 2 decimal places.');
    await waitFor(() => expect(dryRuns(calls)).toHaveLength(1));
    expect(dryRuns(calls)[0]!.rows.map((row) => [row.description, row.amount])).toEqual([
      ['Grocer', '42.17'],
      ['Payment thank you', '523.1'],
      ['Fee', '10'],
    ]);
  });
});
