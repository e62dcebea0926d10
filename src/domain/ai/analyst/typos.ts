import type { LanguageCode } from '../../shared/languages';
import { languagePacks } from './languages';
import { haystackFor, isWordChar, nearLanguages, needleFor, type Prepared } from './text';
import { weekdayNames } from './weekdays';

/** Edits between two words, a swap of neighbours counting as one ("spnet", "spent"). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const dictionaries = new Map<LanguageCode, Set<string>>();

/** Every single word of a language's question words, as questions are searched (lower case, accents per language). */
function dictionary(language: LanguageCode): Set<string> {
  let words = dictionaries.get(language);
  if (words) return words;
  const { lexicon, phrases } = languagePacks[language];
  const phrasesOf = [
    ...Object.values(lexicon.intents).flat(),
    ...Object.values(lexicon.periods).flat(),
    ...Object.values(lexicon.categories).flat(),
    ...Object.values(phrases.categories),
    ...Object.values(lexicon.measures).flat(),
    ...lexicon.since,
    ...lexicon.stopWords,
    ...Object.values(lexicon.requests ?? {}).flat(),
    ...weekdayNames(language).filter((name) => name !== null),
  ];
  words = new Set(phrasesOf.flatMap((phrase) => needleFor(phrase, language).split(/[^\p{L}\p{M}]+/u)).filter((word) => [...word].length >= 4));
  dictionaries.set(language, words);
  return words;
}

/** How far a typed word may be from a known one: one slip in a short word, two in a long one. */
const allowance = (length: number) => (length >= 8 ? 2 : 1);

/** The known word a typed one is a slip of, or null when it is fine as typed (or too far from anything known). */
function correction(word: string, known: Set<string>[], keep: ReadonlySet<string>): string | null {
  const length = [...word].length;
  if (length < 4 || keep.has(word)) return null;
  for (const words of known) if (words.has(word) || [...words].some((entry) => word.startsWith(entry) && entry.length >= 5)) return null;
  let best: { word: string; distance: number } | null = null;
  for (const words of known) {
    for (const entry of words) {
      // A four-letter word is only a slip of a longer one ("spnd"): among four-letter words one edit turns "have" into "save".
      if (Math.abs(entry.length - length) > 2 || (length === 4 && entry.length < 5)) continue;
      const distance = editDistance(word, entry);
      if (distance <= allowance(entry.length) && (!best || distance < best.distance)) best = { word: entry, distance };
    }
  }
  return best?.word ?? null;
}

/**
 * The question with misspelt words put right ("spnet on resturants" reads "spent on restaurants"):
 * each word of four letters or more that is not a known word (little words included), nor the
 * start of one, nor one of the user's own (`keep`: payees, goal titles), becomes the closest
 * known word of the user's language or English within one or two edits. Known words that are
 * prefixes ("grocer") match the start of a typed word. Both forms of the question get the same
 * corrections, so they stay as long as each other. Scripts whose words run together or take
 * clitics (Thai, Arabic, Hindi) are left as typed; only words in Latin letters among them are put
 * right ("kharhca", Hinglish).
 */
export function correctTypos(text: Prepared, language: LanguageCode, keep: ReadonlySet<string>): Prepared {
  const known = nearLanguages(language).map(dictionary);
  const typed = haystackFor(text, language);
  const words = languagePacks[language].lexicon.spaced ? /[\p{L}\p{M}]+/gu : /\p{Script=Latin}+/gu;
  let spaced = '';
  let plain = '';
  let last = 0;
  for (const match of typed.matchAll(words)) {
    const start = match.index;
    const end = start + match[0].length;
    // Part of a longer token ("x2", "lidl-berlin") stays as typed.
    const fixed = isWordChar(typed[start - 1]) || isWordChar(typed[end]) ? null : correction(match[0], known, keep);
    spaced += text.spaced.slice(last, start) + (fixed ?? text.spaced.slice(start, end));
    plain += text.plain.slice(last, start) + (fixed ?? text.plain.slice(start, end));
    last = end;
  }
  return { spaced: spaced + text.spaced.slice(last), plain: plain + text.plain.slice(last) };
}
