import type { IsoDate } from '../../shared/dates';
import type { Phrases } from './language-pack';
import type { Question } from './understand';

/** What every answer is written with: the reader's phrases, locale and today. */
export interface AnswerContext {
  phrases: Phrases;
  /** Intl locale for numbers, dates and money. */
  locale: string;
  today: IsoDate;
}

/** Writes the answer to one kind of question from the results of the tools it called. */
export type Composer = (question: Question, results: unknown[], context: AnswerContext) => string;
