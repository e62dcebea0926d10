import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { todayInZone } from '@domain/shared/dates';
import { TransactionsPage } from '@/features/transactions/transactions-page';
import { renderWithProviders } from '../../app/support';
import { makeTransaction } from '../../support/fixtures';
import { declareMoneyApi } from '../../support/money-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CSV export', () => {
  it('pages through the whole filtered list and downloads one CSV named after today', async () => {
    const transactions = Array.from({ length: 230 }, (_, index) =>
      makeTransaction({ description: index === 0 ? 'Dinner, "with" friends' : `Item ${index}`, amount: '10.50', date: '2025-03-04' }),
    );
    const { calls } = declareMoneyApi({ transactions });
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')), revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(<TransactionsPage />, '/money-tracking');
    await screen.findByText('Item 1');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export ready')).toBeVisible();
    expect(screen.getByText('230 transactions saved to your downloads.')).toBeVisible();

    const pages = calls.filter((call) => call.url.includes('limit=200'));
    expect(pages.map((call) => new URL(call.url, 'http://x').searchParams.get('cursor'))).toEqual([null, '200']);
    expect(names).toEqual([`tandem-transactions-${todayInZone('UTC')}.csv`]);
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('date,type,category,description,amount,currency,destination,goal');
    expect(lines[1]).toBe('2025-03-04,expense,groceries,"Dinner, ""with"" friends",10.50,USD,,');
    expect(lines).toHaveLength(232);
  });
});
