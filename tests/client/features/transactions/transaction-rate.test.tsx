import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { TransactionForm } from '@/features/transactions/components/transaction-form';
import { todayInZone } from '@domain/shared/dates';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { makeSettings, makeTransaction } from '../../support/fixtures';
import { declareMoneyApi } from '../../support/money-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const euroRates = (date: string) => ({ base: 'EUR', date, publishedOn: date, rates: { EUR: '1', USD: '1.0842' }, unavailable: ['VND'] });

function renderForm() {
  const server = declareMoneyApi();
  const onDone = vi.fn();
  const { queryClient } = renderWithProviders(<TransactionForm onDone={onDone} />, '/money-tracking');
  return { ...server, onDone, queryClient };
}

async function choose(name: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the rate of a transaction in another currency', () => {
  it('is hidden for the user’s own currency', async () => {
    renderForm();
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
    expect(screen.queryByTestId('transaction-rate')).toBeNull();
  });

  it('is prefilled from the reference rate of the date, editable, and sent with the currency', async () => {
    const { calls } = renderForm();
    api.use({
      'GET /api/currency/rates': (request) => euroRates(request.query.get('date') ?? todayInZone('UTC')),
      'POST /api/transactions': () => json(201, makeTransaction({ currency: 'EUR', amount: '20.00', rate: '1.1', baseAmount: '22.00' })),
    });
    await choose('Currency', 'EUR');
    const rate = await screen.findByTestId('transaction-rate');
    await waitFor(() => expect(rate).toHaveValue('1.0842'));
    expect(screen.getByText(/Reference rate of/)).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '1.1');
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await choose('Category', 'Dining');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: '20', currency: 'EUR', rate: '1.1' });
  });

  it('dates the reference rate in the date format chosen in settings', async () => {
    const { queryClient } = renderForm();
    api.use({ 'GET /api/currency/rates': euroRates('2026-11-20') });
    act(() => {
      queryClient.setQueryData(settingsKeys.settings, makeSettings({ dateFormat: 'full' }));
    });
    await choose('Currency', 'EUR');
    expect(await screen.findByText('Reference rate of Friday, November 20, 2026; change it to what you paid.')).toBeVisible();
  });

  it('asks the user to type it when rates are unavailable, and refuses a bad one', async () => {
    const { calls } = renderForm();
    api.use({ 'GET /api/currency/rates': () => failure(503, 'Exchange rates are unavailable right now. Enter the rate yourself.', 'RATES_UNAVAILABLE') });
    await choose('Currency', 'GBP');
    expect(await screen.findByText('Exchange rates are unavailable right now. Type the rate you paid.')).toBeVisible();
    const rate = screen.getByTestId('transaction-rate');
    expect(rate).toHaveValue('');
    await userEvent.type(rate, '-2');
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await choose('Category', 'Dining');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('The exchange rate must be a positive number')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
