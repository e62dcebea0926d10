import { describe, expect, it } from 'vitest';
import type {
  AffordByDateResult,
  BudgetRuleResult,
  CryptoHoldingItem,
  CryptoHoldingsResult,
  GroupBalancesResult,
  IncomeVsExpensesResult,
} from '../../../../src/domain/ai/ai-tool-results';
import { affordByDate } from '../../../../src/domain/ai/affordability';
import { composeAnswer } from '../../../../src/domain/ai/analyst/compose';
import { formatMoney } from '../../../../src/domain/shared/money';
import { day, fill, percent, signedMoney, table, unitPrice, userText } from '../../../../src/domain/ai/analyst/format';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import { toolCallsFor } from '../../../../src/domain/ai/analyst/plans';
import { understandQuestion } from '../../../../src/domain/ai/analyst/understand';
import { languageCodes } from '../../../../src/domain/shared/languages';

const today = '2026-05-20';
const english = { phrases: languagePacks.en.phrases, locale: 'en', today };

const flows = (balance: string, kept: string, source: 'transactions' | 'settings' = 'transactions'): IncomeVsExpensesResult => ({
  currency: 'USD',
  balance,
  typicalMonth: { source, months: 3, income: '1000.00', expenses: '1000.00', kept, savingsRate: 10 },
  months: [{ month: '2026-05', income: '500.00', expenses: '450.00', net: '50.00', savingsRate: 10 }],
});

describe('affordability answers', () => {
  const question = understandQuestion('Can I afford 1000 in 3 months?', 'en', today);
  /** What the afford_by_date tool answers for cash on hand and a typical month's savings. */
  const affordability = (balance: string, kept: string): AffordByDateResult => {
    const result = affordByDate({ amountMinor: 100000n, by: '2026-08-20', today, balanceMinor: BigInt(Number(balance) * 100), monthlyKeptMinor: BigInt(Number(kept) * 100) });
    const money = (value: bigint) => (Number(value) / 100).toFixed(2);
    return {
      currency: 'USD',
      amount: '1000.00',
      by: '2026-08-20',
      balance,
      monthlyKept: kept,
      months: result.months,
      projected: money(result.projectedMinor),
      affordable: result.affordable,
      shortfall: money(result.shortfallMinor),
      perMonth: money(result.perMonthMinor),
    };
  };

  it('reads the question into one affordability check at the date', () => {
    expect(toolCallsFor(question, today)).toEqual([{ tool: 'afford_by_date', input: { amount: '1000', by: '2026-08-20' } }]);
  });

  it('says yes when cash on hand plus what is kept each month covers it by then', () => {
    expect(composeAnswer(question, [affordability('800.00', '100.00')], english)).toBe(
      'Yes. With $800.00 on hand and about $100.00 kept each month, you should have about **$1,100.00** by Aug 20, 2026, enough for $1,000.00.',
    );
  });

  it('says how much to set aside each month when the pace falls short', () => {
    expect(composeAnswer(question, [affordability('100.00', '50.00')], english)).toBe(
      'Not at your current pace: by Aug 20, 2026 you would have about **$250.00**, $750.00 short of $1,000.00. Setting aside **$300.00** a month from now would get you there.',
    );
  });

  it('asks for the amount and the date when either is missing, reading nothing', () => {
    const vague = understandQuestion('Can I afford 500?', 'en', today);
    expect(toolCallsFor(vague, today)).toEqual([]);
    expect(composeAnswer(vague, [], english)).toBe(languagePacks.en.phrases.affordAsk);
  });
});

describe('50/30/20 advice', () => {
  const rule = (lines: [string, string, string][]): BudgetRuleResult => ({
    currency: 'USD',
    from: '2026-03',
    to: '2026-05',
    months: 3,
    typicalMonth: true,
    income: '1000.00',
    incomeSource: 'transactions',
    lines: (['needs', 'wants', 'savings'] as const).map((bucket, index) => ({
      bucket,
      targetPercent: [50, 30, 20][index]!,
      target: lines[index]![0],
      actual: lines[index]![1],
      actualPercent: null,
      gap: lines[index]![2],
    })),
  });

  it('names each bucket off target and by how much', () => {
    const answer = composeAnswer(
      understandQuestion('50/30/20', 'en', today),
      [
        rule([
          ['500.00', '450.00', '-50.00'],
          ['300.00', '420.00', '120.00'],
          ['200.00', '80.00', '120.00'],
        ]),
      ],
      english,
    );
    expect(answer).toContain('- Wants are **$120.00** a month over target');
    expect(answer).toContain('- Save **$120.00** more a month to reach 20%.');
    expect(answer).not.toContain('Needs are');
  });

  it('names the typical month AI insights use when asked without a period', () => {
    const answer = composeAnswer(
      understandQuestion('Check my budget with the 50/30/20 rule', 'en', today),
      [
        rule([
          ['500.00', '400.00', '-100.00'],
          ['300.00', '300.00', '0.00'],
          ['200.00', '300.00', '-100.00'],
        ]),
      ],
      english,
    );
    expect(answer).toContain('50/30/20 check over the last 3 months, as a monthly average on income of **$1,000.00**:');
    const fromSettings = composeAnswer(
      understandQuestion('budget', 'en', today),
      [
        {
          ...rule([
            ['500.00', '400.00', '-100.00'],
            ['300.00', '300.00', '0.00'],
            ['200.00', '300.00', '-100.00'],
          ]),
          incomeSource: 'settings',
        },
      ],
      english,
    );
    expect(fromSettings).toContain('50/30/20 check in a typical month from your settings');
    expect(fromSettings).toContain(languagePacks.en.phrases.fromSettings);
  });

  it('asks the tool for the months a period covers, and for the typical month without one', () => {
    const plan = (question: string) => toolCallsFor(understandQuestion(question, 'en', today), today)[0]?.input;
    expect(plan('Check my budget with the 50/30/20 rule')).toEqual({});
    expect(plan('50/30/20 this month')).toEqual({ months: 1, to: '2026-05' });
    expect(plan('50/30/20 last month')).toEqual({ months: 1, to: '2026-04' });
    expect(plan('50/30/20 in the last 6 months')).toEqual({ months: 6, to: '2026-05' });
    expect(plan('50/30/20 this year')).toEqual({ months: 5, to: '2026-05' });
  });

  it('congratulates when every bucket is on target', () => {
    const answer = composeAnswer(
      understandQuestion('budget', 'en', today),
      [
        rule([
          ['500.00', '400.00', '-100.00'],
          ['300.00', '300.00', '0.00'],
          ['200.00', '300.00', '-100.00'],
        ]),
      ],
      english,
    );
    expect(answer).toContain('You are within all three targets. Well done!');
  });
});

describe('savings rate answers', () => {
  it('gives the typical month AI insights show when no period is named, and says which', () => {
    const answer = composeAnswer(understandQuestion('What is my savings rate?', 'en', today), [flows('0.00', '100.00')], english);
    expect(answer).toContain('Your savings rate over the last 3 months is **10%**: in a typical month you earned $1,000.00, spent $1,000.00 and kept $100.00.');
    const fromSettings = composeAnswer(understandQuestion('What is my savings rate?', 'en', today), [flows('0.00', '100.00', 'settings')], english);
    expect(fromSettings).toContain('Your savings rate in a typical month from your settings is **10%**');
    expect(fromSettings).toContain(languagePacks.en.phrases.fromSettings);
  });

  it('answers for the month named', () => {
    const answer = composeAnswer(understandQuestion('What is my savings rate this month?', 'en', today), [flows('0.00', '100.00')], english);
    expect(answer).toContain('Your savings rate this month is **10%**: you earned $500.00, spent $450.00 and kept $50.00.');
  });
});

describe('group answers', () => {
  it('says who pays whom, and who is settled', () => {
    const result: GroupBalancesResult = {
      groups: [
        { id: 'g1', group: 'Trip', currency: 'EUR', balance: '-25.50', youPay: [{ to: 'Bo Ray', amount: '25.50' }], youReceive: [] },
        { id: 'g2', group: 'Flat', currency: 'USD', balance: '0.00', youPay: [], youReceive: [] },
      ],
    };
    expect(composeAnswer(understandQuestion('What do I owe?', 'en', today), [result], english)).toBe(
      '**Trip**: you owe **€25.50**.\n- Pay Bo Ray €25.50\n\n**Flat**: you are settled up.',
    );
  });
});

const bitcoin: CryptoHoldingItem = {
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'btc',
  quantity: '0.75',
  averageCost: '40010',
  cost: '30007.50',
  price: '64250.12',
  value: '48187.59',
  gain: '18180.09',
  gainPercent: 60.59,
};
const shiba: CryptoHoldingItem = {
  coinId: 'shiba-inu',
  name: 'Shiba Inu',
  symbol: 'shib',
  quantity: '1000000',
  averageCost: '0.00002',
  cost: '20.00',
  price: '0.00001723',
  value: '17.23',
  gain: '-2.77',
  gainPercent: -13.85,
};
const holdings = (overrides: Partial<CryptoHoldingsResult> = {}): CryptoHoldingsResult => ({
  currency: 'USD',
  pricesAvailable: true,
  notice: null,
  holdings: [bitcoin, shiba],
  totalCost: '30027.50',
  totalValue: '48204.82',
  totalGain: '18177.32',
  totalGainPercent: 60.54,
  inUserCurrency: null,
  quotes: [],
  ...overrides,
});
const atCost = (coin: CryptoHoldingItem): CryptoHoldingItem => ({ ...coin, name: null, symbol: null, price: null, value: null, gain: null, gainPercent: null });
const offline = holdings({ pricesAvailable: false, notice: 'unavailable', holdings: [atCost(bitcoin), atCost(shiba)], totalValue: null, totalGain: null, totalGainPercent: null });
const ethereumQuote = { coinId: 'ethereum', name: 'Ethereum', symbol: 'eth', price: '3120.5', change24hPercent: -1.26 };

describe('crypto answers', () => {
  const question = understandQuestion('How is my crypto doing?', 'en', today);

  it('asks the crypto tool, with the coins a question names', () => {
    expect(toolCallsFor(question, today)).toEqual([{ tool: 'crypto_holdings', input: {} }]);
    expect(toolCallsFor(understandQuestion('What is my bitcoin worth?', 'en', today), today)).toEqual([{ tool: 'crypto_holdings', input: { coinIds: ['bitcoin'] } }]);
  });

  it('gives the value, what it cost, the gain and a line per coin', () => {
    expect(composeAnswer(question, [holdings()], english)).toBe(
      [
        'Your crypto is worth **$48,204.82** at current prices. You paid $30,027.50, so you are up **$18,177.32** (60.5%).',
        [
          '| Coin | Quantity | Average cost | Price | Value | Gain/loss |',
          '| --- | --- | --- | --- | --- | --- |',
          '| Bitcoin (BTC) | 0.75 | $40,010.00 | $64,250.12 | $48,187.59 | +$18,180.09 (+60.6%) |',
          '| Shiba Inu (SHIB) | 1,000,000 | $0.00002 | $0.00001723 | $17.23 | -$2.77 (-13.8%) |',
        ].join('\n'),
      ].join('\n\n'),
    );
  });

  it('shows the holdings at cost, and says so, when prices are unavailable', () => {
    expect(composeAnswer(question, [offline], english)).toBe(
      [
        'Live prices are unavailable right now, so your holdings are shown at cost.',
        'Your crypto cost **$30,027.50** in total.',
        [
          '| Coin | Quantity | Average cost | Cost |',
          '| --- | --- | --- | --- |',
          '| bitcoin | 0.75 | $40,010.00 | $30,007.50 |',
          '| shiba-inu | 1,000,000 | $0.00002 | $20.00 |',
        ].join('\n'),
      ].join('\n\n'),
    );
  });

  it('quotes a coin asked about before the holdings', () => {
    const answer = composeAnswer(understandQuestion('Price of ethereum?', 'en', today), [holdings({ quotes: [ethereumQuote] })], english);
    expect(answer.startsWith('**Ethereum (ETH)** is at **$3,120.50** (-1.3% in 24 hours).\n\nYour crypto is worth')).toBe(true);
  });
});

describe.each(languageCodes)('crypto answers in %s', (language) => {
  const { phrases } = languagePacks[language];
  const locale = language === 'tl' ? 'fil' : language;
  const context = { phrases, locale, today };
  const usd = (decimal: string) => formatMoney(decimal, 'USD', locale);
  const question = understandQuestion(phrases.examples.at(-1)!, language, today);

  it('answers the example with the value, the gain and each coin', () => {
    const answer = composeAnswer(question, [holdings()], context);
    expect(answer).toContain(fill(phrases.cryptoUp, { value: usd('48204.82'), cost: usd('30027.50'), gain: usd('18177.32'), percent: percent(60.54, locale) }));
    for (const column of [phrases.columns.coin, phrases.columns.quantity, phrases.columns.averageCost, phrases.columns.price, phrases.columns.value, phrases.columns.gain])
      expect(answer).toContain(column);
    expect(answer).toContain('Bitcoin (BTC)');
    expect(answer).toContain(usd('48187.59'));
    expect(answer).toContain(unitPrice('0.00001723', 'USD', locale));
    expect(answer).toContain(signedMoney('-2.77', 'USD', locale));
  });

  it('says a loss as a loss', () => {
    const answer = composeAnswer(
      question,
      [holdings({ holdings: [bitcoin], totalCost: '30007.50', totalValue: '29507.50', totalGain: '-500.00', totalGainPercent: -1.67 })],
      context,
    );
    expect(answer).toContain(fill(phrases.cryptoDown, { value: usd('29507.50'), cost: usd('30007.50'), gain: usd('500.00'), percent: percent(1.67, locale) }));
  });

  it('adds the value in the user’s currency at the reference rate', () => {
    const answer = composeAnswer(question, [holdings({ inUserCurrency: { currency: 'THB', value: '1650000.00', rateDate: '2026-05-19' } })], context);
    expect(answer).toContain(fill(phrases.cryptoConverted, { amount: formatMoney('1650000.00', 'THB', locale), date: day('2026-05-19', locale) }));
  });

  it('says prices are unavailable and shows the holdings at cost', () => {
    const answer = composeAnswer(question, [offline], context);
    expect(answer).toContain(phrases.cryptoPricesUnavailable);
    expect(answer).toContain(fill(phrases.cryptoAtCost, { cost: usd('30027.50') }));
    expect(answer).toContain(usd('30007.50'));
    expect(answer).not.toContain(usd('48187.59'));
  });

  it('says when there is no crypto, with the price of a coin asked about', () => {
    expect(composeAnswer(question, [holdings({ holdings: [], totalCost: '0.00', totalValue: '0.00', totalGain: '0.00', totalGainPercent: null })], context)).toBe(phrases.noCrypto);
    const empty = holdings({ holdings: [], totalCost: '0.00', totalValue: '0.00', totalGain: '0.00', totalGainPercent: null, quotes: [ethereumQuote] });
    const quote = fill(phrases.cryptoQuote, {
      coin: 'Ethereum (ETH)',
      price: unitPrice('3120.5', 'USD', locale),
      change: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(-0.0126),
    });
    expect(composeAnswer(question, [empty], context)).toBe(`${quote}\n\n${phrases.noCrypto}`);
    const unavailable = { ...empty, pricesAvailable: false, quotes: [{ ...ethereumQuote, name: null, symbol: null, price: null, change24hPercent: null }] };
    expect(composeAnswer(question, [unavailable], context)).toBe(`${phrases.cryptoQuotesUnavailable}\n\n${phrases.noCrypto}`);
  });
});

describe('text people typed, in answers', () => {
  it('keeps its characters and loses its Markdown', () => {
    expect(userText('[Claim your refund](https://evil.example/phish)')).toBe('\\[Claim your refund\\](https://evil.example/phish)');
    expect(userText('![pixel](https://evil.example/p.png) **bold** <b>x</b>')).toBe('\\!\\[pixel\\](https://evil.example/p.png) \\*\\*bold\\*\\* \\<b\\>x\\</b\\>');
    expect(userText('- item\n# heading')).toBe('\\- item \\# heading');
    expect(userText('1. first')).toBe('1\\. first');
    expect(userText('Rent | May')).toBe('Rent \\| May');
    expect(table(['a'], [[userText('x|y')]])).toBe('| a |\n| --- |\n| x\\|y |');
  });
});

describe("the analyst's amounts", () => {
  it('keep a Latin currency symbol isolated in right-to-left Arabic', () => {
    expect(signedMoney('-3.05', 'USD', 'ar')).toContain('\u2068US$\u2069');
  });
});
