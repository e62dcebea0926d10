import { expenseCategories, incomeCategories, legacyExpenseCategories } from '../../categories/categories';
import { addDays, isIsoDate, type IsoDate } from '../../shared/dates';
import type { LanguageCode } from '../../shared/languages';
import type { AnalystCategory, AnalystIntent, RequestWords } from './language-pack';
import { languagePacks } from './languages';
import { findMonthNames } from './periods';
import { haystackFor, isWordChar, nearLanguages, needleFor, normalise, position, prepare, type Prepared } from './text';
import { correctTypos } from './typos';
import { findCategory, freeNumbers, multipliersOf, readPeriods, understandQuestion, type PeriodReading } from './understand';
import { findWeekdays, lastWeekday, weekdayNames, withoutWeekdays } from './weekdays';
import { bestName, emptyVocabulary, findSubject, ownWords, plainWords, significant, type AnalystVocabulary } from './vocabulary';

/** The proposal tools a write request calls; each only proposes, the person confirms on a card. */
export type RequestTool = 'propose_transaction' | 'propose_goal' | 'propose_goal_contribution' | 'propose_group_expense' | 'propose_rsvp' | 'propose_budget' | 'propose_schedule';

/** An expense of the person's to find before proposing to split it ("split last night's dinner"). */
export interface ExpenseLookup {
  from: IsoDate;
  to: IsoDate;
  /** Words of the expense as typed ("dinner"), matched against descriptions. */
  words: string[];
  /** The category those words name, when they name one (dinner: dining). */
  category: string | null;
}

export interface WriteRequest {
  tool: RequestTool;
  input: Record<string, string>;
  /** The group, goal or event the answer speaks of: as the person's data spells it, else as typed. */
  name: string | null;
  /** An expense to find first: the best match's id becomes the input's `transactionId`. */
  lookup: ExpenseLookup | null;
}

/** Questions that name a sum or a goal are still questions: what they ask is read by `understandQuestion`. */
const questionIntents = new Set(['afford', 'compare', 'biggest', 'savingsRate', 'cashFlow', 'crypto', 'netWorth']);

/** Intent words that say money moved ("paid", "salary", "owe"): never part of a description. */
const moneyWords: readonly AnalystIntent[] = ['spending', 'income', 'groups'];

/** How far back an expense to split is looked for when the request names no day. */
const lookBackDays = 7;

type Pick = (words: RequestWords) => readonly string[];

/** Where the message first says a word of the list, in the user's language or English; -1 when it does not. */
function whereSaid(text: Prepared, language: LanguageCode, pick: Pick): number {
  let best = -1;
  for (const code of nearLanguages(language)) {
    const { lexicon } = languagePacks[code];
    if (!lexicon.requests) continue;
    for (const word of pick(lexicon.requests)) {
      const at = position(text, word, lexicon, code);
      if (at !== -1 && (best === -1 || at < best)) best = at;
    }
  }
  return best;
}

const said = (text: Prepared, language: LanguageCode, pick: Pick) => whereSaid(text, language, pick) !== -1;

/** The sum asked for: the largest number not part of a date, a count or a name ("Flat 4B"). */
function amountOf(text: Prepared, reading: PeriodReading, language: LanguageCode): string | null {
  // "2000" alone is a sum here, not a year: only a year said with its month is a date.
  const taken = reading.taken.filter(([from, to]) => !/^(19|20)\d{2}$/.test(text.plain.slice(from, to)));
  // "50/30/20" names a rule, not a sum.
  const ratio = (at: number) => text.plain[at - 1] === '/' || /^[\d.,]*\//.test(text.plain.slice(at));
  const numbers = freeNumbers(text.plain, taken, multipliersOf(language)).filter((number) => !number.glued && !ratio(number.at));
  return numbers.sort((a, b) => Number(b.value) - Number(a.value))[0]?.value ?? null;
}

/** The day a request names: a date, "last night", "tomorrow", a day of the week (the last one), "yesterday", or today. */
function dayOf(text: Prepared, reading: PeriodReading, language: LanguageCode, today: IsoDate): IsoDate | null {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text.plain);
  if (iso && isIsoDate(iso[0])) return iso[0];
  if (said(text, language, (words) => words.lastNight)) return addDays(today, -1);
  if (said(text, language, (words) => words.tomorrow)) return addDays(today, 1);
  const [weekday] = findWeekdays(text, language).sort((a, b) => a.span[0] - b.span[0]);
  if (weekday) return lastWeekday(today, weekday.day);
  const word = reading.period && 'word' in reading.period ? reading.period.word : null;
  if (word === 'yesterday') return addDays(today, -1);
  if (word === 'today') return today;
  return null;
}

/** The app's category for what the request names, when it fits the kind of transaction. */
function appCategory(category: AnalystCategory | null, type: 'expense' | 'income'): string | null {
  if (!category) return null;
  const allowed: readonly string[] = type === 'expense' ? [...expenseCategories, ...legacyExpenseCategories] : incomeCategories;
  return allowed.includes(category) ? category : null;
}

/** A word of the message left once the request's own words, numbers, days and names are taken out. */
interface Leftover {
  word: string;
  at: number;
  end: number;
}

/**
 * The words of a message that say what it is about: a description, a goal's title, an event's
 * or a group's name as typed. Everything the reader knows as a word of asking or telling (the
 * lists of both languages read), numbers, dates and the names already found are left out.
 */
function leftovers(message: string, text: Prepared, language: LanguageCode, reading: PeriodReading, names: string[], intents: readonly AnalystIntent[]): Leftover[] {
  const haystack = haystackFor(text, language);
  // Arabic and Hindi are read without spaces for their clitics, but their words stand apart: only Thai runs them together.
  const runTogether = language === 'th';
  const mask = new Array<boolean>(haystack.length).fill(false);
  const cover = (from: number, to: number) => {
    for (let index = Math.max(0, from); index < Math.min(to, haystack.length); index++) mask[index] = true;
  };
  // Words of four letters or more are starts of words, as the reader matches them ("gastos" for "gast"); shorter ones only whole.
  const drop = (phrase: string, code: LanguageCode, prefix: boolean) => {
    const needle = needleFor(phrase, code).trim();
    if (!needle) return;
    const bounded = !runTogether || /^\p{Script=Latin}/u.test(needle);
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      if (bounded && isWordChar(haystack[at - 1])) continue;
      let end = at + needle.length;
      if (bounded && isWordChar(haystack[end])) {
        if (!prefix || [...needle].length < 4) continue;
        while (isWordChar(haystack[end])) end++;
      }
      cover(at, end);
    }
  };
  for (const code of nearLanguages(language)) {
    const { lexicon } = languagePacks[code];
    for (const phrase of [...Object.values(lexicon.requests ?? {}).flat(), ...intents.flatMap((intent) => lexicon.intents[intent])]) drop(phrase, code, true);
    for (const phrase of [...lexicon.stopWords, ...Object.values(lexicon.periods).flat(), ...lexicon.since, ...Object.keys(lexicon.multipliers ?? {})]) drop(phrase, code, false);
    for (const day of weekdayNames(code)) if (day) drop(day, code, false);
  }
  for (const name of names) for (const word of plainWords(name, language)) drop(word, language, false);
  for (const [from, to] of reading.taken) cover(from, to);
  for (const month of findMonthNames(text, language)) cover(month.span[0], month.span[1]);
  // Typos were put right word for word: the n-th word of the message as read is its n-th word as typed.
  const typed = [...message.normalize('NFC').matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((match) => match[0]);
  const read = [...haystack.matchAll(/[\p{L}\p{M}\p{N}]+/gu)];
  const sameWords = typed.length === read.length;
  const words: Leftover[] = [];
  for (const [position, match] of read.entries()) {
    const start = match.index;
    // An ending after an apostrophe ("night's", "Lidl'de") belongs to the word before it.
    if (haystack[start - 1] === "'") continue;
    let run = '';
    let at = -1;
    for (let index = start; index <= start + match[0].length; index++) {
      if (index < start + match[0].length && !mask[index]) {
        if (at === -1) at = index;
        run += text.spaced[index];
      } else if (run) {
        const whole = at === start && index === start + match[0].length;
        // Amounts with their multipliers ("260k", "25rb") are not words of a description.
        const amount = /^\d+\p{L}{0,3}$/u.test(run);
        if (!amount && [...run].length >= (/^\p{Script=Latin}/u.test(run) ? 2 : 1))
          words.push({ word: whole && sameWords ? typed[position]! : asTyped(run, message), at, end: index });
        run = '';
        at = -1;
      }
    }
  }
  return words;
}

/** A word as the person typed it ("Netflix", not "netflix"), when it stands whole in the message. */
function asTyped(word: string, message: string): string {
  const typed = message.split(/[^\p{L}\p{M}\p{N}]+/u).find((token) => normalise(token, false) === word);
  return typed ?? word;
}

/** Words left, as one text: the little words between two of them stay ("viaje a Japón"), a number or a longer word between them does not. */
function joined(words: Leftover[], text: Prepared, message: string): string {
  // As typed where the message reads as long as it was typed (it does but for rare letters that lower-case longer).
  const typed = message.normalize('NFC');
  const source = typed.length === text.spaced.length ? typed : text.spaced;
  let result = '';
  words.forEach((item, index) => {
    const gap = index === 0 ? '' : source.slice(words[index - 1]!.end, item.at);
    result += index === 0 ? '' : /^[\s\p{L}\p{M}]{1,5}$/u.test(gap) ? gap : ' ';
    result += item.word;
  });
  return result.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Reads a message as a request to write something, or null when it is a question or not a request the analyst knows. */
export function understandRequest(message: string, language: LanguageCode, today: IsoDate, vocabulary: AnalystVocabulary = emptyVocabulary): WriteRequest | null {
  if (!languagePacks[language].lexicon.requests) return null;
  const text = correctTypos(prepare(message), language, ownWords(vocabulary, language));
  if (said(text, language, (words) => words.asks) && !said(text, language, (words) => words.polite)) return null;
  const question = understandQuestion(message, language, today, vocabulary);
  if ((question.intent && questionIntents.has(question.intent)) || question.top !== null) return null;

  const reading = readPeriods(text, language, today, false);
  const amount = amountOf(text, reading, language);
  const day = dayOf(text, reading, language, today);
  const date = day ?? today;
  const category = findCategory(withoutWeekdays(text, language), language);
  const own = bestName(text, language, vocabulary.categories, (item) => item.name);
  const saysAny = (pick: Pick) => said(text, language, pick);
  const rest = (intents: readonly AnalystIntent[], ...names: string[]) => leftovers(message, text, language, reading, names, intents);

  // An answer to an invitation names no sum, and one of the person's upcoming events: "going" alone is said of much else ("where does my money go").
  const status = saysAny((words) => words.cantGo) ? 'cantGo' : saysAny((words) => words.maybe) ? 'maybe' : saysAny((words) => words.going) ? 'going' : null;
  const event = status && amount === null ? bestName(text, language, vocabulary.events ?? [], (item) => item.title) : null;
  if (status && event) return { tool: 'propose_rsvp', input: { event: event.id, status }, name: event.title, lookup: null };

  const group = bestName(text, language, vocabulary.groups, (item) => item.name);
  const withAt = whereSaid(text, language, (words) => words.with);
  if (saysAny((words) => words.split) || (group && withAt !== -1 && amount !== null)) {
    const words = rest(moneyWords, ...(group ? [group.name] : []));
    // A group not among the person's is the words after "with": the proposal says plainly if there is none.
    const named = group ? null : withAt === -1 ? [] : words.filter((word) => word.at > withAt);
    const about = named ? words.filter((word) => word.at < withAt) : words;
    const groupWords = named ? joined(named, text, message) : '';
    if (!group && !groupWords) return null;
    const target = { group: group?.id ?? groupWords, name: group?.name ?? groupWords };
    if (amount === null) {
      const from = day ?? addDays(today, -(lookBackDays - 1));
      const lookup = { from, to: day ?? today, words: about.map((word) => word.word), category: appCategory(category, 'expense') ?? own?.id ?? null };
      return { tool: 'propose_group_expense', input: { group: target.group }, name: target.name, lookup };
    }
    const description = joined(about, text, message);
    return { tool: 'propose_group_expense', input: { group: target.group, amount, ...(description ? { description } : {}), date }, name: target.name, lookup: null };
  }
  if (amount === null) return null;

  if (saysAny((words) => words.budget)) {
    const named = own?.id ?? appCategory(category, 'expense') ?? joined(rest([...moneyWords, 'budget']), text, message);
    if (!named) return null;
    const months = findMonthNames(text, language);
    const thisMonth = reading.period && 'word' in reading.period && reading.period.word === 'thisMonth';
    const month = months.length > 0 && reading.byDate ? reading.byDate.slice(0, 7) : thisMonth ? today.slice(0, 7) : null;
    return { tool: 'propose_budget', input: { category: named, amount, ...(month ? { month } : {}) }, name: own?.name ?? null, lookup: null };
  }

  if (saysAny((words) => words.newGoal)) {
    const title = joined(rest(['goals']), text, message);
    if (!title) return null;
    const targetDate = reading.byDate && reading.byDate > today ? reading.byDate : null;
    return { tool: 'propose_goal', input: { title, targetAmount: amount, ...(targetDate ? { targetDate } : {}) }, name: title, lookup: null };
  }

  const goal = bestName(text, language, vocabulary.goals, (item) => item.title);
  const contributes = saysAny((words) => words.contribute);
  const goalWord = nearLanguages(language).some((code) => languagePacks[code].lexicon.intents.goals.some((word) => position(text, word, languagePacks[code].lexicon, code) !== -1));
  if (contributes && (goal || goalWord)) {
    const words = goal ? '' : joined(rest(['goals']), text, message);
    if (!goal && !words) return null;
    return { tool: 'propose_goal_contribution', input: { goal: goal?.id ?? words, amount, ...(day ? { date: day } : {}) }, name: goal?.title ?? words, lookup: null };
  }

  const earned = saysAny((words) => words.earned) || (category !== null && appCategory(category, 'income') !== null && appCategory(category, 'expense') === null);
  // "Every two weeks" before "every week": several languages say the one inside the other ("iki haftada bir").
  const frequency = saysAny((words) => words.biweekly)
    ? 'biweekly'
    : saysAny((words) => words.weekly)
      ? 'weekly'
      : saysAny((words) => words.monthly)
        ? 'monthly'
        : saysAny((words) => words.yearly)
          ? 'yearly'
          : null;
  const type = earned ? 'income' : 'expense';
  const description = joined(rest(moneyWords), text, message);
  if (frequency) {
    const named = description || (category ? languagePacks[language].phrases.categories[category] : '');
    if (!named) return null;
    return { tool: 'propose_schedule', input: { description: named, amount, type, frequency, startDate: date }, name: null, lookup: null };
  }

  const merchant = findSubject(message, text, language, vocabulary).merchant;
  if (earned || saysAny((words) => words.spent) || category || own || merchant) {
    const categoryId = own?.id ?? appCategory(category, type);
    return {
      tool: 'propose_transaction',
      input: { type, amount, ...(description ? { description } : {}), ...(categoryId ? { category: categoryId } : {}), date },
      name: null,
      lookup: null,
    };
  }
  return null;
}

/** Which of the expenses found is the one the request means: the most words of it in the description, then its category, then the largest. */
export function bestExpense<T extends { description: string; category: string; amount: string }>(items: T[], lookup: ExpenseLookup, language: LanguageCode): T | null {
  const words = lookup.words.map((word) => needleFor(word, language)).filter((word) => significant(word, language) || word.length >= 3);
  let best: { item: T; score: number } | null = null;
  for (const item of items) {
    const description = needleFor(item.description, language);
    const score = words.filter((word) => description.includes(word)).length * 2 + (lookup.category && item.category === lookup.category ? 1 : 0);
    if (score === 0 && (words.length > 0 || lookup.category)) continue;
    if (!best || score > best.score || (score === best.score && Number(item.amount) > Number(best.item.amount))) best = { item, score };
  }
  return best?.item ?? null;
}
