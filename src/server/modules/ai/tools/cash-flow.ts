import { and, eq } from 'drizzle-orm';
import type { CashFlowAffordability, CashFlowToolResult } from '../../../../domain/ai/ai-tool-results';
import { cashFlowToolInput, type CashFlowToolInput } from '../../../../domain/ai/ai-tool-inputs';
import { affordabilityOn, bestMatch, signedMinor } from '../../../../domain/cash-flow/affordability';
import { cashFlowDays, type CashFlow } from '../../../../domain/cash-flow/cash-flow';
import { monthEnd } from '../../../../domain/cash-flow/timeline';
import { convertMinor } from '../../../../domain/currency/exchange-rate-math';
import { goalProgress } from '../../../../domain/goals/goals';
import { addDays, daysBetween, type IsoDate } from '../../../../domain/shared/dates';
import { formatMinor } from '../../../../domain/shared/money';
import { financialGoals } from '../../../db/schema/index';
import { cashFlowFor, ratesInto } from '../../../shared/cash-flow';
import { loadTimelineRows, readingWindow } from '../../../shared/cash-flow-entries';
import { defineTool, type ToolContext } from './tool';

/** Days from today through `last`, within what the timeline covers. */
const daysThrough = (today: IsoDate, last: IsoDate) => Math.min(Math.max(daysBetween(today, last) + 1, 1), cashFlowDays.max);

function windowDays(context: ToolContext, input: CashFlowToolInput): number {
  if (input.days) return input.days;
  if (input.until) return daysThrough(context.today, input.until);
  return daysThrough(context.today, monthEnd(context.today));
}

function summary(flow: CashFlow): CashFlowToolResult {
  const items = flow.days.flatMap((day) => day.items.map((item) => ({ date: day.date, kind: item.kind, title: item.title, amount: item.amount, overdue: item.overdue })));
  const total = (field: 'income' | 'bills' | 'events' | 'goals') =>
    formatMinor(
      flow.days.reduce((sum, day) => sum + signedMinor(day[field], flow.currency), 0n),
      flow.currency,
    );
  return {
    currency: flow.currency,
    from: flow.from,
    to: flow.to,
    startingBalance: flow.startingBalance,
    endingBalance: flow.endingBalance,
    threshold: flow.threshold,
    lowest: flow.lowest,
    lowDays: flow.lowDays,
    unconverted: flow.unconverted,
    totals: { income: total('income'), bills: total('bills'), events: total('events'), goals: total('goals') },
    // A model reads the first hundred; the totals above count them all.
    items: items.slice(0, 100),
  };
}

/** The window asked, or through the end of the month of `date`; long enough to reach `date` either way. */
const reaching = (context: ToolContext, days: number | null, date: IsoDate) => Math.max(days ?? daysThrough(context.today, monthEnd(date)), daysThrough(context.today, date));

interface Candidate {
  kind: 'event' | 'goal';
  id: string;
  title: string;
}

/** Upcoming costed events of the user's groups (soonest first), then the user's active goals. */
async function candidatesFor(context: ToolContext): Promise<Candidate[]> {
  const [eventRows, goalRows] = await Promise.all([
    loadTimelineRows(context.db, context.userId, readingWindow(cashFlowDays.max, context.now)),
    context.db
      .select({ id: financialGoals.id, title: financialGoals.title })
      .from(financialGoals)
      .where(and(eq(financialGoals.userId, context.userId), eq(financialGoals.status, 'active'))),
  ]);
  const events = (eventRows?.events ?? [])
    .sort((a, b) => a.event.startAt.getTime() - b.event.startAt.getTime())
    .map((row) => ({ kind: 'event' as const, id: row.event.id, title: row.event.title }));
  return [...events, ...goalRows.map((goal) => ({ kind: 'goal' as const, ...goal }))];
}

const options = (context: ToolContext) => ({ rates: context.rates ?? null });

async function eventAffordability(context: ToolContext, candidate: Candidate, days: number | null): Promise<{ flow: CashFlow; affordability: CashFlowAffordability | null }> {
  const ahead = await cashFlowFor(context.db, context.userId, cashFlowDays.max, { ...options(context), assumeGoing: candidate.id });
  const day = ahead.days.find((entry) => entry.items.some((item) => item.eventId === candidate.id));
  const item = day?.items.find((entry) => entry.eventId === candidate.id);
  if (!day || !item)
    return { flow: await cashFlowFor(context.db, context.userId, days ?? daysThrough(context.today, monthEnd(context.today)), options(context)), affordability: null };
  const flow = await cashFlowFor(context.db, context.userId, reaching(context, days, day.date), { ...options(context), assumeGoing: candidate.id });
  const costMinor = -signedMinor(item.amount, flow.currency);
  const figures = affordabilityOn(flow, day.date, costMinor, true);
  const going = (await cashFlowFor(context.db, context.userId, daysThrough(context.today, day.date), options(context))).days.some((entry) =>
    entry.items.some((other) => other.eventId === candidate.id && other.occurrenceStart === item.occurrenceStart),
  );
  return { flow, affordability: describe(flow, { kind: 'event', title: item.title, date: day.date, costMinor, going }, figures) };
}

async function goalAffordability(context: ToolContext, candidate: Candidate, days: number | null): Promise<{ flow: CashFlow; affordability: CashFlowAffordability | null }> {
  const [goal] = await context.db
    .select()
    .from(financialGoals)
    .where(and(eq(financialGoals.id, candidate.id), eq(financialGoals.userId, context.userId)));
  const last = addDays(context.today, cashFlowDays.max - 1);
  const deadline = !goal ? context.today : goal.targetDate < context.today ? context.today : goal.targetDate > last ? last : goal.targetDate;
  const flow = await cashFlowFor(context.db, context.userId, reaching(context, days, deadline), { ...options(context), leaveOutGoal: candidate.id });
  if (!goal) return { flow, affordability: null };
  const remaining = goalProgress({ ...goal, today: context.today }).remainingMinor;
  let costMinor = remaining;
  if (goal.currency !== flow.currency) {
    const rate = context.rates ? (await ratesInto(context.rates, [goal.currency], flow.currency)).get(goal.currency) : null;
    if (!rate) return { flow: { ...flow, unconverted: [...new Set([...flow.unconverted, goal.currency])].sort() }, affordability: null };
    costMinor = convertMinor(remaining, rate, goal.currency, flow.currency);
  }
  const figures = affordabilityOn(flow, deadline, costMinor, false);
  return { flow, affordability: describe(flow, { kind: 'goal', title: goal.title, date: deadline, costMinor, going: null }, figures) };
}

function describe(
  flow: CashFlow,
  found: { kind: 'event' | 'goal'; title: string; date: IsoDate; costMinor: bigint; going: boolean | null },
  figures: ReturnType<typeof affordabilityOn>,
): CashFlowAffordability {
  const money = (minor: bigint) => formatMinor(minor, flow.currency);
  return {
    kind: found.kind,
    title: found.title,
    date: found.date,
    cost: money(found.costMinor),
    balanceBefore: money(figures.balanceBeforeMinor),
    balanceAfter: money(figures.balanceAfterMinor),
    lowestAfter: money(figures.lowestAfterMinor),
    affordable: figures.affordable,
    going: found.going,
  };
}

export const cashFlowTool = defineTool({
  name: 'cash_flow',
  description:
    'The user’s projected balance day by day from today (the cash-flow timeline): today’s cash on hand, expected income and bills from recurring schedules, their share of events they are going to, and planned goal contributions; the balance at the end of the period, the lowest point, the days below their warning level, and every item counted. With `about` (words naming an upcoming event with a cost or a goal, e.g. "Lisbon trip"), it also answers whether that is affordable: the projected balance just before it, its cost and whether the balance stays above the warning level after it.',
  input: cashFlowToolInput,
  async run(context, input): Promise<CashFlowToolResult> {
    const asked = input.days || input.until ? windowDays(context, input) : null;
    if (input.about) {
      const candidate = bestMatch(input.about, await candidatesFor(context));
      if (candidate) {
        const { flow, affordability } = candidate.kind === 'event' ? await eventAffordability(context, candidate, asked) : await goalAffordability(context, candidate, asked);
        return { ...summary(flow), affordability };
      }
    }
    const flow = await cashFlowFor(context.db, context.userId, asked ?? windowDays(context, input), options(context));
    return input.about ? { ...summary(flow), affordability: null } : summary(flow);
  },
});
