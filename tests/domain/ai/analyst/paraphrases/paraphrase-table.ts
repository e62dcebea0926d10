import { describe, expect, it } from 'vitest';
import type { AnalystVocabulary } from '../../../../../src/domain/ai/analyst/vocabulary';
import { understandQuestion, type Question } from '../../../../../src/domain/ai/analyst/understand';
import { understandRequest, type ExpenseLookup, type WriteRequest } from '../../../../../src/domain/ai/analyst/requests';
import type { LanguageCode } from '../../../../../src/domain/shared/languages';

/** The day every table is read on: a Friday, so "last week" and "this week" differ from the months. */
export const paraphraseToday = '2026-05-22';

/** One person's data, the same in every language's table: names the reader finds in questions. */
export const paraphraseVocabulary: AnalystVocabulary = {
  goals: [
    { id: 'goal-car', title: 'New car' },
    { id: 'goal-japan', title: 'Japan trip' },
  ],
  groups: [{ id: 'group-flat', name: 'Flat 4B' }],
  categories: [{ id: 'custom:pets', name: 'Pets' }],
  payees: ['LIDL SAGT DANKE', 'Lidl Berlin 443', 'Netflix.com', 'Whole Foods Market', 'Shell 2231', 'Amazon Marketplace', 'Spotify AB'],
  events: [
    { id: 'event-sam', title: "Sam's birthday" },
    { id: 'event-team', title: 'Team dinner' },
  ],
};

/** A question and what it must be read as: only the fields given are checked. */
export type Paraphrase = [question: string, reading: Partial<Question>];

/**
 * Runs a language's table: every row is a way people type a question (casual wording, typos,
 * numerals in the local script), read against the same data.
 */
export function paraphraseSuite(language: LanguageCode, rows: Paraphrase[]): void {
  describe(`questions typed in ${language}`, () => {
    it.each(rows)('%s', (question, reading) => {
      expect(understandQuestion(question, language, paraphraseToday, paraphraseVocabulary)).toMatchObject(reading);
      // A question is never taken for a request to write something.
      expect(understandRequest(question, language, paraphraseToday, paraphraseVocabulary)).toBeNull();
    });
  });
}

/** A request to write something and what it must be read as: the tool, and the fields of its input (and lookup) given. */
export type RequestParaphrase = [request: string, reading: Partial<Omit<WriteRequest, 'input' | 'lookup'>> & { input?: Record<string, string>; lookup?: Partial<ExpenseLookup> }];

/**
 * Runs a language's table of requests: each row is a way people ask the assistant to write
 * something (casual wording, typos, local numerals), read against the same data as questions.
 */
export function requestSuite(language: LanguageCode, rows: RequestParaphrase[]): void {
  describe(`requests typed in ${language}`, () => {
    it.each(rows)('%s', (request, reading) => {
      expect(understandRequest(request, language, paraphraseToday, paraphraseVocabulary)).toMatchObject(reading);
    });
  });
}
