import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@domain/settings/settings';
import { AppProviders } from '@/app/providers';
import { toast } from '@/lib/toast';
import { TransactionForm } from '@/features/transactions/components/transaction-form';
import { TransactionsPage } from '@/features/transactions/transactions-page';
import { createQueryClient } from '@/lib/query-client';
import { settingsKeys } from '@/lib/settings';
import { installLayoutPolyfills } from '../../app/support';
import { makeSettings, makeTransaction } from '../../support/fixtures';
import { declareMoneyApi } from '../../support/money-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A screen as the signed-in app shows it: the gate has already loaded the account's settings. */
function renderWithSettings(ui: ReactNode, settings: Settings) {
  installLayoutPolyfills();
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsKeys.settings, settings);
  const location = memoryLocation({ path: '/money-tracking' });
  render(
    <Router hook={location.hook}>
      <AppProviders queryClient={queryClient}>{ui}</AppProviders>
    </Router>,
  );
  return queryClient;
}

const german = makeSettings({ currency: 'EUR', numberFormat: 'de-DE', dateFormat: 'long', timeFormat: '24h' });

describe('settings shape every screen', () => {
  it('writes amounts and dates on the money page as chosen, and again when a setting changes, without a reload', async () => {
    declareMoneyApi({ transactions: [makeTransaction({ description: 'Rent', category: 'rent', amount: '1234.56', currency: 'EUR', date: '2025-03-04' })] });
    const queryClient = renderWithSettings(<TransactionsPage />, german);

    const row = await screen.findByTestId('transaction-row');
    expect(row).toHaveTextContent('-1.234,56 €');
    expect(row).toHaveTextContent('March 4, 2025');

    act(() => {
      queryClient.setQueryData(settingsKeys.settings, { ...german, numberFormat: 'en-US', dateFormat: 'short' });
    });
    await waitFor(() => expect(screen.getByTestId('transaction-row')).toHaveTextContent('-€1,234.56'));
    expect(screen.getByTestId('transaction-row')).toHaveTextContent('3/4/25');
  });

  it('takes "today" from the account zone, not the browser’s', async () => {
    // 12:30 in UTC (the browser here) is already 01:30 the next day in Tonga (UTC+13).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:30:00Z'));
    declareMoneyApi({
      transactions: [makeTransaction({ description: 'Breakfast', date: '2026-11-24' }), makeTransaction({ description: 'Dinner', date: '2026-11-23' })],
    });
    renderWithSettings(<TransactionsPage />, makeSettings({ timezone: 'Pacific/Tongatapu' }));

    const list = await screen.findByTestId('transaction-list');
    expect(within(list).getByRole('heading', { name: 'Today' })).toBeVisible();
    expect(within(list).getByRole('heading', { name: 'Yesterday' })).toBeVisible();
  });

  it('dates a new transaction today in the account zone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:30:00Z'));
    declareMoneyApi();
    renderWithSettings(<TransactionForm onDone={vi.fn()} />, makeSettings({ timezone: 'Pacific/Tongatapu' }));
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2026-11-24');
  });
});
