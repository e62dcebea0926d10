import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CryptoPriceWidget } from '@/components/layout/crypto-price-widget';
import { settingsKeys } from '@/lib/settings';
import { api, json, renderWithProviders, stubSession } from '../../app/support';
import { makeSettings } from '../../support/fixtures';

const coin = (id: string, symbol: string, price: number, change: number) => ({
  id,
  symbol,
  name: id,
  current_price: price,
  price_change_24h: (price * change) / 100,
  price_change_percentage_24h: change,
  market_cap: 1_000_000,
  total_volume: 50_000,
  last_updated: '2026-11-23T09:59:12.512Z',
});

function renderWidget(prices: () => unknown) {
  stubSession();
  api.use({ 'GET /api/crypto/prices': prices });
  return renderWithProviders(<CryptoPriceWidget />);
}

describe('the Live Crypto widget', () => {
  it("shows 'Crypto Prices' with three placeholder rows while loading", () => {
    renderWidget(() => new Promise<never>(() => undefined));
    expect(screen.getByText('Crypto Prices')).toBeInTheDocument();
    expect(screen.getByTestId('crypto-widget-loading').children).toHaveLength(3);
  });

  it('shows BTC, ETH and BNB at whole-dollar prices, rising changes in green', async () => {
    const { location } = renderWidget(() => [coin('bitcoin', 'btc', 64250.12, 2.345), coin('ethereum', 'eth', 3120.5, 0.04), coin('binancecoin', 'bnb', 598.4, 0.5)]);
    const btc = await screen.findByTestId('crypto-price-btc');
    expect(btc).toHaveTextContent('BTC');
    expect(btc).toHaveTextContent('$64,250');
    expect(btc).not.toHaveTextContent('64,250.12');
    const change = within(btc).getByText('+2.3%');
    expect(change).toHaveClass('text-success');
    expect(screen.getByTestId('crypto-price-eth')).toHaveTextContent('$3,121');
    expect(screen.getByTestId('crypto-price-bnb')).toHaveTextContent('+0.5%');
    expect(screen.getByText('Live Crypto').closest('a')).toHaveAttribute('href', '/crypto');
    expect(location.history).toEqual(['/']);
    expect(api.calls.find((call) => call.url.includes('/api/crypto/prices'))?.url).toContain('ids=bitcoin,ethereum,binancecoin');
  });

  it('keeps US dollars but writes them in the number format chosen in settings', async () => {
    const { queryClient } = renderWidget(() => [coin('bitcoin', 'btc', 64250.12, 2.345)]);
    queryClient.setQueryData(settingsKeys.settings, makeSettings({ numberFormat: 'de-DE' }));
    const btc = await screen.findByTestId('crypto-price-btc');
    await waitFor(() => expect(btc).toHaveTextContent(/64\.250\s\$/));
    expect(btc).toHaveTextContent(/\+2,3\s%/);
  });

  it('shows falling changes in red with one decimal', async () => {
    renderWidget(() => [coin('ethereum', 'eth', 3120.5, -1.26)]);
    const change = await screen.findByText('-1.3%');
    expect(change).toHaveClass('text-destructive');
    expect(change).toHaveAttribute('data-trend', 'down');
  });

  it("says 'Unable to load prices' when the server cannot answer", async () => {
    renderWidget(() => json(502, { message: 'Crypto prices are unavailable right now. Please try again in a few minutes.', code: 'PRICES_UNAVAILABLE' }));
    expect(await screen.findByText('Unable to load prices', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Crypto Prices')).not.toBeInTheDocument();
  });

  it("says 'No data available' for an empty list", async () => {
    renderWidget(() => []);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('asks again every 60 seconds', async () => {
    const { queryClient } = renderWidget(() => []);
    await screen.findByText('No data available');
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['/api/crypto/prices'] })).toHaveLength(1));
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['/api/crypto/prices'] });
    expect(query?.options).toMatchObject({ refetchInterval: 60_000 });
  });
});
