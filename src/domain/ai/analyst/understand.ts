import { addMonths, isIsoDate, type IsoDate } from '../../shared/dates';
import type { LanguageCode } from '../../shared/languages';
import { analystCategories, analystIntents, periodWords, type AnalystCategory, type AnalystIntent, type Lexicon, type PeriodWord } from './language-pack';
import { namedCoins } from './coins';
import { languagePacks } from './languages';

/** A period a question names: a word ("last month"), a calendar month, or the last N months. */
export type PeriodSpec = { word: PeriodWord } | { month: string } | { lastMonths: number };

export interface Question {
  intent: AnalystIntent | null;
  period: PeriodSpec | null;
  category: AnalystCategory | null;
  /** The sum a question names ("can I afford 1200 …"), as a decimal string. */
  amount: string | null;
  /** The date a question asks about ("… by December"), the last day of a named month. */
  byDate: IsoDate | null;
  /** CoinGecko ids of the coins a question names ("bitcoin", "ETH"), in the order named. */
  coins: string[];
  /**
   * An affordability question without an amount names what it is about ("the Lisbon trip"): the
   * question's words, which the cash-flow tool matches against upcoming events and goals.
   */
  subject: string | null;
}

/** Scripts written with combining accents read the same with or without them ("gastó", "gasto"). */
const accentFree = new Set<LanguageCode>(['en', 'es', 'pt', 'id', 'ms', 'tl', 'tr', 'vi']);

function normalise(text: string, stripAccents: boolean): string {
  // Arabic letters written several ways (hamza forms, final yeh) compare as one.
  const lower = text.normalize('NFC').toLowerCase().replace(/[’`]/g, "'").replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه');
  if (!stripAccents) return lower;
  return lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').replace(/đ/g, 'd');
}

interface Prepared {
  spaced: string;
  plain: string;
}

const wordChar = /[\p{L}\p{M}\p{N}]/u;

/** Where `needle` starts a word of `haystack`, or -1; with `whole` it must end one too. */
function wordStart(haystack: string, needle: string, whole: boolean): number {
  let index = haystack.indexOf(needle);
  while (index !== -1) {
    const before = haystack[index - 1];
    const after = haystack[index + needle.length];
    if ((before === undefined || !wordChar.test(before)) && (!whole || after === undefined || !wordChar.test(after))) return index;
    index = haystack.indexOf(needle, index + 1);
  }
  return -1;
}

/**
 * Where a word starts in the question, or -1: in spaced scripts it must begin a word; Thai has
 * no spaces to look for.
 */
function position(text: Prepared, word: string, lexicon: Lexicon, language: LanguageCode): number {
  const needle = normalise(word, accentFree.has(language));
  const haystack = accentFree.has(language) ? text.plain : text.spaced;
  if (!lexicon.spaced) return haystack.indexOf(needle);
  // Short words must stand alone: "qua" (Vietnamese) is not the start of "quanto".
  return wordStart(haystack, needle, needle.length <= 3 || lexicon.wholeWords === true);
}

/**
 * The coins a question names, in the order named. Latin names and tickers are read in any
 * language at the start of a word ("bitcoins"), tickers only whole ("eth" is not the start of
 * "ethernet"); other scripts as written, since Thai has no spaces to find words by.
 */
function findCoins(text: Prepared): string[] {
  const found: { id: string; at: number }[] = [];
  for (const coin of namedCoins) {
    const spots = coin.words.map((word) =>
      /^[\p{Script=Latin}\d -]+$/u.test(word) ? wordStart(text.plain, normalise(word, true), word.length <= 4) : text.spaced.indexOf(normalise(word, false)),
    );
    const at = Math.min(...spots.filter((spot) => spot !== -1));
    if (Number.isFinite(at)) found.push({ id: coin.id, at });
  }
  return found.sort((a, b) => a.at - b.at).map((coin) => coin.id);
}

function contains(text: Prepared, word: string, lexicon: Lexicon, language: LanguageCode): boolean {
  return position(text, word, lexicon, language) !== -1;
}

function anyOf(text: Prepared, words: readonly string[], lexicon: Lexicon, language: LanguageCode): boolean {
  return words.some((word) => contains(text, word, lexicon, language));
}

/** The user's language first, then the others: people often ask in English whatever the interface says. */
function searchOrder(language: LanguageCode): LanguageCode[] {
  const all = Object.keys(languagePacks) as LanguageCode[];
  return [...new Set<LanguageCode>([language, 'en', ...all])];
}

function findIntent(text: Prepared, language: LanguageCode): AnalystIntent | null {
  for (const code of searchOrder(language)) {
    const { lexicon } = languagePacks[code];
    const found = analystIntents.find((intent) => anyOf(text, lexicon.intents[intent], lexicon, code));
    if (found) return found;
  }
  return null;
}

function speaksOf(text: Prepared, intent: AnalystIntent, language: LanguageCode): boolean {
  return searchOrder(language).some((code) => anyOf(text, languagePacks[code].lexicon.intents[intent], languagePacks[code].lexicon, code));
}

/** Category words are short and often mean something else in another language: only the user's language and English are read. */
function findCategory(text: Prepared, language: LanguageCode): AnalystCategory | null {
  for (const code of new Set<LanguageCode>([language, 'en'])) {
    const { lexicon, phrases } = languagePacks[code];
    for (const category of analystCategories) {
      if (category === 'other') continue;
      const words = [...(lexicon.categories[category] ?? []), phrases.categories[category]];
      if (anyOf(text, words, lexicon, code)) return category;
    }
  }
  return null;
}

/** The period word said first: "this month compared with last month" is about this month. */
function findPeriodWord(text: Prepared, language: LanguageCode): PeriodWord | null {
  for (const code of searchOrder(language)) {
    const { lexicon } = languagePacks[code];
    let best: { word: PeriodWord; at: number } | null = null;
    for (const word of periodWords) {
      for (const phrase of lexicon.periods[word]) {
        const at = position(text, phrase, lexicon, code);
        if (at !== -1 && (!best || at < best.at)) best = { word, at };
      }
    }
    if (best) return best.word;
  }
  return null;
}

const monthNameCache = new Map<string, string[]>();

function monthNames(language: string): string[] {
  let names = monthNameCache.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2024, index, 15))));
    monthNameCache.set(language, names);
  }
  return names;
}

interface NamedMonth {
  month: number;
  year: number | null;
  /** The span of text it took, so its digits are not read as an amount. */
  span: [number, number];
}

/** A month named in the question, in the user's language or English, with a year when one follows. */
function findMonthName(raw: string, language: LanguageCode): NamedMonth | null {
  const text = raw.toLowerCase();
  const candidates: { month: number; index: number; length: number }[] = [];
  for (const code of new Set<string>([language, 'en'])) {
    monthNames(code).forEach((name, month) => {
      const needle = name.toLowerCase();
      let index = text.indexOf(needle);
      while (index !== -1) {
        const after = text[index + needle.length];
        const before = text[index - 1];
        const bounded = (after === undefined || !/[\p{L}\p{N}]/u.test(after)) && (before === undefined || !/[\p{L}\p{N}]/u.test(before));
        if (bounded || language === 'th') candidates.push({ month, index, length: needle.length });
        index = text.indexOf(needle, index + 1);
      }
    });
  }
  const best = candidates.sort((a, b) => b.length - a.length)[0];
  if (!best) return null;
  const rest = text.slice(best.index + best.length);
  const year = /^\s*,?\s*(\d{4})(?!\d)/.exec(rest);
  const end = best.index + best.length + (year ? year[0].length : 0);
  return { month: best.month + 1, year: year ? Number(year[1]) : null, span: [best.index, end] };
}

/** "3 months", "6 meses", "3 เดือน": the number before a month word. */
function findMonthCount(raw: string, language: LanguageCode): { count: number; span: [number, number] } | null {
  const text = raw.toLowerCase();
  for (const code of searchOrder(language)) {
    for (const unit of languagePacks[code].lexicon.monthUnit) {
      const pattern = new RegExp(`(?<!\\d)(\\d{1,3})\\s*${unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
      const match = pattern.exec(text);
      if (match) return { count: Number(match[1]), span: [match.index, match.index + match[0].length] };
    }
  }
  return null;
}

/**
 * Reads "1,200.50", "1.200,50", "1200", "1 200" as a decimal string. A single separator followed
 * by exactly three digits groups thousands; otherwise it is the decimal point.
 */
export function readNumber(token: string): string | null {
  const compact = token.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let whole = compact;
  let fraction = '';
  if (lastDot !== -1 && lastComma !== -1) {
    const point = Math.max(lastDot, lastComma);
    whole = compact.slice(0, point);
    fraction = compact.slice(point + 1);
  } else if (lastDot !== -1 || lastComma !== -1) {
    const separator = lastDot !== -1 ? '.' : ',';
    const parts = compact.split(separator);
    const grouping = parts.length > 2 || (parts.length === 2 && parts[1]!.length === 3);
    if (!grouping) {
      whole = parts[0]!;
      fraction = parts[1] ?? '';
    }
  }
  whole = whole.replace(/[.,]/g, '');
  fraction = fraction.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  const integer = whole.replace(/^0+(?=\d)/, '');
  return fraction ? `${integer}.${fraction}` : integer;
}

function lastDayOf(year: number, month: number): IsoDate {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The amount: the largest number that is not part of a date, a year or a month count. */
function findAmount(raw: string, taken: [number, number][]): string | null {
  const numbers: string[] = [];
  for (const match of raw.matchAll(/\d[\d.,\u00a0\u202f ]*\d|\d/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some(([from, to]) => start < to && end > from)) continue;
    const value = readNumber(match[0].trim());
    if (value !== null && Number(value) > 0) numbers.push(value);
  }
  return numbers.sort((a, b) => Number(b) - Number(a))[0] ?? null;
}

export function understandQuestion(message: string, language: LanguageCode, today: IsoDate): Question {
  const text: Prepared = { spaced: normalise(message, false), plain: normalise(message, true) };
  let intent = findIntent(text, language);
  const coins = findCoins(text);
  // A coin's name makes it a question about crypto, unless it asks whether something is affordable.
  if (coins.length > 0 && intent !== 'afford') intent = 'crypto';
  const category = findCategory(text, language);
  if (!intent && category) intent = ['salary', 'freelance', 'gift'].includes(category) ? 'income' : 'spending';

  const taken: [number, number][] = [];
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(message);
  if (iso) taken.push([iso.index, iso.index + iso[0].length]);
  const named = findMonthName(message, language);
  if (named) taken.push(named.span);
  const count = findMonthCount(message, language);
  if (count) taken.push(count.span);
  for (const year of message.matchAll(/(?<!\d)(19|20)\d{2}(?!\d)/g)) taken.push([year.index, year.index + year[0].length]);
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));

  let period: PeriodSpec | null = null;
  const word = findPeriodWord(text, language);
  if (word) period = { word };
  else if (named) {
    // A month without a year is the latest one so far: "March" asked in May is this March.
    const year = named.year ?? (named.month <= thisMonth ? thisYear : thisYear - 1);
    period = { month: `${year}-${String(named.month).padStart(2, '0')}` };
  } else if (count && count.count > 0) period = { lastMonths: Math.min(count.count, 24) };

  let byDate: IsoDate | null = null;
  if (iso && isIsoDate(iso[0])) byDate = iso[0];
  else if (named) {
    // Asked ahead: a month without a year is the next one to come.
    const year = named.year ?? (named.month >= thisMonth ? thisYear : thisYear + 1);
    byDate = lastDayOf(year, named.month);
  } else if (count && count.count > 0) byDate = addMonths(today, count.count);
  else if (word === 'thisYear') byDate = `${thisYear}-12-31`;
  else if (word === 'thisMonth') byDate = lastDayOf(thisYear, thisMonth);

  const amount = intent === 'afford' ? findAmount(message, taken) : null;
  // "Will I have enough money at the end of the month?" reads as affordable-or-not, of nothing priced: the timeline answers it.
  if (intent === 'afford' && amount === null && speaksOf(text, 'cashFlow', language)) intent = 'cashFlow';
  const subject = intent === 'afford' && amount === null ? message.trim().slice(0, 300) : null;
  return { intent, period, category, amount, byDate, coins, subject };
}
