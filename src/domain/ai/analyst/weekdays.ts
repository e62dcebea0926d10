import { addDays, type IsoDate } from '../../shared/dates';
import type { LanguageCode } from '../../shared/languages';
import { languagePacks } from './languages';
import { isWordChar, nearLanguages, needleFor, normalise, position, type Prepared } from './text';

/**
 * Day names that are also everyday words, left unread rather than misread: "minggu" and "linggo"
 * are "week" too (Indonesian, Tagalog), "pazar" is "market" (Turkish). "Sunday" in English is
 * still read in every language.
 */
const doubleMeanings: Partial<Record<LanguageCode, readonly string[]>> = { id: ['minggu'], tl: ['linggo'], tr: ['pazar'] };

const names = new Map<LanguageCode, (string | null)[]>();

/** The days of the week as `language` names them, Sunday first, from Intl; null for a name this reader leaves alone. */
export function weekdayNames(language: LanguageCode): (string | null)[] {
  let known = names.get(language);
  if (!known) {
    const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    // 4 January 2026 was a Sunday.
    known = Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 0, 4 + day))).toLocaleLowerCase(language));
    known = known.map((name) => (name && doubleMeanings[language]?.includes(name) ? null : name));
    names.set(language, known);
  }
  return known;
}

export interface SaidWeekday {
  /** 0 for Sunday to 6 for Saturday. */
  day: number;
  span: [number, number];
}

/** The days of the week the message names, in the user's language or English, each as a whole word. */
export function findWeekdays(text: Prepared, language: LanguageCode): SaidWeekday[] {
  const found: SaidWeekday[] = [];
  for (const code of nearLanguages(language)) {
    const { lexicon } = languagePacks[code];
    weekdayNames(code).forEach((name, day) => {
      if (!name) return;
      const at = position(text, name, lexicon, code, true);
      if (at !== -1) found.push({ day, span: [at, at + needleFor(name, code).length] });
    });
  }
  return found;
}

function blank(haystack: string, needle: string, bounded: boolean): string {
  let result = haystack;
  for (let at = result.indexOf(needle); at !== -1; at = result.indexOf(needle, at + needle.length)) {
    if (bounded && (isWordChar(result[at - 1]) || isWordChar(result[at + needle.length]))) continue;
    result = result.slice(0, at) + ' '.repeat(needle.length) + result.slice(at + needle.length);
  }
  return result;
}

/**
 * The message with the days of the week it names blanked out, for readers that must not take a
 * part of one for a word of their own: Portuguese "segunda-feira" holds "feira", a market.
 */
export function withoutWeekdays(text: Prepared, language: LanguageCode): Prepared {
  let { spaced, plain } = text;
  for (const code of nearLanguages(language)) {
    const bounded = languagePacks[code].lexicon.spaced;
    for (const name of weekdayNames(code)) {
      if (!name) continue;
      spaced = blank(spaced, normalise(name, false), bounded);
      plain = blank(plain, normalise(name, true), bounded);
    }
  }
  return { spaced, plain };
}

/** The latest day on or before `today` that falls on `day` (0 Sunday … 6 Saturday): "on Friday" in a request is the last Friday. */
export function lastWeekday(today: IsoDate, day: number): IsoDate {
  const current = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((current - day + 7) % 7));
}
