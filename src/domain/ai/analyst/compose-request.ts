import { addDays, type IsoDate } from '../../shared/dates';
import type { AnswerContext } from './composer';
import { count, day, fill, userText } from './format';
import type { ExpenseLookup, WriteRequest } from './requests';

/** What the analyst says of a write it proposed: what it is, and that nothing is saved until the person confirms. */
export function composeProposal(request: WriteRequest, { phrases }: AnswerContext): string {
  const words = phrases.requests;
  const sentence = {
    propose_transaction: request.input.type === 'income' ? words.income : words.expense,
    propose_goal: words.goal,
    propose_goal_contribution: words.contribution,
    propose_group_expense: words.groupExpense,
    propose_rsvp: words.rsvp,
    propose_budget: words.budget,
    propose_schedule: words.schedule,
  }[request.tool];
  return `${fill(sentence, { name: userText(request.name ?? '') })} ${words.confirm}`;
}

function whenLooked(lookup: ExpenseLookup, { phrases, locale, today }: AnswerContext): string {
  if (lookup.from !== lookup.to) {
    const days = Math.round((Date.parse(`${lookup.to}T00:00:00Z`) - Date.parse(`${lookup.from}T00:00:00Z`)) / 86_400_000) + 1;
    return fill(phrases.periods.lastDays, { n: count(days, locale) });
  }
  if (lookup.from === today) return phrases.periods.today;
  if (lookup.from === addDays(today, -1)) return phrases.periods.yesterday;
  return day(lookup.from as IsoDate, locale);
}

/** No expense of the person's matched what they asked to split: said plainly, with a way to ask that needs none. */
export function composeNothingToSplit(request: WriteRequest, context: AnswerContext): string {
  const words = context.phrases.requests;
  const lookup = request.lookup!;
  const category = lookup.category && lookup.category in context.phrases.categories ? context.phrases.categories[lookup.category as keyof typeof context.phrases.categories] : '';
  const what = lookup.words.join(' ') || category || context.phrases.categories.other;
  const example = fill(words.splitExample, { what, name: request.name ?? '' });
  return fill(words.nothingToSplit, { what: userText(what), period: whenLooked(lookup, context), example: userText(example) });
}
