import { addDays, addMonths, monthStart, type IsoDate } from '../../shared/dates';
import type { LanguageCode } from '../../shared/languages';
import type { PeriodWord, Phrases } from './language-pack';
import { periodWords } from './language-pack';
import { languagePacks } from './languages';
import { count, day, fill, monthLabel } from './format';
import { haystackFor, isWordChar, nearLanguages, needleFor, normalise, position, searchOrder, type Prepared } from './text';

/**
 * A period a question names: a word ("last week"), a calendar month, the last N months or days,
 * a month onwards ("since September"), a run of months ("from March to May") or two dates.
 */
export type PeriodSpec =
  { word: PeriodWord } | { month: string } | { lastMonths: number } | { lastDays: number } | { since: string } | { months: [string, string] } | { between: [IsoDate, IsoDate] };

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

const lastDayOfMonth = (date: IsoDate): IsoDate => addDays(addMonths(monthStart(date), 1), -1);

/** Monday of the ISO week a day is in. */
const weekStart = (date: IsoDate): IsoDate => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The dates a period covers, never past today (transactions cannot be in the future). */
export function periodRange(period: PeriodSpec, today: IsoDate): DateRange {
  const clamp = (range: DateRange): DateRange => ({ from: range.from, to: range.to > today ? today : range.to });
  if ('month' in period) return clamp({ from: `${period.month}-01`, to: lastDayOfMonth(`${period.month}-01`) });
  if ('lastMonths' in period) return { from: monthStart(addMonths(today, -(period.lastMonths - 1))), to: today };
  if ('lastDays' in period) return { from: addDays(today, -(period.lastDays - 1)), to: today };
  if ('since' in period) return { from: `${period.since}-01`, to: today };
  if ('months' in period) return clamp({ from: `${period.months[0]}-01`, to: lastDayOfMonth(`${period.months[1]}-01`) });
  if ('between' in period) return clamp({ from: period.between[0], to: period.between[1] });
  const year = Number(today.slice(0, 4));
  switch (period.word) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek':
      return { from: weekStart(today), to: today };
    case 'lastWeek': {
      const start = addDays(weekStart(today), -7);
      return { from: start, to: addDays(start, 6) };
    }
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const start = monthStart(addMonths(monthStart(today), -1));
      return { from: start, to: lastDayOfMonth(start) };
    }
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

export function periodLabel(period: PeriodSpec, phrases: Phrases, locale: string): string {
  if ('month' in period) return fill(phrases.periods.month, { month: monthLabel(period.month, locale) });
  if ('lastMonths' in period) return fill(phrases.periods.lastMonths, { n: count(period.lastMonths, locale) });
  if ('lastDays' in period) return fill(phrases.periods.lastDays, { n: count(period.lastDays, locale) });
  if ('since' in period) return fill(phrases.periods.since, { date: monthLabel(period.since, locale) });
  if ('months' in period) return fill(phrases.periods.range, { from: monthLabel(period.months[0], locale), to: monthLabel(period.months[1], locale) });
  if ('between' in period) return fill(phrases.periods.range, { from: day(period.between[0], locale), to: day(period.between[1], locale) });
  return phrases.periods[period.word];
}

/** The month (YYYY-MM) a period is about, for questions that compare one month with the one before. */
export function periodMonth(period: PeriodSpec | null, today: IsoDate): string {
  if (period && 'month' in period) return period.month;
  if (period && 'word' in period && period.word === 'lastMonth') return addMonths(monthStart(today), -1).slice(0, 7);
  return today.slice(0, 7);
}

/** Whether a period is one calendar month, which the month-by-month comparison table shows. */
export const isOneMonth = (period: PeriodSpec) => 'month' in period || ('word' in period && (period.word === 'thisMonth' || period.word === 'lastMonth'));

/**
 * What a period is compared with when the question names no other: the one before it, of the
 * same kind and length ("this week" with last week, a month with the month before).
 */
export function previousPeriod(period: PeriodSpec, today: IsoDate): PeriodSpec {
  const shiftMonthKey = (month: string, by: number) => addMonths(`${month}-01`, by).slice(0, 7);
  if ('month' in period) return { month: shiftMonthKey(period.month, -1) };
  if ('word' in period) {
    const thisMonth = today.slice(0, 7);
    const year = Number(today.slice(0, 4));
    switch (period.word) {
      case 'today':
        return { word: 'yesterday' };
      case 'yesterday':
        return { between: [addDays(today, -2), addDays(today, -2)] };
      case 'thisWeek':
        return { word: 'lastWeek' };
      case 'lastWeek': {
        const start = addDays(weekStart(today), -14);
        return { between: [start, addDays(start, 6)] };
      }
      case 'thisMonth':
        return { word: 'lastMonth' };
      case 'lastMonth':
        return { month: shiftMonthKey(thisMonth, -2) };
      case 'thisYear':
        return { word: 'lastYear' };
      case 'lastYear':
        return { between: [`${year - 2}-01-01`, `${year - 2}-12-31`] };
    }
  }
  // Any other span: the same number of days just before it.
  const { from, to } = periodRange(period, today);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return { between: [addDays(from, -days), addDays(from, -1)] };
}

/** A period word found in the question, with where it was said. */
export interface FoundWord {
  word: PeriodWord;
  at: number;
}

/** Every period word said, in the order said: "this month compared with last month" has two. */
export function findPeriodWords(text: Prepared, language: LanguageCode): FoundWord[] {
  const near = nearLanguages(language);
  for (const code of searchOrder(language)) {
    const { lexicon } = languagePacks[code];
    const found: FoundWord[] = [];
    for (const word of periodWords) {
      let at = -1;
      for (const phrase of lexicon.periods[word]) {
        // Other languages' words count only whole, as intents' do.
        const spot = position(text, phrase, lexicon, code, !near.includes(code));
        if (spot !== -1 && (at === -1 || spot < at)) at = spot;
      }
      if (at !== -1) found.push({ word, at });
    }
    if (found.length > 0) return found.sort((a, b) => a.at - b.at);
  }
  return [];
}

const monthNameCache = new Map<string, string[]>();

function monthNames(language: string): string[] {
  let names = monthNameCache.get(language);
  if (!names) {
    const long = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, index) => long.format(new Date(Date.UTC(2024, index, 15))).toLowerCase());
    monthNameCache.set(language, names);
  }
  return names;
}

/** Months are also typed short in English: "Sept", "dec". */
const englishShort = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface NamedMonth {
  month: number;
  year: number | null;
  /** The span of text it took, in the question as searched in its language (see `haystackFor`). */
  span: [number, number];
  /** The same span in the question without accents, where amounts are read, so a year is not read as one. */
  plainSpan: [number, number];
}

/** Months named in the question, in the user's language or English, each with a year when one follows; in the order said. */
export function findMonthNames(text: Prepared, language: LanguageCode): NamedMonth[] {
  const candidates: { month: number; index: number; length: number; haystack: string }[] = [];
  const look = (haystack: string, name: string, month: number, spaced: boolean, suffixed = false) => {
    let index = haystack.indexOf(name);
    while (index !== -1) {
      const ends = suffixed || !isWordChar(haystack[index + name.length]);
      if ((!isWordChar(haystack[index - 1]) && ends) || !spaced) candidates.push({ month, index, length: name.length, haystack });
      index = haystack.indexOf(name, index + 1);
    }
  };
  // English month names have no accents: looked for as typed, Vietnamese "mấy" (how many) is not "may".
  for (const code of nearLanguages(language)) {
    const haystack = code === 'en' ? text.spaced : haystackFor(text, code);
    const { lexicon } = languagePacks[code];
    monthNames(code).forEach((name, month) => look(haystack, needleFor(name, code), month, lexicon.spaced, lexicon.monthsTakeEndings === true));
  }
  englishShort.forEach((name, month) => {
    look(text.spaced, name, month, true);
    look(text.spaced, `${name}t`, month, true);
  });
  // The longest name at each place: "juni" is not also "jun". "May I…" asks leave, not about May.
  const kept = candidates
    .filter((candidate) => !(candidate.month === 4 && /^\s+(i|we|you|be|have)\b/.test(candidate.haystack.slice(candidate.index + candidate.length))))
    .sort((a, b) => a.index - b.index || b.length - a.length)
    .filter((candidate, index, all) => all.findIndex((other) => other.index <= candidate.index && candidate.index < other.index + other.length) === index);
  // Devanagari and Thai vowel signs are marks: without them the question is shorter.
  const plainAt = (haystack: string, index: number) => (haystack === text.plain ? index : normalise(haystack.slice(0, index), true).length);
  return kept.map((best) => {
    const rest = best.haystack.slice(best.index + best.length);
    const year = /^\s*,?\s*(\d{4})(?!\d)/.exec(rest);
    const end = best.index + best.length + (year ? year[0].length : 0);
    return { month: best.month + 1, year: year ? Number(year[1]) : null, span: [best.index, end], plainSpan: [plainAt(best.haystack, best.index), plainAt(best.haystack, end)] };
  });
}

/** A month looking back: without a year, the latest one so far ("March" asked in May is this March). */
export function pastMonth(named: NamedMonth, today: IsoDate): string {
  const thisYear = Number(today.slice(0, 4));
  const year = named.year ?? (named.month <= Number(today.slice(5, 7)) ? thisYear : thisYear - 1);
  return `${year}-${String(named.month).padStart(2, '0')}`;
}

/** "3 months", "6 meses", "10 days", "2 weeks": the number before (or after) a unit word. */
export function findCount(raw: string, language: LanguageCode, unit: 'monthUnit' | 'dayUnit' | 'weekUnit'): { count: number; span: [number, number] } | null {
  const text = raw.toLowerCase();
  for (const code of searchOrder(language)) {
    for (const word of languagePacks[code].lexicon[unit]) {
      // Looked for as the question is searched, without the accents of Latin letters: "tháng" as "thang".
      const escaped = normalise(word, true).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Most languages put the number first; Arabic and Thai may say the unit first ("آخر ٣ أشهر" reads either way).
      // In Latin letters a unit before a number is a month's name ("tháng 3", March) or another word ("motor 15").
      const unitFirst = /^\p{Script=Latin}/u.test(escaped) ? '' : `|${escaped}\\S*\\s*(\\d{1,3})(?![\\d.,])`;
      const pattern = new RegExp(`(?<![\\d.,])(\\d{1,3})\\s*${escaped}${unitFirst}`, 'u');
      const match = pattern.exec(text);
      if (match) return { count: Number(match[1] ?? match[2]), span: [match.index, match.index + match[0].length] };
    }
  }
  return null;
}

/** Whether a "since" word is said right before (or, in Turkish and Hindi, right after) a span. */
export function saysSince(text: Prepared, span: [number, number], language: LanguageCode): boolean {
  for (const code of nearLanguages(language)) {
    const { lexicon } = languagePacks[code];
    const haystack = haystackFor(text, code);
    for (const word of lexicon.since) {
      const needle = needleFor(word, code);
      const before = haystack.lastIndexOf(needle, span[0]);
      if (before !== -1 && span[0] - (before + needle.length) <= 4) return true;
      const after = haystack.indexOf(needle, span[1]);
      if (after !== -1 && after - span[1] <= 4) return true;
    }
  }
  return false;
}
