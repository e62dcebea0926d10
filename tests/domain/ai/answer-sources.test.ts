import { describe, expect, it } from 'vitest';
import { answerSources, sourceHref, sourcesOfCall } from '../../../src/domain/ai/answer-sources';

const today = '2026-05-20';

describe('where an answer’s rows are', () => {
  it('opens money tracking on the dates, type, category and payee words a sum was taken over', () => {
    const [source] = sourcesOfCall({ name: 'spending_summary', input: { from: '2026-05-01', to: today, type: 'expense', category: 'dining', query: 'Lidl & Co' } }, today);
    expect(sourceHref(source!)).toBe('/money-tracking?from=2026-05-01&to=2026-05-20&type=expense&category=dining&q=Lidl+%26+Co');
  });

  it('opens the months an income-and-expenses look covered, never past today', () => {
    expect(sourcesOfCall({ name: 'income_vs_expenses', input: { months: 3, to: '2026-05' } }, today)).toEqual([{ kind: 'transactions', from: '2026-03-01', to: today }]);
  });

  it('looks back a year for the biggest expenses when no dates are given, as the search does', () => {
    expect(sourcesOfCall({ name: 'search_transactions', input: { sort: 'largest', type: 'expense', limit: 5 } }, today)).toEqual([
      { kind: 'transactions', from: '2025-05-20', type: 'expense' },
    ]);
  });

  it('names the goal or group a question named instead of the whole list, and each place once', () => {
    const sources = answerSources(
      [{ kind: 'goals', goalId: 'g 1', title: 'New car' }],
      [
        { name: 'goals_progress', input: {} },
        { name: 'spending_summary', input: { from: '2026-05-01', to: today, type: 'expense' } },
        { name: 'spending_summary', input: { from: '2026-05-01', to: today, type: 'expense' } },
      ],
      today,
    );
    expect(sources.map(sourceHref)).toEqual(['/financial-goals?goal=g%201', '/money-tracking?from=2026-05-01&to=2026-05-20&type=expense']);
  });

  it('gives no place for a call that reads nothing a screen lists', () => {
    expect(sourcesOfCall({ name: 'unknown_tool', input: {} }, today)).toEqual([]);
  });
});
