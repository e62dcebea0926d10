import type { LanguageCode } from '../../shared/languages';
import type { Lexicon } from './language-pack';
import { languagePacks } from './languages';

/** Scripts written with combining accents read the same with or without them ("gastó", "gasto"). */
const accentFree = new Set<LanguageCode>(['en', 'es', 'pt', 'id', 'ms', 'tl', 'tr', 'vi']);

/** The first code point of each script's digits 0–9 that people type numbers in. */
const digitZeros = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0x0ed0, 0x1040, 0x17e0, 0xff10];

/**
 * Digits of any script as ASCII digits, and the Arabic decimal and thousands marks as "." and ",":
 * "١٬٢٠٠" reads as "1,200", "๓ เดือน" as "3 เดือน".
 */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u066b\u066c]/g, (mark) => (mark === '\u066b' ? '.' : ','))
    .replace(/\p{Nd}/gu, (digit) => {
      const code = digit.codePointAt(0)!;
      const zero = digitZeros.find((start) => code >= start && code <= start + 9);
      return zero === undefined ? digit : String(code - zero);
    });
}

export function normalise(text: string, stripAccents: boolean): string {
  // Arabic letters written several ways (hamza forms, final yeh) compare as one.
  const lower = asciiDigits(text.normalize('NFC')).toLowerCase().replace(/[’`]/g, "'").replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه');
  if (!stripAccents) return lower;
  // Only Latin letters lose their accents: a Devanagari vowel sign or an Arabic vowel mark is part of the word.
  return lower
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ı/g, 'i')
    .replace(/đ/g, 'd');
}

/**
 * A question ready to search: as written (lower case) and without the accents of Latin letters.
 * Both forms are as long as each other, so a place found in one is the same place in the other.
 */
export interface Prepared {
  spaced: string;
  plain: string;
}

export function prepare(message: string): Prepared {
  return { spaced: normalise(message, false), plain: normalise(message, true) };
}

const wordChar = /[\p{L}\p{M}\p{N}]/u;

export const isWordChar = (char: string | undefined) => char !== undefined && wordChar.test(char);

/** Where `needle` starts a word of `haystack`, or -1; with `whole` it must end one too. */
export function wordStart(haystack: string, needle: string, whole: boolean, from = 0): number {
  let index = haystack.indexOf(needle, from);
  while (index !== -1) {
    if (!isWordChar(haystack[index - 1]) && (!whole || !isWordChar(haystack[index + needle.length]))) return index;
    index = haystack.indexOf(needle, index + 1);
  }
  return -1;
}

/** The form of the question a language's words are looked for in. */
export const haystackFor = (text: Prepared, language: LanguageCode) => (accentFree.has(language) ? text.plain : text.spaced);

export const needleFor = (word: string, language: LanguageCode) => normalise(word, accentFree.has(language));

/**
 * Where a word starts in the question, or -1: in spaced scripts it must begin a word; Thai has
 * no spaces to look for.
 */
export function position(text: Prepared, word: string, lexicon: Lexicon, language: LanguageCode, whole = false): number {
  const needle = needleFor(word, language);
  const haystack = haystackFor(text, language);
  if (!lexicon.spaced) return haystack.indexOf(needle);
  // Short words must stand alone: "qua" (Vietnamese) is not the start of "quanto".
  return wordStart(haystack, needle, whole || needle.length <= 3 || lexicon.wholeWords === true);
}

/** `whole`: the word must stand alone, not only start a word (words of a language other than the one spoken). */
export function contains(text: Prepared, word: string, lexicon: Lexicon, language: LanguageCode, whole = false): boolean {
  return position(text, word, lexicon, language, whole) !== -1;
}

export function anyOf(text: Prepared, words: readonly string[], lexicon: Lexicon, language: LanguageCode, whole = false): boolean {
  return words.some((word) => contains(text, word, lexicon, language, whole));
}

/** The earliest place any of the words is found, or -1. */
export function firstOf(text: Prepared, words: readonly string[], lexicon: Lexicon, language: LanguageCode): number {
  let best = -1;
  for (const word of words) {
    const at = position(text, word, lexicon, language);
    if (at !== -1 && (best === -1 || at < best)) best = at;
  }
  return best;
}

/** The user's language first, then the others: people often ask in English whatever the interface says. */
export function searchOrder(language: LanguageCode): LanguageCode[] {
  const all = Object.keys(languagePacks) as LanguageCode[];
  return [...new Set<LanguageCode>([language, 'en', ...all])];
}

/** The user's language and English: for short words that often mean something else elsewhere. */
export const nearLanguages = (language: LanguageCode): LanguageCode[] => [...new Set<LanguageCode>([language, 'en'])];
