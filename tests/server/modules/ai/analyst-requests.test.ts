import { describe, expect, it } from 'vitest';
import type { TransactionHit } from '../../../../src/domain/ai/ai-tool-results';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import type { LanguageCode } from '../../../../src/domain/shared/languages';
import { analystProvider } from '../../../../src/server/modules/ai/providers/analyst';
import type { BoundTools } from '../../../../src/server/modules/ai/tools/index';
import type { AiTool, ToolContext } from '../../../../src/server/modules/ai/tools/tool';

const today = '2026-05-22';
const yesterday = '2026-05-21';

/** The person's names as the vocabulary query returns them: no database is needed. */
const names = [
  { kind: 'group', id: 'group-flat', name: 'Flat 4B' },
  { kind: 'goal', id: 'goal-japan', name: 'Japan trip' },
  { kind: 'event', id: 'event-team', name: 'Team dinner' },
];

const hit = (id: string, description: string, category: string, amount: string): TransactionHit => ({
  id,
  date: yesterday,
  type: 'expense',
  category,
  description,
  amount,
  currency: 'USD',
});

interface Call {
  name: string;
  input: unknown;
}

/** Tools that record each call and answer as the real ones would: `answers` by tool name. */
function fakeTools(language: LanguageCode, answers: Record<string, (input: unknown) => unknown>): { tools: BoundTools; calls: Call[] } {
  const calls: Call[] = [];
  const context = {
    db: { execute: async () => ({ rows: names }) },
    userId: 'user-1',
    now: new Date(`${today}T12:00:00Z`),
    today,
    timezone: 'UTC',
    currency: 'USD',
    language,
    locale: language,
  } as unknown as ToolContext;
  const tools: BoundTools = {
    context,
    available: Object.keys(answers).map((name) => ({ name }) as AiTool),
    async run(name, input) {
      calls.push({ name, input });
      const answer = answers[name];
      if (!answer) throw new Error(`Unknown tool ${name}`);
      return answer(input);
    },
    used: () => [...new Set(calls.map((call) => call.name))],
    focus: () => undefined,
    sources: () => [],
    proposals: () => [],
  };
  return { tools, calls };
}

async function send(message: string, tools: BoundTools) {
  const streamed: string[] = [];
  const reply = await analystProvider.reply({ message, history: [], tools, signal: new AbortController().signal, onDelta: (text) => streamed.push(text) });
  expect(streamed.join('')).toBe(reply.text);
  return reply;
}

const proposed = () => ({ proposal: { id: 'proposal-1' }, link: '/proposals/proposal-1' });

describe('the analyst proposes what it is asked to write', () => {
  it('splits last night’s dinner: finds yesterday’s expense that is dinner, then proposes splitting it with the group', async () => {
    const { tools, calls } = fakeTools('en', {
      search_transactions: () => ({
        currency: 'USD',
        items: [
          hit('tx-groceries', 'Corner shop', 'groceries', '84.00'),
          hit('tx-dinner', 'Dinner at Luigi’s', 'dining', '64.00'),
          hit('tx-taxi', 'Taxi home', 'transport', '18.00'),
        ],
      }),
      propose_group_expense: proposed,
    });
    const reply = await send("Split last night's dinner with the flat", tools);
    expect(calls).toEqual([
      { name: 'search_transactions', input: { type: 'expense', from: yesterday, to: yesterday, limit: 20 } },
      { name: 'propose_group_expense', input: { group: 'group-flat', transactionId: 'tx-dinner' } },
    ]);
    expect(reply).toEqual({ text: 'Here is the expense I would split with **Flat 4B**. Check it and confirm below: nothing is saved until you do.', understood: true });
  });

  it('says plainly when no expense of that day matches, and how to ask with an amount; nothing is proposed', async () => {
    const { tools, calls } = fakeTools('en', {
      search_transactions: () => ({ currency: 'USD', items: [hit('tx-groceries', 'Corner shop', 'groceries', '84.00')] }),
      propose_group_expense: proposed,
    });
    const reply = await send("Split last night's dinner with the flat", tools);
    expect(calls.map((call) => call.name)).toEqual(['search_transactions']);
    expect(reply.understood).toBe(true);
    expect(reply.text).toBe('I found no expense for “dinner” yesterday to split. Say it with the amount, for example: “I paid 42 for dinner with Flat 4B, split it”.');
  });

  it('proposes an expense with its amount in one call, and answers in the person’s language', async () => {
    const { tools, calls } = fakeTools('es', { propose_transaction: proposed });
    const reply = await send('añade 12,50 de café ayer', tools);
    expect(calls).toEqual([{ name: 'propose_transaction', input: { type: 'expense', amount: '12.50', description: 'café', category: 'dining', date: yesterday } }]);
    expect(reply).toEqual({ text: `${languagePacks.es.phrases.requests.expense} ${languagePacks.es.phrases.requests.confirm}`, understood: true });
  });

  it('answers an invitation to one of the person’s events', async () => {
    const { tools, calls } = fakeTools('en', { propose_rsvp: proposed });
    const reply = await send("can't make it to the team dinner", tools);
    expect(calls).toEqual([{ name: 'propose_rsvp', input: { event: 'event-team', status: 'cantGo' } }]);
    expect(reply.text).toContain('**Team dinner**');
  });

  it('shows the tool’s refusal as the answer', async () => {
    const { tools } = fakeTools('en', {
      propose_goal_contribution: () => {
        throw new Error('That goal is already complete.');
      },
    });
    expect(await send('put 100 into the Japan goal', tools)).toEqual({ text: 'That goal is already complete.', understood: true });
  });

  it('does not understand a request when the server has no tool to propose it with', async () => {
    const { tools, calls } = fakeTools('en', { search_transactions: () => ({ currency: 'USD', items: [] }) });
    const reply = await send('spent 30 on groceries', tools);
    expect(calls).toEqual([]);
    expect(reply.understood).toBe(false);
    expect(reply.text).toContain(languagePacks.en.phrases.unknown);
  });
});
