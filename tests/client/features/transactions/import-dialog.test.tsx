import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ImportDialog } from '@/features/transactions/import/import-dialog';
import { moneyKeys } from '@/lib/money-caches';
import { json, renderWithProviders, type RecordedCall } from '../../app/support';
import { stubXhr } from './fake-xhr';
import { moneyServer } from './fixtures';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const csv = [
  'Date,Description,Category,Type,Amount',
  '2025-03-01,"Salary, March",salary,income,3000.00',
  '2025-03-02,Coffee,dining,expense,abc',
  '2025-03-03,Groceries,groceries,expense,54.20',
].join('\r\n');

type Answer = (call: RecordedCall) => Response | undefined;

function renderImport(answer: Answer) {
  stubXhr();
  const server = moneyServer({ handle: (call) => (call.url === '/api/transactions/import' ? answer(call) : undefined) });
  const onClose = vi.fn();
  const view = renderWithProviders(<ImportDialog open onClose={onClose} />, '/money-tracking');
  return { ...server, ...view, onClose };
}

async function uploadAndPreview() {
  const file = new File([csv], 'bank.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('Bank file'), file);
  expect(await screen.findByRole('heading', { name: 'Match the columns' })).toBeVisible();
  expect(screen.getByTestId('import-column-date')).toHaveTextContent('Date');
  expect(screen.getByTestId('import-column-amount')).toHaveTextContent('Amount');
  expect(screen.getByTestId('import-type-source')).toHaveTextContent('From a type column');
  await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
  return screen.findByTestId('import-preview');
}

const importCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/transactions/import');

describe('CSV import', { timeout: 20_000 }, () => {
  it('maps the columns, previews problems and duplicates, then imports the clean rows', async () => {
    const { calls, queryClient, onClose } = renderImport(({ body }) => {
      const request = body as { rows: unknown[]; dryRun: boolean; skipDuplicates: boolean };
      if (request.dryRun) return json(200, { dryRun: true, total: 2, imported: 0, duplicates: [{ row: 2, existingId: 'x' }], skippedDuplicates: 0 });
      return json(201, { dryRun: false, total: 2, imported: 1, duplicates: [{ row: 2, existingId: 'x' }], skippedDuplicates: 1 });
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const preview = await uploadAndPreview();
    const rows = within(preview).getAllByTestId('import-preview-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Salary, March');
    expect(rows[0]).toHaveTextContent('Ready');
    expect(rows[1]).toHaveTextContent('Amount: “abc” is not a positive amount with at most two decimals');
    expect(rows[2]).toHaveTextContent('Duplicate');

    const submit = screen.getByRole('button', { name: 'Import 2 transactions' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/Leave out the 1 row with problems/));
    await userEvent.click(submit);

    expect(await screen.findByText('Import complete')).toBeVisible();
    expect(screen.getByText('1 transaction imported. 1 duplicate skipped.')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    const [dryRun, commit] = importCalls(calls);
    expect(dryRun?.body).toEqual({
      rows: [
        { date: '2025-03-01', amount: '3000', type: 'income', category: 'salary', description: 'Salary, March' },
        { date: '2025-03-03', amount: '54.2', type: 'expense', category: 'groceries', description: 'Groceries' },
      ],
      dryRun: true,
      skipDuplicates: false,
    });
    expect(commit?.body).toMatchObject({ dryRun: false, skipDuplicates: true });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(moneyKeys.transactions);
  });

  it('reports every row the server refuses, by the row number in the file, and saves nothing', async () => {
    const { onClose } = renderImport(({ body }) => {
      const request = body as { dryRun: boolean };
      if (request.dryRun) return json(200, { dryRun: true, total: 2, imported: 0, duplicates: [], skippedDuplicates: 0 });
      return json(400, {
        message: 'Some rows could not be imported',
        code: 'IMPORT_INVALID',
        errors: [{ row: 2, field: 'date', message: 'Transaction date cannot be in the future.' }],
      });
    });
    await uploadAndPreview();
    await userEvent.click(screen.getByLabelText(/Leave out the 1 row with problems/));
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 transactions' }));

    const report = await screen.findByTestId('import-refusal');
    expect(report).toHaveTextContent('The import was refused and nothing was saved.');
    expect(report).toHaveTextContent('Row 3 · Date: Transaction date cannot be in the future.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('flags rows the dry run refuses and still finds duplicates among the rest', async () => {
    const { calls } = renderImport(({ body }) => {
      const request = body as { rows: unknown[]; dryRun: boolean };
      if (request.rows.length === 2) {
        return json(400, { message: 'Some rows could not be imported', code: 'IMPORT_INVALID', errors: [{ row: 1, field: 'category', message: 'Category is required' }] });
      }
      return json(200, { dryRun: true, total: 1, imported: 0, duplicates: [{ row: 1, existingId: 'y' }], skippedDuplicates: 0 });
    });
    const preview = await uploadAndPreview();
    await waitFor(() => expect(importCalls(calls)).toHaveLength(2));
    const rows = within(preview).getAllByTestId('import-preview-row');
    expect(rows[0]).toHaveTextContent('Category: Category is required');
    expect(rows[2]).toHaveTextContent('Duplicate');
    expect(screen.getByRole('button', { name: 'Import 1 transaction' })).toBeDisabled();
  });

  it('explains a file whose quotes never close', async () => {
    renderImport(() => undefined);
    await userEvent.upload(screen.getByLabelText('Bank file'), new File(['date,amount\n"2025-01-01,3'], 'bad.csv', { type: 'text/csv' }));
    expect(await screen.findByText('A quoted field that starts on line 2 is never closed.')).toBeVisible();
  });

  it('follows the saving of a large import on a progress bar until it is done', async () => {
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const send = (line: unknown) => stream.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    renderImport(({ body }) => {
      if ((body as { dryRun: boolean }).dryRun) return json(200, { dryRun: true, total: 2, imported: 0, duplicates: [], skippedDuplicates: 0 });
      const lines = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
      return new Response(lines, { status: 201, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
    });
    await uploadAndPreview();
    await userEvent.click(screen.getByLabelText(/Leave out the 1 row with problems/));
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 transactions' }));

    await waitFor(() => expect(stream).toBeDefined());
    send({ type: 'saving', saved: 1, total: 2 });
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Saving… 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 2 transactions' })).toBeDisabled();

    send({ type: 'done', result: { dryRun: false, total: 2, imported: 2, duplicates: [], skippedDuplicates: 0 } });
    stream.close();
    expect(await screen.findByText('2 transactions imported.')).toBeVisible();
  });

  it('reports a failure while saving as a refusal that saved nothing', async () => {
    renderImport(({ body }) => {
      if ((body as { dryRun: boolean }).dryRun) return json(200, { dryRun: true, total: 2, imported: 0, duplicates: [], skippedDuplicates: 0 });
      const lines = [
        { type: 'saving', saved: 0, total: 2 },
        { type: 'failed', message: 'The import could not be saved; nothing was imported', code: 'INTERNAL' },
      ];
      return new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), { status: 201, headers: { 'content-type': 'application/x-ndjson' } });
    });
    await uploadAndPreview();
    await userEvent.click(screen.getByLabelText(/Leave out the 1 row with problems/));
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    const report = await screen.findByTestId('import-refusal');
    expect(report).toHaveTextContent('The import could not be saved; nothing was imported');
  });

  it('takes an OFX statement straight to the preview, whatever the file is called', async () => {
    const { calls } = renderImport(() => json(200, { dryRun: true, total: 2, imported: 0, duplicates: [], skippedDuplicates: 0 }));
    const ofx = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250302120000[-5:EST]<TRNAMT>-1,234.50<NAME>Landlord<MEMO>March rent</STMTTRN>',
      '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250301<TRNAMT>3000.00<NAME>Payroll</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\r\n');
    await userEvent.upload(screen.getByLabelText('Bank file'), new File([ofx], 'export.txt', { type: 'text/plain' }));
    const preview = await screen.findByTestId('import-preview');
    expect(screen.getByText('Step 2 of 2')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Check and import' })).toBeVisible();
    const rows = within(preview).getAllByTestId('import-preview-row');
    expect(rows[0]).toHaveTextContent('Landlord · March rent');
    expect(importCalls(calls)[0]?.body).toMatchObject({
      rows: [
        { date: '2025-03-02', amount: '1234.5', type: 'expense', category: 'other', description: 'Landlord · March rent' },
        { date: '2025-03-01', amount: '3000', type: 'income', category: 'other', description: 'Payroll' },
      ],
      dryRun: true,
    });
  });

  it('explains a file that is no statement it knows', async () => {
    renderImport(() => undefined);
    await userEvent.upload(screen.getByLabelText('Bank file'), new File(['<html><body>Hello</body></html>'], 'statement.csv', { type: 'text/csv' }));
    expect(await screen.findByText('This file is not a CSV, OFX, QFX, QIF or CAMT file.')).toBeVisible();
  });
});
