import { z } from 'zod';
import { addDays, addMonths, monthStart, type IsoDate } from '../shared/dates';

/**
 * Where the rows behind an answer's figures are in the app: money tracking filtered to exactly
 * the transactions a figure adds up, a goal, a group's balances, the calendar, the cash-flow
 * timeline, crypto or AI insights. Each is one of the app's own screens, with the filters a
 * person would set by hand.
 */
export const answerSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('transactions'),
    from: z.string().optional(),
    to: z.string().optional(),
    type: z.enum(['income', 'expense', 'transfer']).optional(),
    category: z.string().optional(),
    q: z.string().optional().meta({ description: 'Words of the descriptions, such as a payee' }),
  }),
  z.object({ kind: z.literal('goals'), goalId: z.string().optional(), title: z.string().optional() }),
  z.object({ kind: z.literal('groups'), groupId: z.string().optional(), name: z.string().optional() }),
  z.object({ kind: z.literal('calendar') }),
  z.object({ kind: z.literal('cashFlow') }),
  z.object({ kind: z.literal('crypto') }),
  z.object({ kind: z.literal('insights') }),
]);
export type AnswerSource = z.infer<typeof answerSourceSchema>;
export type TransactionsSource = Extract<AnswerSource, { kind: 'transactions' }>;

/** A tool call as it ran: its name and its validated input. */
export interface ToolCallRecord {
  name: string;
  input: Record<string, unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const flow = (value: unknown): TransactionsSource['type'] => (value === 'income' || value === 'expense' || value === 'transfer' ? value : undefined);

function transactions(from: IsoDate | undefined, to: IsoDate | undefined, input: Record<string, unknown>): TransactionsSource {
  const type = flow(input.type);
  const category = text(input.category);
  const q = text(input.query);
  return { kind: 'transactions', ...(from ? { from } : {}), ...(to ? { to } : {}), ...(type ? { type } : {}), ...(category ? { category } : {}), ...(q ? { q } : {}) };
}

/** The months from `months - 1` before `to` through `to`, as dates, never past today. */
function monthsRange(months: number, to: string | undefined, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const last = to ? `${to}-01` : monthStart(today);
  const end = addDays(addMonths(last, 1), -1);
  return { from: addMonths(last, -(months - 1)), to: end > today ? today : end };
}

/** What one tool call read, as places in the app; a call that reads nothing a screen lists gives none. */
export function sourcesOfCall({ name, input }: ToolCallRecord, today: IsoDate): AnswerSource[] {
  switch (name) {
    case 'spending_summary':
      return [transactions(text(input.from), text(input.to), input)];
    case 'search_transactions': {
      // Biggest first looks back a year when no dates are given, as the tool does; newest first looks at everything.
      const from = text(input.from) ?? (input.sort === 'largest' ? addMonths(today, -12) : undefined);
      return [transactions(from, text(input.to), input)];
    }
    case 'income_vs_expenses': {
      const range = monthsRange(typeof input.months === 'number' ? input.months : 3, text(input.to), today);
      return [transactions(range.from, range.to, {})];
    }
    case 'goals_progress':
      return [{ kind: 'goals' }];
    case 'group_balances':
      return [{ kind: 'groups' }];
    case 'upcoming_events':
      return [{ kind: 'calendar' }];
    case 'cash_flow':
      return [{ kind: 'cashFlow' }];
    case 'crypto_holdings':
      return [{ kind: 'crypto' }];
    case 'budget_50_30_20':
    case 'net_worth_projection':
      return [{ kind: 'insights' }];
    default:
      return [];
  }
}

/** The app's address of a source: the screen and its filters. */
export function sourceHref(source: AnswerSource): string {
  switch (source.kind) {
    case 'transactions': {
      const params = new URLSearchParams();
      if (source.from) params.set('from', source.from);
      if (source.to) params.set('to', source.to);
      if (source.type) params.set('type', source.type);
      if (source.category) params.set('category', source.category);
      if (source.q) params.set('q', source.q);
      return `/money-tracking?${params.toString()}`;
    }
    case 'goals':
      return source.goalId ? `/financial-goals?goal=${encodeURIComponent(source.goalId)}` : '/financial-goals';
    case 'groups':
      return source.groupId ? `/groups/${encodeURIComponent(source.groupId)}` : '/groups';
    case 'calendar':
      return '/calendar';
    case 'cashFlow':
      return '/cash-flow';
    case 'crypto':
      return '/crypto';
    case 'insights':
      return '/ai-insights';
  }
}

/**
 * The sources of an answer: what the reader named first (a goal, a group), then what each call
 * read, each place once. A goal or group named replaces the list of all of them.
 */
export function answerSources(focus: readonly AnswerSource[], calls: readonly ToolCallRecord[], today: IsoDate): AnswerSource[] {
  const all = [...focus, ...calls.flatMap((call) => sourcesOfCall(call, today))];
  const focused = new Set(focus.map((source) => source.kind));
  const seen = new Set<string>();
  return all.filter((source, index) => {
    if (index >= focus.length && focused.has(source.kind) && (source.kind === 'goals' || source.kind === 'groups')) return false;
    const href = sourceHref(source);
    if (seen.has(href)) return false;
    seen.add(href);
    return true;
  });
}
