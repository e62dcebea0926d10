import { cashFlowLinks, type CashFlow, type CashFlowItem } from '@domain/cash-flow/cash-flow';
import { addDays, type IsoDate } from '@domain/shared/dates';
import { minorToDecimal, toMinor } from '@domain/shared/money';
import { todayLocal } from '@/features/events/event-time';
import { api, failure } from './fake-api';
import { declareSession } from './session';

type ItemSeed = Pick<CashFlowItem, 'kind' | 'title' | 'amount'> & Partial<CashFlowItem>;

/** A timeline item with the link the server gives its kind. */
export function makeItem(date: IsoDate, seed: ItemSeed): CashFlowItem {
  const id = seed.scheduleId ?? seed.eventId ?? seed.goalId ?? `${seed.kind}-${seed.title.toLowerCase().replace(/\W+/g, '-')}`;
  const ids = {
    scheduleId: seed.kind === 'income' || seed.kind === 'bill' ? id : null,
    eventId: seed.kind === 'event' ? id : null,
    goalId: seed.kind === 'goal' ? id : null,
  };
  const link = seed.kind === 'event' ? cashFlowLinks.event(id, date, seed.occurrenceStart ?? null) : seed.kind === 'goal' ? cashFlowLinks.goal(id) : cashFlowLinks.schedule(id);
  return { originalAmount: null, originalCurrency: null, overdue: false, occurrenceStart: null, link, ...ids, ...seed };
}

const decimal = (cents: bigint) => (cents < 0n ? `-${minorToDecimal(-cents, 2)}` : minorToDecimal(cents, 2));
/** Signed amounts in cents (the shared reader takes unsigned ones). */
const minor = (amount: string) => (amount.startsWith('-') ? -(toMinor(amount.slice(1), 'EUR') ?? 0n) : (toMinor(amount, 'EUR') ?? 0n));

/**
 * A timeline as the server computes it, in EUR from today (UTC): `items` by day offset, each
 * day's sums and closing balance, the low days under `threshold`, and the lowest point.
 */
export function makeCashFlow({
  days = 90,
  startingBalance = '1000.00',
  threshold = '0.00',
  items = {},
  unconverted = [],
}: { days?: number; startingBalance?: string; threshold?: string; items?: Record<number, ItemSeed[]>; unconverted?: string[] } = {}): CashFlow {
  const from = todayLocal('UTC');
  let balance = minor(startingBalance);
  const list = Array.from({ length: days }, (_, offset) => {
    const date = addDays(from, offset);
    const dayItems = (items[offset] ?? []).map((seed) => makeItem(date, seed));
    const sum = (kind: CashFlowItem['kind']) => dayItems.filter((item) => item.kind === kind).reduce((total, item) => total + minor(item.amount), 0n);
    const net = dayItems.reduce((total, item) => total + minor(item.amount), 0n);
    balance += net;
    return {
      date,
      income: decimal(sum('income')),
      bills: decimal(-sum('bill')),
      events: decimal(-sum('event')),
      goals: decimal(-sum('goal')),
      net: decimal(net),
      balance: decimal(balance),
      low: balance < minor(threshold),
      items: dayItems,
    };
  });
  const lowest = list.reduce((low, day) => (minor(day.balance) < minor(low.balance) ? day : low), list[0]!);
  return {
    currency: 'EUR',
    from,
    to: list[list.length - 1]!.date,
    startingBalance,
    threshold,
    endingBalance: list[list.length - 1]!.balance,
    days: list,
    lowDays: list.filter((day) => day.low).map((day) => day.date),
    lowest: { date: lowest.date, balance: lowest.balance },
    unconverted,
  };
}

/** A signed-in session whose timeline is `flow` for any window, with a threshold that saves. */
export function declareCashFlowApi(flow: CashFlow | ((days: number) => CashFlow)) {
  const session = declareSession({ preferences: { theme: 'light', hasCompletedOnboarding: true, language: 'en' } });
  let threshold: string | null = null;
  api.use({
    'GET /api/cash-flow': ({ query }) => {
      const answer = typeof flow === 'function' ? flow(Number(query.get('days') ?? 90)) : flow;
      return threshold === null ? answer : { ...answer, threshold };
    },
    'PUT /api/cash-flow/threshold': ({ body }) => {
      const amount = String((body as { amount: string }).amount);
      if (!/^-?\d+(\.\d{1,2})?$/.test(amount)) return failure(400, 'Enter a valid amount', 'VALIDATION_FAILED', { fieldErrors: { amount: 'Enter a valid amount' } });
      threshold = decimal(minor(amount));
      return { threshold };
    },
  });
  return session;
}
