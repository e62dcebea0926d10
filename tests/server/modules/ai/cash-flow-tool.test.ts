import { describe, expect, it } from 'vitest';
import type { CashFlowToolResult } from '../../../../src/domain/ai/ai-tool-results';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import { monthEnd } from '../../../../src/domain/cash-flow/timeline';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import { formatMoney } from '../../../../src/domain/shared/money';
import type { LanguageCode } from '../../../../src/domain/shared/languages';
import { eventRsvps, events } from '../../../../src/server/db/schema';
import { bindTools } from '../../../../src/server/modules/ai/tools/index';
import { loadToolContext } from '../../../../src/server/modules/ai/tools/tool-context';
import { ask, createGoal, grantPremiumById, seedGroup, setLanguage, signedInAgent, transactionInput, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp({ AI_CHATS_PER_MINUTE: '1000' });
const { db } = database;
const today = todayInZone('UTC');

async function person(language: LanguageCode = 'en'): Promise<Agent> {
  const agent = await signedInAgent(app, { timezone: 'UTC' });
  await grantPremiumById(db, agent.user.id);
  await setLanguage(app, agent.cookie, language);
  return agent;
}

/** 1,000.00 earned, a 300.00 phone bill due today, and a 600.00 trip in ten days shared with a friend who is going too. */
async function planner(language: LanguageCode, tripTitle: string): Promise<Agent> {
  const agent = await person(language);
  const friend = await person();
  expect((await agent.post('/api/transactions', transactionInput({ type: 'income', category: 'salary', amount: '1000', date: today }))).statusCode).toBe(201);
  const bill = await agent.post('/api/recurring', { type: 'expense', category: 'utilities', amount: '300', description: 'Phone', rule: 'FREQ=DAILY;COUNT=1', startsOn: today });
  expect(bill.statusCode, bill.body).toBe(201);
  const group = await seedGroup(db, agent.user, [{ id: friend.user.id }]);
  const start = new Date(`${addDays(today, 10)}T10:00:00Z`);
  const [trip] = await db
    .insert(events)
    .values({
      userId: agent.user.id,
      groupId: group.id,
      title: tripTitle,
      startAt: start,
      endAt: new Date(start.getTime() + 3 * 86_400_000),
      costMinor: 60_000n,
      costSetAt: new Date(),
    })
    .returning({ id: events.id });
  await db.insert(eventRsvps).values([
    { eventId: trip!.id, userId: agent.user.id, status: 'going' },
    { eventId: trip!.id, userId: friend.user.id, status: 'going' },
  ]);
  return agent;
}

const usd = (decimal: string, locale = 'en') => formatMoney(decimal, 'USD', locale);
const putThreshold = (agent: Agent, amount: string) => app.inject({ method: 'PUT', url: '/api/cash-flow/threshold', headers: { cookie: agent.cookie }, payload: { amount } });

describe('the cash_flow tool', () => {
  it('gives the timeline to the end of the month, a date or a number of days, with the items it counted', async () => {
    const ana = await planner('en', 'Lisbon trip');
    const tools = bindTools(await loadToolContext({ db, market: undefined as never }, ana.user.id, new Date()));
    const month = (await tools.run('cash_flow', {})) as CashFlowToolResult;
    expect(month.from).toBe(today);
    expect(month.to).toBe(monthEnd(today));
    expect(month).toMatchObject({ startingBalance: '1000.00', threshold: '0.00', lowDays: [], unconverted: [] });
    expect(month.items[0]).toEqual({ date: today, kind: 'bill', title: 'Phone', amount: '-300.00', overdue: false });
    expect(month.totals.bills).toBe('300.00');

    const twoWeeks = (await tools.run('cash_flow', { days: 14 })) as CashFlowToolResult;
    expect(twoWeeks.to).toBe(addDays(today, 13));
    expect(twoWeeks.items.map((item) => [item.date, item.title, item.amount])).toEqual([
      [today, 'Phone', '-300.00'],
      [addDays(today, 10), 'Lisbon trip', '-300.00'],
    ]);
    expect(twoWeeks).toMatchObject({ endingBalance: '400.00', lowest: { date: addDays(today, 10), balance: '400.00' } });
    expect(((await tools.run('cash_flow', { until: addDays(today, 4) })) as CashFlowToolResult).to).toBe(addDays(today, 4));
    await expect(tools.run('cash_flow', { days: 400 })).rejects.toThrow(/days/);
  });

  it('finds the event or goal named in words and says whether it is affordable', async () => {
    const ana = await planner('en', 'Lisbon trip');
    const tools = bindTools(await loadToolContext({ db, market: undefined as never }, ana.user.id, new Date()));
    const trip = (await tools.run('cash_flow', { about: 'can I afford the Lisbon trip?' })) as CashFlowToolResult;
    expect(trip.affordability).toEqual({
      kind: 'event',
      title: 'Lisbon trip',
      date: addDays(today, 10),
      cost: '300.00',
      balanceBefore: '700.00',
      balanceAfter: '400.00',
      lowestAfter: '400.00',
      affordable: true,
      going: true,
    });
    expect(((await tools.run('cash_flow', { about: 'a yacht' })) as CashFlowToolResult).affordability).toBeNull();

    const saver = await person();
    await saver.post('/api/transactions', transactionInput({ type: 'income', category: 'salary', amount: '1000', date: today }));
    await createGoal(app, saver.cookie, { title: 'Lisbon', targetAmount: '900', targetDate: addDays(today, 100) });
    const goal = (await bindTools(await loadToolContext({ db, market: undefined as never }, saver.user.id, new Date())).run('cash_flow', {
      about: 'Lisbon',
    })) as CashFlowToolResult;
    expect(goal.affordability).toMatchObject({
      kind: 'goal',
      title: 'Lisbon',
      date: addDays(today, 100),
      cost: '900.00',
      balanceBefore: '1000.00',
      balanceAfter: '100.00',
      affordable: true,
      going: null,
    });
    // Another user's trip is not hers to find.
    expect(
      ((await bindTools(await loadToolContext({ db, market: undefined as never }, saver.user.id, new Date())).run('cash_flow', { about: 'Lisbon trip' })) as CashFlowToolResult)
        .affordability,
    ).toMatchObject({ kind: 'goal' });
  });
});

describe('the built-in analyst reads the timeline', () => {
  it('answers “will I have enough at the end of the month?” and “can I afford the Lisbon trip?” with the figures used', async () => {
    const ana = await planner('en', 'Lisbon trip');
    const month = await ask(app, ana.cookie, 'Will I have enough money at the end of the month?');
    expect(month.toolsUsed).toEqual(['cash_flow']);
    expect(month.reply).toContain(usd('1000.00'));
    expect(month.reply).toContain('Phone');
    expect(month.reply).toContain(usd('300.00'));

    const trip = await ask(app, ana.cookie, 'Can I afford the Lisbon trip?');
    expect(trip.toolsUsed).toEqual(['cash_flow']);
    expect(trip.reply).toMatch(/^Yes\./);
    for (const figure of ['700.00', '300.00', '400.00']) expect(trip.reply).toContain(usd(figure));
    expect(trip.reply).toContain('Lisbon trip');

    expect((await putThreshold(ana, '500')).statusCode).toBe(200);
    const tight = await ask(app, ana.cookie, 'Can I afford the Lisbon trip?');
    expect(tight.reply).toMatch(/^Not safely\./);
    expect(tight.reply).toContain(usd('500.00'));

    const car = await ask(app, ana.cookie, 'Can I afford a car?');
    expect(car.reply).toBe(languagePacks.en.phrases.affordAsk);
  });

  it.each([
    ['es', 'Viaje a Lisboa', '¿Tendré suficiente dinero a fin de mes?', '¿Puedo permitirme el viaje a Lisboa?'],
    ['ar', 'رحلة لشبونة', 'هل سيكفيني المال حتى نهاية الشهر؟', 'هل أستطيع تحمل تكلفة رحلة لشبونة؟'],
  ] as const)('answers both in %s', async (language, title, monthQuestion, tripQuestion) => {
    const agent = await planner(language, title);
    const month = await ask(app, agent.cookie, monthQuestion);
    expect(month.toolsUsed).toEqual(['cash_flow']);
    expect(month.reply).toContain(usd('1000.00', language));
    const trip = await ask(app, agent.cookie, tripQuestion);
    expect(trip.toolsUsed).toEqual(['cash_flow']);
    expect(trip.reply).toContain(title);
    expect(trip.reply.startsWith(languagePacks[language].phrases.affordNamedYes.slice(0, 4))).toBe(true);
    for (const figure of ['700.00', '300.00', '400.00']) expect(trip.reply).toContain(usd(figure, language));
  });
});
