import { describe, expect, it } from 'vitest';
import { composeNothingToSplit } from '../../../../src/domain/ai/analyst/compose-request';
import { analystExamples } from '../../../../src/domain/ai/analyst/examples';
import { fill } from '../../../../src/domain/ai/analyst/format';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import { bestExpense, understandRequest } from '../../../../src/domain/ai/analyst/requests';
import { languageCodes } from '../../../../src/domain/shared/languages';
import { paraphraseToday, paraphraseVocabulary } from './paraphrases/paraphrase-table';

describe.each(languageCodes)('requests in %s', (language) => {
  const { phrases } = languagePacks[language];

  it('never takes a suggested question for a request', () => {
    for (const example of Object.values(analystExamples[language])) expect(understandRequest(example, language, paraphraseToday, paraphraseVocabulary)).toBeNull();
  });

  it('offers, when nothing matched, a way to ask that it reads back as a split with that amount', () => {
    const what = phrases.categories.dining;
    const lookup = { from: '2026-05-21', to: '2026-05-21', words: [], category: 'dining' };
    const answer = composeNothingToSplit(
      { tool: 'propose_group_expense', input: { group: 'group-flat' }, name: 'Flat 4B', lookup },
      { phrases, locale: language, today: paraphraseToday },
    );
    const example = fill(phrases.requests.splitExample, { what, name: 'Flat 4B' });
    expect(answer).toContain(example);
    expect(answer).toContain(phrases.periods.yesterday);
    expect(understandRequest(example, language, paraphraseToday, paraphraseVocabulary)).toMatchObject({
      tool: 'propose_group_expense',
      input: { group: 'group-flat', amount: '42' },
    });
  });
});

describe('choosing the expense to split', () => {
  const lookup = { from: '2026-05-21', to: '2026-05-21', words: ['dinner'], category: 'dining' };
  const item = (description: string, category: string, amount: string) => ({ description, category, amount });

  it('prefers the words of the description, then the category, then the larger amount', () => {
    expect(bestExpense([item('Lunch', 'dining', '30.00'), item('Dinner with Sam', 'dining', '20.00')], lookup, 'en')?.description).toBe('Dinner with Sam');
    expect(bestExpense([item('Corner shop', 'groceries', '90.00'), item('Luigi’s', 'dining', '45.00')], lookup, 'en')?.description).toBe('Luigi’s');
    expect(bestExpense([item('Pizza', 'dining', '25.00'), item('Sushi', 'dining', '60.00')], lookup, 'en')?.description).toBe('Sushi');
  });

  it('finds none when nothing of that day is what was named', () => {
    expect(bestExpense([item('Corner shop', 'groceries', '90.00')], lookup, 'en')).toBeNull();
  });
});
