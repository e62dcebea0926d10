import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrencyPage } from '@/features/currency/currency-page';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { makeDashboardStats, makeSettings } from '../../support/fixtures';
import { declareMoneyApi } from '../../support/money-api';

const usdRates = { base: 'USD', date: '2026-11-20', publishedOn: '2026-11-20', rates: { USD: '1', EUR: '0.92', JPY: '151.2' }, unavailable: ['VND'] };
const history = {
  from: 'USD',
  to: 'EUR',
  available: true,
  points: [
    { date: '2026-11-19', rate: '0.91' },
    { date: '2026-11-20', rate: '0.92' },
  ],
};

function declareApi() {
  const server = declareMoneyApi();
  api.use({ 'GET /api/dashboard/stats': makeDashboardStats({ currency: 'USD' }) });
  return server;
}

describe('currency page', () => {
  it('converts between two currencies with the rate and its date shown', async () => {
    declareApi();
    api.use({ 'GET /api/currency/rates': usdRates, 'GET /api/currency/history': history });
    renderWithProviders(<CurrencyPage />, '/currency');
    const result = await screen.findByTestId('converter-result');
    await waitFor(() => expect(result).toHaveTextContent('€92.00'));
    expect(result).toHaveTextContent('1 USD = 0.92 EUR');
    expect(result).toHaveTextContent('reference rate of Nov 20, 2026');
    const amount = screen.getByTestId('converter-amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    expect(result).toHaveTextContent('€11.50');
    expect(screen.getByRole('heading', { name: 'USD to EUR, daily' })).toBeVisible();
  });

  it('writes the result, the rate and its date in the number and date formats chosen in settings', async () => {
    declareApi();
    api.use({ 'GET /api/currency/rates': usdRates, 'GET /api/currency/history': history });
    const { queryClient } = renderWithProviders(<CurrencyPage />, '/currency');
    // The signed-in gate loads the settings; a page rendered alone finds them in the cache.
    queryClient.setQueryData(settingsKeys.settings, makeSettings({ numberFormat: 'de-DE', dateFormat: 'full' }));
    const result = await screen.findByTestId('converter-result');
    await waitFor(() => expect(result).toHaveTextContent(/92,00\s€/));
    expect(result).toHaveTextContent('1 USD = 0,92 EUR');
    expect(result).toHaveTextContent('reference rate of Friday, November 20, 2026');
  });

  it('says plainly when rates are unavailable, with nothing made up', async () => {
    declareApi();
    api.use({
      'GET /api/currency/rates': () => failure(503, 'Exchange rates are unavailable right now. Enter the rate yourself.', 'RATES_UNAVAILABLE'),
      'GET /api/currency/history': () => failure(503, 'The rate history is unavailable right now.', 'RATES_UNAVAILABLE'),
    });
    renderWithProviders(<CurrencyPage />, '/currency');
    const result = await screen.findByTestId('converter-result');
    await waitFor(() => expect(result).toHaveTextContent('Exchange rates are unavailable right now, so nothing can be converted.'));
    expect(result).not.toHaveTextContent('€');
    expect(await within(screen.getByTestId('rate-history')).findByText('The rate history is unavailable right now. Try again later.')).toBeVisible();
  });

  it('asks how to move existing money when the base currency changes, and sends the choice', async () => {
    const { calls } = declareApi();
    api.use({
      'GET /api/currency/rates': usdRates,
      'GET /api/currency/history': history,
      'POST /api/settings/currency': { currency: 'EUR', previousCurrency: 'USD', mode: 'relabel', rate: null, transactions: 2, goals: 0 },
    });
    renderWithProviders(<CurrencyPage />, '/currency');
    await userEvent.click(await screen.findByTestId('base-currency-select'));
    await userEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your currency from USD to EUR' });
    await waitFor(() => expect(within(dialog).getByTestId('currency-change-rate')).toHaveValue('0.92'));
    await userEvent.click(within(dialog).getByTestId('currency-change-relabel'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show figures in EUR' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ currency: 'EUR', mode: 'relabel' });
  });
});
