import type { LanguageCode } from '../../shared/languages';
import { languagePacks } from './languages';
import { nearLanguages, needleFor, wordStart, type Prepared } from './text';

/**
 * The user's own names the analyst looks for in a question: goal titles, group names, their
 * categories and the payees in their transactions' descriptions (most used first). A word that
 * is one of these decides what the question is about, whatever intent words it also holds.
 */
export interface AnalystVocabulary {
  goals: { id: string; title: string }[];
  groups: { id: string; name: string }[];
  /** The user's own categories: `id` is the category as transactions store it. */
  categories: { id: string; name: string }[];
  payees: string[];
  /** Upcoming events the person may answer an invitation to. */
  events?: { id: string; title: string }[];
}

export const emptyVocabulary: AnalystVocabulary = { goals: [], groups: [], categories: [], payees: [] };

/** What a question names of the user's own. */
export interface Subject {
  goal: { id: string; title: string } | null;
  group: { id: string; name: string } | null;
  /** One of the user's own categories. */
  category: { id: string; name: string } | null;
  /** A word (or two) of the question found in the descriptions, as the user typed it. */
  merchant: string | null;
}

export const plainWords = (text: string, language: LanguageCode) =>
  needleFor(text, language)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

const signatures = new Map<LanguageCode, Set<string>>();

/** Words that say what is asked rather than naming anything: they never pick a goal, a group or a payee. */
function questionWords(language: LanguageCode): Set<string> {
  let words = signatures.get(language);
  if (words) return words;
  words = new Set<string>();
  for (const code of nearLanguages(language)) {
    const { lexicon, phrases } = languagePacks[code];
    const all = [
      ...Object.values(lexicon.intents).flat(),
      ...Object.values(lexicon.periods).flat(),
      ...Object.values(lexicon.measures).flat(),
      ...Object.values(lexicon.categories).flat(),
      ...Object.values(phrases.categories),
      ...lexicon.since,
      ...lexicon.stopWords,
    ];
    for (const phrase of all) for (const word of plainWords(phrase, code)) words.add(word);
  }
  signatures.set(language, words);
  return words;
}

/** Letters enough to name something: three in alphabets, two in scripts with syllables or no spaces. */
const nameLength = (word: string) => [...word].length >= (/^[\p{Script=Latin}\d]+$/u.test(word) ? 3 : 2);

export function significant(word: string, language: LanguageCode): boolean {
  return nameLength(word) && !/^\d+$/.test(word) && !questionWords(language).has(word);
}

/**
 * The best of several names found in the question: the one sharing the most significant words
 * with it, a name said whole counting double; ties go to the longer name.
 */
export function bestName<T>(text: Prepared, language: LanguageCode, items: T[], nameOf: (item: T) => string): T | null {
  const haystack = needleFor(text.plain, language);
  const spaced = languagePacks[language].lexicon.spaced;
  let best: { item: T; score: number; length: number } | null = null;
  for (const item of items) {
    const name = needleFor(nameOf(item), language).trim();
    if (!name) continue;
    const whole = spaced ? wordStart(haystack, name, true) !== -1 : haystack.includes(name);
    const words = plainWords(name, language).filter((word) => significant(word, language));
    const shared = words.filter((word) => (spaced ? wordStart(haystack, word, true) !== -1 : haystack.includes(word))).length;
    const score = (whole && words.length > 0 ? 2 * words.length : 0) + shared;
    if (score > 0 && (!best || score > best.score || (score === best.score && name.length > best.length))) best = { item, score, length: name.length };
  }
  return best?.item ?? null;
}

/**
 * A payee the question names: a significant word of the question that is a whole word of some
 * description, joined with the next one when the two stand together in a description ("Whole
 * Foods"). Returned as the user typed it. Where words run together or take clitics (Thai, Arabic,
 * Hindi), only runs of Latin letters are taken, as payees are written there ("كم صرفت في Lidl").
 */
function findMerchant(message: string, text: Prepared, language: LanguageCode, payees: string[]): string | null {
  if (payees.length === 0) return null;
  // Thai, Arabic and Hindi run words together or join clitics to them: there a payee is read from the Latin letters typed among them ("จ่ายที่ Lidl").
  const latin = (tokens: string[]) => (languagePacks[language].lexicon.spaced ? tokens : tokens.flatMap((token) => token.match(/[\p{Script=Latin}\d'&.-]+/gu) ?? []));
  const descriptions = payees.map((payee) => ` ${plainWords(payee, language).join(' ')} `);
  const typed = latin(message.split(/[^\p{L}\p{M}\p{N}'&.-]+/u).filter(Boolean));
  const words = latin(plainWords(text.plain, language));
  let best: string | null = null;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (!significant(word, language)) continue;
    if (!descriptions.some((description) => description.includes(` ${word} `))) continue;
    const next = words[index + 1];
    const pair = next && descriptions.some((description) => description.includes(` ${word} ${next} `)) ? `${word} ${next}` : word;
    if (!best || pair.length > best.length) best = pair;
  }
  if (!best) return null;
  // As typed: "Lidl", not "lidl"; without an ending joined by an apostrophe ("Lidl'de", "McDonald's").
  const ending = /['’][\p{L}\p{M}]*$/u;
  const first = best.split(' ')[0]!;
  const at = typed.findIndex((token) => needleFor(token.replace(ending, ''), language).replace(/[^\p{L}\p{M}\p{N}]/gu, '') === first);
  return at === -1
    ? best
    : typed
        .slice(at, at + best.split(' ').length)
        .join(' ')
        .replace(ending, '');
}

export function findSubject(message: string, text: Prepared, language: LanguageCode, vocabulary: AnalystVocabulary): Subject {
  const goal = bestName(text, language, vocabulary.goals, (item) => item.title);
  const group = bestName(text, language, vocabulary.groups, (item) => item.name);
  const category = bestName(text, language, vocabulary.categories, (item) => item.name);
  const merchant = goal || group || category ? null : findMerchant(message, text, language, vocabulary.payees);
  return { goal, group, category, merchant };
}

/** The user's own words a spelling correction must leave alone. */
export function ownWords(vocabulary: AnalystVocabulary, language: LanguageCode): Set<string> {
  const names = [
    ...vocabulary.goals.map((goal) => goal.title),
    ...vocabulary.groups.map((group) => group.name),
    ...vocabulary.categories.map((item) => item.name),
    ...vocabulary.payees,
    ...(vocabulary.events ?? []).map((event) => event.title),
  ];
  return new Set(names.flatMap((name) => plainWords(name, language)));
}
