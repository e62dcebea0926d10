import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketCoin, Portfolio, Trade } from '@domain/crypto/crypto-wire';
import { toast } from '@/lib/toast';
import { CryptoPage } from '@/features/crypto/crypto-page';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { allowDrawerGestures } from '../../support/drawer-gestures';
import { makeSettings } from '../../support/fixtures';
import { declareSession } from '../../support/session';

beforeEach(() => allowDrawerGestures());

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const market = (id: string, symbol: string, name: string, price: number, change: number, rank: number): MarketCoin => ({
  id,
  symbol,
  name,
  current_price: price,
  price_change_24h: (price * change) / 100,
  price_change_percentage_24h: change,
  market_cap: price * 19_000_000,
  total_volume: price * 400_000,
  last_updated: '2026-11-23T09:59:12.512Z',
  market_cap_rank: rank,
});

const markets = [
  market('bitcoin', 'btc', 'Bitcoin', 64250.12, 2.345, 1),
  market('ethereum', 'eth', 'Ethereum', 3120.5, -1.26, 2),
  market('solana', 'sol', 'Solana', 142.3, 4.1, 5),
];

const portfolio: Portfolio = {
  holdings: [
    {
      coinId: 'bitcoin',
      quantity: '0.75',
      costBasis: '30007.50',
      averageCost: '40010.0000000000',
      price: 64250.12,
      value: '48187.59',
      unrealizedPnl: '18180.09',
      unrealizedPnlPercent: 60.59,
    },
    {
      coinId: 'ethereum',
      quantity: '2',
      costBasis: '4000.00',
      averageCost: '2000.0000000000',
      price: 3120.5,
      value: '6241.00',
      unrealizedPnl: '2241.00',
      unrealizedPnlPercent: 56.03,
    },
  ],
  totalValue: '54428.59',
  totalCost: '34007.50',
  totalUnrealizedPnl: '20421.09',
  currency: 'USD',
};

const trade: Trade = {
  id: '019a0000-0000-7000-8000-000000000001',
  coinId: 'bitcoin',
  side: 'buy',
  quantity: '0.75',
  pricePerCoin: '40000',
  fee: '7.5',
  total: '30007.50',
  date: '2026-01-10',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

const chart = {
  id: 'bitcoin',
  days: '7',
  prices: [
    { time: 1763280000000, price: 62000 },
    { time: 1763884800000, price: 64250.12 },
  ],
};

function declareCryptoApi(overrides: Record<string, unknown> = {}) {
  declareSession();
  api.use({
    'GET /api/crypto/markets': () => markets,
    'GET /api/crypto/portfolio': () => portfolio,
    'GET /api/crypto/trades': () => [trade],
    'GET /api/crypto/coins/:id/chart': ({ params, query }) => ({ ...chart, id: params.id, days: query.get('days') }),
    ...overrides,
  } as Parameters<typeof api.use>[0]);
}

async function openCrypto(overrides: Record<string, unknown> = {}) {
  declareCryptoApi(overrides);
  const user = userEvent.setup();
  const view = renderWithProviders(<CryptoPage />, '/crypto');
  return { ...view, user };
}

describe('crypto page', () => {
  it('shows the portfolio, its holdings and the trades', async () => {
    await openCrypto();
    expect(await screen.findByTestId('portfolio-total-value')).toHaveTextContent('$54,428.59');
    expect(screen.getByTestId('portfolio-total-cost')).toHaveTextContent('$34,007.50');
    expect(screen.getByTestId('portfolio-pnl')).toHaveTextContent('$20,421.09');
    const bitcoin = screen.getByTestId('holding-bitcoin');
    expect(bitcoin).toHaveTextContent('Bitcoin');
    expect(bitcoin).toHaveTextContent('0.75 BTC');
    expect(bitcoin).toHaveTextContent('+60.59%');
    expect(await screen.findByText('Allocation')).toBeInTheDocument();
    const row = await screen.findByTestId(`trade-${trade.id}`);
    expect(row).toHaveTextContent('Buy');
    expect(row).toHaveTextContent('$30,007.50');
  });

  it('keeps US dollars but writes them, and dates, in the number and date formats chosen in settings', async () => {
    const { queryClient } = await openCrypto();
    // The signed-in gate loads the settings; a page rendered alone finds them in the cache.
    act(() => {
      queryClient.setQueryData(settingsKeys.settings, makeSettings({ numberFormat: 'de-DE', dateFormat: 'long' }));
    });
    expect(await screen.findByTestId('portfolio-total-value')).toHaveTextContent(/54\.428,59\s\$/);
    const bitcoin = screen.getByTestId('holding-bitcoin');
    expect(bitcoin).toHaveTextContent('0,75 BTC');
    expect(bitcoin).toHaveTextContent(/\+60,59\s%/);
    expect(await screen.findByTestId('market-row-solana')).toHaveTextContent(/142,30\s\$/);
    expect(screen.getByTestId('market-row-ethereum')).toHaveTextContent(/-1,26\s%/);
    await waitFor(() => expect(screen.getByTestId('crypto-chart')).toHaveTextContent(/64\.250,12\s\$/));
    const row = await screen.findByTestId(`trade-${trade.id}`);
    expect(row).toHaveTextContent(/January 10, 2026 · at 40\.000,00\s\$/);
    expect(row).toHaveTextContent(/30\.007,50\s\$/);
  });

  it('searches the market and charts the coin chosen', async () => {
    const { user } = await openCrypto();
    expect(await screen.findByTestId('market-row-solana')).toHaveTextContent('$142.30');
    expect(screen.getByTestId('market-row-ethereum')).toHaveTextContent('-1.26%');
    await user.type(screen.getByTestId('crypto-market-search'), 'sol');
    expect(screen.queryByTestId('market-row-bitcoin')).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('market-row-solana')).getByRole('button'));
    await waitFor(() => expect(within(screen.getByTestId('crypto-chart')).getByRole('heading')).toHaveTextContent('Solana'));
    await user.click(screen.getByTestId('chart-range-365'));
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/api/crypto/coins/solana/chart?days=365'))).toBe(true));
    await user.clear(screen.getByTestId('crypto-market-search'));
    await user.type(screen.getByTestId('crypto-market-search'), 'zzz');
    expect(screen.getByText('No coins match “zzz”')).toBeInTheDocument();
  });

  it('says plainly when prices are unavailable and keeps holdings and costs', async () => {
    const unpriced: Portfolio = {
      ...portfolio,
      holdings: portfolio.holdings.map((holding) => ({ ...holding, price: null, value: null, unrealizedPnl: null, unrealizedPnlPercent: null })),
      totalValue: null,
      totalUnrealizedPnl: null,
    };
    const down = () => failure(502, 'Crypto prices are unavailable right now. Please try again in a few minutes.', 'PRICES_UNAVAILABLE');
    await openCrypto({ 'GET /api/crypto/portfolio': () => unpriced, 'GET /api/crypto/markets': down, 'GET /api/crypto/coins/:id/chart': down });
    expect(await screen.findByTestId('portfolio-prices-missing')).toBeInTheDocument();
    expect(screen.getByTestId('portfolio-total-value')).toHaveTextContent('—');
    expect(screen.getByTestId('portfolio-total-cost')).toHaveTextContent('$34,007.50');
    // Without the market list, well-known coins still read by name rather than by their id.
    expect(screen.getByTestId('holding-bitcoin')).toHaveTextContent('Bitcoin');
    await waitFor(() => expect(screen.getAllByTestId('crypto-prices-unavailable')).toHaveLength(2), { timeout: 10_000 });
    expect(within(screen.getByTestId('crypto-chart')).getByRole('heading', { level: 2 })).toHaveTextContent('Bitcoin BTC');
  });

  it('checks the trade form, then records the trade once with an Idempotency-Key', async () => {
    let created: unknown = null;
    const { user } = await openCrypto({
      'POST /api/crypto/trades': ({ body }: { body: unknown }) => {
        created = body;
        return json(201, { ...trade, id: '019a0000-0000-7000-8000-000000000002' });
      },
    });
    await user.click(await screen.findByTestId('add-trade'));
    const form = await screen.findByTestId('trade-form');
    await user.clear(within(form).getByTestId('trade-coin'));
    await user.click(within(form).getByTestId('trade-submit'));
    expect(await within(form).findByText('Choose a coin')).toBeInTheDocument();
    expect(within(form).getByText('Quantity is required')).toBeInTheDocument();
    expect(within(form).getByText('Price per coin is required')).toBeInTheDocument();

    await user.type(within(form).getByTestId('trade-coin'), 'ethereum');
    await user.click(within(form).getByTestId('trade-side-sell'));
    await user.type(within(form).getByTestId('trade-quantity'), '0.0000000000000000001');
    await user.click(within(form).getByText('Use current price'));
    expect(within(form).getByTestId('trade-price')).toHaveValue('3120.5');
    await user.click(within(form).getByTestId('trade-submit'));
    expect(await within(form).findByText('Quantity must be a positive number with at most 18 decimal places')).toBeInTheDocument();

    await user.clear(within(form).getByTestId('trade-quantity'));
    await user.type(within(form).getByTestId('trade-quantity'), '1.5');
    await user.click(within(form).getByTestId('trade-submit'));
    await waitFor(() => expect(created).toMatchObject({ coinId: 'ethereum', side: 'sell', quantity: '1.5', pricePerCoin: '3120.5', fee: '0' }));
    const post = api.calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/crypto/trades'));
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('trade-form')).not.toBeInTheDocument());
  });

  it('takes the coin from the market list by ticker or name, and refuses one it does not list', async () => {
    const created: unknown[] = [];
    const { user } = await openCrypto({
      'POST /api/crypto/trades': ({ body }: { body: unknown }) => {
        created.push(body);
        return json(201, { ...trade, id: '019a0000-0000-7000-8000-000000000003' });
      },
    });
    await user.click(await screen.findByTestId('add-trade'));
    const form = await screen.findByTestId('trade-form');
    const options = [...within(form).getByTestId('trade-coin-options').querySelectorAll('option')].map((option) => option.value);
    expect(options).toEqual(['bitcoin', 'ethereum', 'solana', 'binancecoin']);
    await user.type(within(form).getByTestId('trade-quantity'), '1');
    await user.type(within(form).getByTestId('trade-price'), '100');
    const coin = within(form).getByTestId('trade-coin');
    await user.clear(coin);
    await user.type(coin, 'Solana Classic');
    await user.click(within(form).getByTestId('trade-submit'));
    expect(await within(form).findByText('Choose a coin from the list: its id, ticker or name, such as bitcoin, BTC or Bitcoin')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(coin);
    await user.type(coin, 'SOL');
    expect(within(form).getByText('Solana (SOL)', { ignore: 'option' })).toBeInTheDocument();
    await user.click(within(form).getByTestId('trade-submit'));
    await waitFor(() => expect(created).toEqual([expect.objectContaining({ coinId: 'solana' })]));
  });

  it('offers the coins known offline when the market list cannot be had', async () => {
    const down = () => failure(502, 'Crypto prices are unavailable right now. Please try again in a few minutes.', 'PRICES_UNAVAILABLE');
    const { user } = await openCrypto({ 'GET /api/crypto/markets': down, 'GET /api/crypto/coins/:id/chart': down });
    await user.click(await screen.findByTestId('add-trade'));
    const form = await screen.findByTestId('trade-form');
    const options = [...within(form).getByTestId('trade-coin-options').querySelectorAll('option')].map((option) => option.value);
    expect(options).toEqual(['bitcoin', 'ethereum', 'binancecoin']);
    await user.clear(within(form).getByTestId('trade-coin'));
    await user.type(within(form).getByTestId('trade-coin'), 'eth');
    expect(within(form).getByText('Ethereum (ETH)', { ignore: 'option' })).toBeInTheDocument();
  });

  it('keeps the allocation at 100% when a holding is of a coin nobody prices', async () => {
    // A trade recorded as "BTC" before coins came from the market list: it has no price.
    const withBadCoin: Portfolio = {
      ...portfolio,
      holdings: [
        ...portfolio.holdings,
        { coinId: 'btc', quantity: '1', costBasis: '50000.00', averageCost: '50000.0000000000', price: null, value: null, unrealizedPnl: null, unrealizedPnlPercent: null },
      ],
      totalValue: null,
      totalUnrealizedPnl: null,
    };
    await openCrypto({ 'GET /api/crypto/portfolio': () => withBadCoin });
    expect(await screen.findByText('Allocation')).toBeInTheDocument();
    const shares = await screen.findAllByText(/%$/, { selector: 'li span.tabular-nums' });
    expect(shares.map((share) => share.textContent)).toEqual(['88.5%', '11.5%']);
  });

  it('dates a new trade today in the account’s zone, not the browser’s', async () => {
    // The browser reads UTC; the account lives in Kiritimati (UTC+14), already on the next day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:30:00Z'));
    try {
      const { queryClient, user } = await openCrypto();
      await user.click(await screen.findByTestId('add-trade'));
      const form = await screen.findByTestId('trade-form');
      // The account's settings may arrive after the form opens; the date follows them.
      act(() => {
        queryClient.setQueryData(settingsKeys.settings, makeSettings({ timezone: 'Pacific/Kiritimati' }));
      });
      await waitFor(() => expect(within(form).getByTestId('trade-date')).toHaveValue('2026-11-24'));
      expect(within(form).getByTestId('trade-date')).toHaveAttribute('max', '2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s refusal of a sale beyond holdings on the quantity field', async () => {
    const message = 'You cannot sell more bitcoin than you held on that date';
    const { user } = await openCrypto({
      'POST /api/crypto/trades': () => failure(400, message, 'HOLDINGS_NEGATIVE', { fieldErrors: { quantity: message } }),
    });
    await user.click(await screen.findByTestId('add-trade'));
    const form = await screen.findByTestId('trade-form');
    await user.click(within(form).getByTestId('trade-side-sell'));
    await user.type(within(form).getByTestId('trade-quantity'), '5');
    await user.type(within(form).getByTestId('trade-price'), '60000');
    await user.click(within(form).getByTestId('trade-submit'));
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });

  it('deletes a trade after asking', async () => {
    let deleted = '';
    const { user } = await openCrypto({
      'DELETE /api/crypto/trades/:id': ({ params }: { params: Record<string, string> }) => {
        deleted = params.id ?? '';
        return new Response(null, { status: 204 });
      },
    });
    const row = await screen.findByTestId(`trade-${trade.id}`);
    await user.click(within(row).getByRole('button', { name: 'Delete trade' }));
    // The question names the coin as people know it, not by its id.
    expect(await screen.findByTestId('delete-trade-dialog')).toHaveTextContent(/The Bitcoin trade of/);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(trade.id));
  });
});
