import { describe, expect, it } from 'vitest';
import { languagePacks } from '../../src/domain/ai-analyst/languages';
import { readNumber, understandQuestion } from '../../src/domain/ai-analyst/understand';
import { languageCodes } from '../../src/domain/languages';

const today = '2026-05-20';

/** Each language's example questions, in order, ask for these. */
const exampleIntents = ['spending', 'biggest', 'compare', 'savingsRate', 'goals', 'afford', 'budget', 'netWorth', 'events', 'groups'];

describe.each(languageCodes)('the analyst understands %s', (language) => {
  const { examples } = languagePacks[language].phrases;

  it.each(examples.map((example, index) => [example, exampleIntents[index]]))('"%s" asks for %s', (example, intent) => {
    expect(understandQuestion(example, language, today).intent).toBe(intent);
  });

  it('reads "this month" in the spending question and "last month" in the biggest-expenses one', () => {
    expect(understandQuestion(examples[0]!, language, today).period).toEqual({ word: 'thisMonth' });
    expect(understandQuestion(examples[1]!, language, today).period).toEqual({ word: 'lastMonth' });
  });

  it('compares the month said first with the one before it', () => {
    expect(understandQuestion(examples[2]!, language, today).period).toEqual({ word: 'thisMonth' });
  });

  it('reads the amount and the month of an affordability question', () => {
    const question = understandQuestion(examples[5]!, language, today);
    expect(question.amount).toBe('1200');
    expect(question.byDate).toBe('2026-12-31');
  });

  it('says when it does not understand', () => {
    expect(understandQuestion('🦄 ✨ ???', language, today).intent).toBeNull();
  });
});

describe('questions in any language', () => {
  it('understands English whatever language the interface speaks', () => {
    expect(understandQuestion('How much did I spend on groceries last month?', 'th', today)).toMatchObject({ intent: 'spending', category: 'groceries', period: { word: 'lastMonth' } });
  });

  it('takes a bare category as a spending question', () => {
    expect(understandQuestion('groceries in March', 'en', today)).toMatchObject({ intent: 'spending', category: 'groceries', period: { month: '2026-03' } });
  });

  it('takes a month later in the year than today as last year’s when looking back', () => {
    expect(understandQuestion('How much did I spend in September?', 'en', today).period).toEqual({ month: '2025-09' });
  });

  it('reads "the last 3 months"', () => {
    expect(understandQuestion('What did I spend in the last 3 months?', 'en', today).period).toEqual({ lastMonths: 3 });
  });

  it('reads an affordability target given as a number of months or a date', () => {
    expect(understandQuestion('Can I afford 5,000 in 6 months?', 'en', today)).toMatchObject({ amount: '5000', byDate: '2026-11-20' });
    expect(understandQuestion('¿Puedo permitirme 2.500,50 para 2026-09-01?', 'es', today)).toMatchObject({ amount: '2500.50', byDate: '2026-09-01' });
  });
});

describe('numbers as people type them', () => {
  it.each([
    ['1200', '1200'],
    ['1,200', '1200'],
    ['1.200', '1200'],
    ['1,200.50', '1200.50'],
    ['1.200,50', '1200.50'],
    ['12.5', '12.5'],
    ['12,5', '12.5'],
    ['1 200', '1200'],
  ])('%s is %s', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });
});
