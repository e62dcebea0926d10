import { afterAll, describe, expect, it } from 'vitest';
import { createCoinMarket } from '../../../src/server/shared/coin-market';
import { startFakeCoinGecko } from '../support/fake-coingecko';

const coinGecko = await startFakeCoinGecko();
afterAll(() => coinGecko.close());

describe('the price source’s log during a CoinGecko outage', () => {
  it('says once that CoinGecko cannot be reached and once that it answers again', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const warnings: string[] = [];
    const notes: string[] = [];
    const market = createCoinMarket({
      baseUrl: coinGecko.url,
      now: () => now,
      log: { warn: (message: string) => warnings.push(message), info: (message: string) => notes.push(message) },
    });
    await market.prices(['bitcoin']);
    coinGecko.failing = true;
    // 25 minutes without CoinGecko, asked every 20 seconds by the widget, the market list and a chart.
    for (let second = 0; second < 25 * 60; second += 20) {
      now += 20_000;
      await market.prices(['bitcoin', 'ethereum']).catch(() => undefined);
      await market.markets().catch(() => undefined);
      await market.chart('bitcoin', '7').catch(() => undefined);
    }
    expect(coinGecko.callsTo('/coins/markets')).toBeGreaterThan(50);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('CoinGecko cannot be reached');
    expect(warnings[0]).not.toContain('\n');
    expect(notes).toEqual([]);

    coinGecko.failing = false;
    now += 20_000;
    await market.prices(['bitcoin']);
    await market.markets();
    expect(warnings).toHaveLength(1);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('CoinGecko answers again');
  });
});
