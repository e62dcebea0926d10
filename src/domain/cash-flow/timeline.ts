import { addDays, monthStart, type IsoDate } from '../shared/dates';
import { formatMinor } from '../shared/money';
import type { CashFlow, CashFlowDay, CashFlowItem, CashFlowItemKind } from './cash-flow';

/** One expected movement, already in the account's currency, signed (income positive). */
export interface TimelineEntry {
  date: IsoDate;
  kind: CashFlowItemKind;
  amountMinor: bigint;
  item: Omit<CashFlowItem, 'kind' | 'amount'>;
}

export interface TimelineInput {
  currency: string;
  from: IsoDate;
  days: number;
  startingMinor: bigint;
  thresholdMinor: bigint;
  entries: readonly TimelineEntry[];
  unconverted: readonly string[];
}

const order: Record<CashFlowItemKind, number> = { income: 0, bill: 1, event: 2, goal: 3 };

/**
 * Every day of the window, today first, each ending on the previous day's balance plus its net.
 * Entries outside the window are ignored. The lowest point is the earliest day with the lowest
 * balance; a day is low when its balance is strictly below the threshold.
 */
export function buildTimeline({ currency, from, days, startingMinor, thresholdMinor, entries, unconverted }: TimelineInput): CashFlow {
  const to = addDays(from, days - 1);
  const byDate = new Map<IsoDate, TimelineEntry[]>();
  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    const onDay = byDate.get(entry.date);
    if (onDay) onDay.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  const money = (minor: bigint) => formatMinor(minor, currency);
  const result: CashFlowDay[] = [];
  let balance = startingMinor;
  let lowest = { date: from, balanceMinor: startingMinor, set: false };
  for (let index = 0; index < days; index += 1) {
    const date = addDays(from, index);
    const dayEntries = (byDate.get(date) ?? []).sort(
      (a, b) => order[a.kind] - order[b.kind] || Number(a.item.overdue) - Number(b.item.overdue) || a.item.title.localeCompare(b.item.title),
    );
    const sums: Record<CashFlowItemKind, bigint> = { income: 0n, bill: 0n, event: 0n, goal: 0n };
    for (const entry of dayEntries) sums[entry.kind] += entry.amountMinor;
    const net = sums.income + sums.bill + sums.event + sums.goal;
    balance += net;
    if (!lowest.set || balance < lowest.balanceMinor) lowest = { date, balanceMinor: balance, set: true };
    result.push({
      date,
      income: money(sums.income),
      bills: money(-sums.bill),
      events: money(-sums.event),
      goals: money(-sums.goal),
      net: money(net),
      balance: money(balance),
      low: balance < thresholdMinor,
      items: dayEntries.map(({ kind, amountMinor, item }) => ({
        // Written out rather than spread: ninety days of items are built on every request.
        kind,
        title: item.title,
        amount: money(amountMinor),
        originalAmount: item.originalAmount,
        originalCurrency: item.originalCurrency,
        overdue: item.overdue,
        scheduleId: item.scheduleId,
        eventId: item.eventId,
        occurrenceStart: item.occurrenceStart,
        goalId: item.goalId,
        link: item.link,
      })),
    });
  }
  return {
    currency,
    from,
    to,
    startingBalance: money(startingMinor),
    threshold: money(thresholdMinor),
    endingBalance: money(balance),
    days: result,
    lowDays: result.filter((day) => day.low).map((day) => day.date),
    lowest: { date: lowest.date, balance: money(lowest.balanceMinor) },
    unconverted: [...new Set(unconverted)].sort(),
  };
}

/**
 * The days a goal's monthly contribution is planned: the 1st of each month after today in the
 * window (today itself when it is the 1st), up to and including the month of the deadline.
 */
export function goalContributionDates(from: IsoDate, to: IsoDate, deadline: IsoDate): IsoDate[] {
  const last = monthStart(deadline) < to ? monthStart(deadline) : to;
  const dates: IsoDate[] = [];
  let first = monthStart(from);
  if (first < from) first = monthStart(addDays(first, 31));
  for (let date = first; date <= last; date = monthStart(addDays(date, 31))) dates.push(date);
  return dates;
}

/** The last day of the month `date` is in. */
export function monthEnd(date: IsoDate): IsoDate {
  return addDays(monthStart(addDays(monthStart(date), 31)), -1);
}
