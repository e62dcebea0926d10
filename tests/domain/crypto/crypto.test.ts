import fc from 'fast-check';
import { knownCoins, matchCoin } from '../../../src/domain/crypto/crypto-coin-match';
import { describe, expect, it } from 'vitest';
import {
  createTradeInput,
  cryptoMessages,
  formatRatio,
  normaliseCoinIds,
  numberToDecimal,
  replayTrades,
  sumDecimals,
  tradeTotal,
  unitsToDecimal,
  valueHolding,
  type TradeLeg,
} from '../../../src/domain/crypto/crypto';

let next = 0;
function trade(fields: Partial<TradeLeg> & Pick<TradeLeg, 'side' | 'quantity'>): TradeLeg {
  next += 1;
  return { id: `t${next}`, coinId: 'bitcoin', pricePerCoin: '100', fee: '0', date: '2026-01-01', ...fields };
}

function holdingOf(trades: TradeLeg[], price: number | null = null) {
  const replay = replayTrades(trades);
  if (!replay.ok) throw new Error(`replay refused ${replay.tradeId}`);
  const position = replay.positions.get('bitcoin');
  if (!position) throw new Error('no position');
  return valueHolding(position, price);
}

describe('average cost basis', () => {
  it('adds what each purchase cost, fees included, to the cent', () => {
    const holding = holdingOf([
      trade({ side: 'buy', quantity: '0.5', pricePerCoin: '30000', fee: '10' }),
      trade({ side: 'buy', quantity: '0.25', pricePerCoin: '40000.1', fee: '0.05' }),
    ]);
    expect(holding).toMatchObject({ quantity: '0.75', costBasis: '25010.08' });
  });

  it('keeps the cost per coin when part is sold', () => {
    const holding = holdingOf([
      trade({ side: 'buy', quantity: '1', pricePerCoin: '100', date: '2026-01-01' }),
      trade({ side: 'buy', quantity: '1', pricePerCoin: '200', date: '2026-01-02' }),
      trade({ side: 'sell', quantity: '0.5', pricePerCoin: '900', fee: '3', date: '2026-01-03' }),
    ]);
    expect(holding).toMatchObject({ quantity: '1.5', costBasis: '225.00', averageCost: '150.0000000000' });
  });

  it('values the holding at the current price with the unrealised gain', () => {
    const holding = holdingOf([trade({ side: 'buy', quantity: '2', pricePerCoin: '100', fee: '0' })], 125.5);
    expect(holding).toMatchObject({ value: '251.00', unrealizedPnl: '51.00', unrealizedPnlPercent: 25.5 });
  });

  it('leaves value and gain empty without a price', () => {
    const holding = holdingOf([trade({ side: 'buy', quantity: '2' })], null);
    expect(holding).toMatchObject({ value: null, unrealizedPnl: null, unrealizedPnlPercent: null, costBasis: '200.00' });
  });

  it('refuses a sale of more than was held at that date, even if bought later', () => {
    const result = replayTrades([trade({ side: 'buy', quantity: '1', date: '2026-02-01' }), trade({ id: 'early-sale', side: 'sell', quantity: '0.1', date: '2026-01-15' })]);
    expect(result).toEqual({ ok: false, coinId: 'bitcoin', tradeId: 'early-sale' });
  });

  it('lets a coin be bought and sold on the same day in either order of entry', () => {
    const result = replayTrades([trade({ side: 'sell', quantity: '1' }), trade({ side: 'buy', quantity: '1' })]);
    expect(result.ok).toBe(true);
  });
});

const unitAmounts = fc.bigInt({ min: 1n, max: 10n ** 22n });
const cents = fc.bigInt({ min: 0n, max: 10n ** 9n });

describe('portfolio properties', () => {
  it('buys then sells of at most what is held never leave a negative holding', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), unitAmounts, fc.nat({ max: 100 })), { minLength: 1, maxLength: 30 }), (steps) => {
        const trades: TradeLeg[] = [];
        let held = 0n;
        steps.forEach(([buy, units, percent], index) => {
          const date = `2026-01-${String((index % 28) + 1).padStart(2, '0')}`;
          const sold = (held * BigInt(percent)) / 100n;
          const step = buy || sold === 0n ? { side: 'buy' as const, units } : { side: 'sell' as const, units: sold };
          held += step.side === 'buy' ? step.units : -step.units;
          trades.push(trade({ side: step.side, quantity: unitsToDecimal(step.units), date: `2026-${String(Math.floor(index / 28) + 1).padStart(2, '0')}-${date.slice(-2)}` }));
        });
        const replay = replayTrades(trades);
        expect(replay.ok).toBe(true);
        if (!replay.ok) return;
        const position = replay.positions.get('bitcoin');
        expect(position?.units).toBe(held);
        expect(position!.units >= 0n).toBe(true);
        expect(position!.cost.num >= 0n).toBe(true);
      }),
    );
  });

  it('a sale of more than is held is always refused', () => {
    fc.assert(
      fc.property(unitAmounts, unitAmounts, (bought, extra) => {
        const replay = replayTrades([
          trade({ side: 'buy', quantity: unitsToDecimal(bought), date: '2026-01-01' }),
          trade({ side: 'sell', quantity: unitsToDecimal(bought + extra), date: '2026-01-02' }),
        ]);
        expect(replay.ok).toBe(false);
      }),
    );
  });

  it('cost basis of purchases is exactly the sum of price × quantity + fee', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(unitAmounts, cents, cents), { minLength: 1, maxLength: 12 }), (buys) => {
        const trades = buys.map(([units, priceCents, feeCents]) =>
          trade({ side: 'buy', quantity: unitsToDecimal(units), pricePerCoin: formatRatio({ num: priceCents, den: 100n }, 2), fee: formatRatio({ num: feeCents, den: 100n }, 2) }),
        );
        // Integer arithmetic at 10^-20 dollars: quantity has 18 decimals, prices 2.
        const exact = buys.reduce((sum, [units, priceCents, feeCents]) => sum + units * priceCents + feeCents * 10n ** 18n, 0n);
        expect(holdingOf(trades).costBasis).toBe(formatRatio({ num: exact, den: 10n ** 20n }, 2));
      }),
    );
  });

  it('selling everything leaves no cost, and selling part keeps the cost per coin exactly', () => {
    fc.assert(
      fc.property(unitAmounts, cents, fc.bigInt({ min: 1n, max: 99n }), (units, priceCents, percent) => {
        const price = formatRatio({ num: priceCents, den: 100n }, 2);
        const sold = (units * percent) / 100n;
        const buy = trade({ side: 'buy', quantity: unitsToDecimal(units), pricePerCoin: price, date: '2026-01-01' });
        const all = replayTrades([buy, trade({ side: 'sell', quantity: unitsToDecimal(units), date: '2026-01-02' })]);
        expect(all.ok && all.positions.get('bitcoin')?.cost.num).toBe(0n);
        if (sold === 0n) return;
        const part = replayTrades([buy, trade({ side: 'sell', quantity: unitsToDecimal(sold), date: '2026-01-02' })]);
        if (!part.ok) throw new Error('refused');
        const cost = part.positions.get('bitcoin')!.cost;
        // cost / remaining units = price per unit, as exact fractions.
        expect(cost.num * 100n * 10n ** 18n).toBe(priceCents * (units - sold) * cost.den);
      }),
    );
  });
});

describe('decimal helpers', () => {
  it('reads market prices at the precision they were written', () => {
    expect(numberToDecimal(64250.12)).toBe('64250.12');
    expect(numberToDecimal(6.4e-7)).toBe('0.00000064');
    expect(numberToDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(numberToDecimal(0)).toBe('0');
  });

  it('rounds half away from zero', () => {
    expect(formatRatio({ num: 5n, den: 1000n }, 2)).toBe('0.01');
    expect(formatRatio({ num: -5n, den: 1000n }, 2)).toBe('-0.01');
    expect(formatRatio({ num: -4n, den: 1000n }, 2)).toBe('0.00');
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
  });

  it('states what a trade moved, to the cent', () => {
    expect(tradeTotal({ side: 'buy', quantity: '0.5', pricePerCoin: '30000', fee: '10' })).toBe('15010.00');
    expect(tradeTotal({ side: 'sell', quantity: '0.5', pricePerCoin: '30000', fee: '10' })).toBe('14990.00');
  });

  it('reads id lists in the order asked, once each', () => {
    expect(normaliseCoinIds(' Ethereum,bitcoin,,bitcoin ')).toEqual(['ethereum', 'bitcoin']);
  });
});

describe('trade input', () => {
  const valid = { coinId: 'bitcoin', side: 'buy', quantity: '0.000000000000000001', pricePerCoin: '64000', date: '2026-01-01' };

  it('accepts quantities to 18 decimals and defaults the fee to 0', () => {
    expect(createTradeInput.parse(valid)).toMatchObject({ quantity: '0.000000000000000001', fee: '0' });
  });

  it('names each bad field', () => {
    const result = createTradeInput.safeParse({ ...valid, quantity: '0.0000000000000000001', side: 'hold', pricePerCoin: '-1' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ quantity: cryptoMessages.invalidQuantity, side: cryptoMessages.sideRequired, pricePerCoin: cryptoMessages.invalidPrice });
  });

  it('refuses a zero quantity', () => {
    expect(createTradeInput.safeParse({ ...valid, quantity: '0' }).success).toBe(false);
  });
});

describe('the coin a person means', () => {
  const coins = [
    { id: 'bitcoin', symbol: 'btc', name: 'Bitcoin' },
    { id: 'tether', symbol: 'usdt', name: 'Tether' },
    { id: 'wrapped-bitcoin', symbol: 'wbtc', name: 'Wrapped Bitcoin' },
    { id: 'bitcoin-clone', symbol: 'btc', name: 'Bitcoin Clone' },
  ];
  it('is found by id, ticker or name, ignoring case; a shared ticker means the largest coin', () => {
    for (const text of ['bitcoin', 'BTC', 'btc', 'Bitcoin', ' BITCOIN ']) expect(matchCoin(text, coins)?.id).toBe('bitcoin');
    expect(matchCoin('Wrapped Bitcoin', coins)?.id).toBe('wrapped-bitcoin');
    expect(matchCoin('bitcoin-clone', coins)?.id).toBe('bitcoin-clone');
    expect(matchCoin('BTCX', coins)).toBeNull();
    expect(matchCoin('', coins)).toBeNull();
  });

  it('knows the widget’s coins without the market list', () => {
    expect(matchCoin('BNB', knownCoins)?.id).toBe('binancecoin');
    expect(matchCoin('Ethereum', knownCoins)?.id).toBe('ethereum');
  });
});
