import { describe, expect, it } from 'vitest';
import type { CashFlowToolResult } from '../../../../src/domain/ai/ai-tool-results';
import { composeAnswer } from '../../../../src/domain/ai/analyst/compose';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import { toolCallsFor } from '../../../../src/domain/ai/analyst/plans';
import { understandQuestion } from '../../../../src/domain/ai/analyst/understand';

const today = '2026-05-20';

const endOfMonth: [string, 'en' | 'es' | 'ar' | 'pt' | 'th' | 'tr', string][] = [
  ['Will I have enough money at the end of the month?', 'en', 'cashFlow'],
  ['¿Tendré suficiente dinero a fin de mes?', 'es', 'cashFlow'],
  ['هل سيكفيني المال حتى نهاية الشهر؟', 'ar', 'cashFlow'],
  ['Vou ter dinheiro suficiente no fim do mês?', 'pt', 'cashFlow'],
  ['สิ้นเดือนนี้ฉันจะมีเงินพอไหม', 'th', 'cashFlow'],
  ['Ay sonunda param yeter mi?', 'tr', 'cashFlow'],
];

const result: CashFlowToolResult = {
  currency: 'USD',
  from: today,
  to: '2026-05-31',
  startingBalance: '1000.00',
  endingBalance: '400.00',
  threshold: '500.00',
  lowest: { date: '2026-05-30', balance: '400.00' },
  lowDays: ['2026-05-30', '2026-05-31'],
  unconverted: ['VND'],
  totals: { income: '0.00', bills: '300.00', events: '300.00', goals: '0.00' },
  items: [
    { date: today, kind: 'bill', title: 'Phone', amount: '-300.00', overdue: false },
    { date: '2026-05-30', kind: 'event', title: 'Lisbon trip', amount: '-300.00', overdue: false },
  ],
};

describe('cash-flow questions', () => {
  it.each(endOfMonth)('"%s" (%s) asks the timeline to the end of the month', (question, language, intent) => {
    const understood = understandQuestion(question, language, today);
    expect(understood.intent).toBe(intent);
    const [call] = toolCallsFor(understood, today);
    expect(call!.tool).toBe('cash_flow');
    // "this month's end" may be said outright; either way the window ends on the month's last day.
    expect(call!.input.until ?? '2026-05-31').toBe('2026-05-31');
  });

  it('asks up to a month that is named', () => {
    expect(toolCallsFor(understandQuestion('What will my cash flow be until August?', 'en', today), today)).toEqual([{ tool: 'cash_flow', input: { until: '2026-08-31' } }]);
  });

  it('answers with the figures used', () => {
    const answer = composeAnswer(understandQuestion('Will I have enough at the end of the month?', 'en', today), [result], {
      phrases: languagePacks.en.phrases,
      locale: 'en',
      today,
    });
    expect(answer).toContain(
      'By May 31, 2026 your balance should be about **$400.00**: $1,000.00 today, $0.00 coming in, $300.00 in bills, $300.00 for events and $0.00 for goals.',
    );
    expect(answer).toContain('It falls below your warning level of $500.00 on 2 days, lowest on May 30, 2026 at **$400.00**.');
    expect(answer).toContain('| May 30, 2026 | Lisbon trip | -$300.00 |');
    expect(answer).toContain('VND');
  });

  it.each([
    ['Can I afford the Lisbon trip?', 'en'],
    ['¿Puedo permitirme el viaje a Lisboa?', 'es'],
    ['هل أستطيع تحمل تكلفة رحلة لشبونة؟', 'ar'],
  ] as const)('"%s" asks whether something named is affordable', (question, language) => {
    const understood = understandQuestion(question, language, today);
    expect(understood).toMatchObject({ intent: 'afford', amount: null, subject: question });
    expect(toolCallsFor(understood, today)).toEqual([{ tool: 'cash_flow', input: { about: question } }]);
  });

  it('keeps priced questions on the pace AI insights show', () => {
    expect(toolCallsFor(understandQuestion('Can I afford 1200 by December?', 'en', today), today)).toEqual([
      { tool: 'afford_by_date', input: { amount: '1200', by: '2026-12-31' } },
    ]);
  });

  it('says yes or no with the balance before, the cost and the balance after', () => {
    const question = understandQuestion('Can I afford the Lisbon trip?', 'en', today);
    const context = { phrases: languagePacks.en.phrases, locale: 'en', today };
    const found = {
      kind: 'event' as const,
      title: 'Lisbon trip',
      date: '2026-05-30',
      cost: '300.00',
      balanceBefore: '700.00',
      balanceAfter: '400.00',
      lowestAfter: '400.00',
      going: true,
    };
    expect(composeAnswer(question, [{ ...result, affordability: { ...found, affordable: false } }], context)).toContain(
      'Not safely. Your balance should be about **$700.00** just before **Lisbon trip** on May 30, 2026; it costs you **$300.00**, leaving **$400.00**, and your balance would fall to **$400.00**, below your warning level of $500.00.',
    );
    expect(composeAnswer(question, [{ ...result, affordability: { ...found, affordable: true } }], context)).toMatch(/^Yes\./);
    expect(composeAnswer(question, [{ ...result, affordability: null }], context)).toContain(languagePacks.en.phrases.affordAsk);
  });
});
