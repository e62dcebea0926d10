import { addMonths, isIsoDate, type IsoDate } from '../../shared/dates';
import type { LanguageCode } from '../../shared/languages';
import { analystCategories, analystIntents, type AnalystCategory, type AnalystIntent } from './language-pack';
import { namedCoins } from './coins';
import { languagePacks } from './languages';
import { findCount, findMonthNames, findPeriodWords, pastMonth, previousPeriod, saysSince, type PeriodSpec } from './periods';
import { anyOf, firstOf, nearLanguages, normalise, prepare, searchOrder, wordStart, type Prepared } from './text';
import { correctTypos } from './typos';
import { emptyVocabulary, findSubject, ownWords, type AnalystVocabulary } from './vocabulary';

export type { PeriodSpec } from './periods';

/**
 * What is worked out of the rows a question selects: their total, how many there are, an
 * average per month or per payment, or one category's share of all spending.
 */
export type Measure = 'total' | 'count' | 'average' | 'averagePayment' | 'share';

export interface Question {
  intent: AnalystIntent | null;
  period: PeriodSpec | null;
  /** The other side of a comparison, when the question names it ("than in March"). */
  compareWith: PeriodSpec | null;
  category: AnalystCategory | null;
  /** One of the user's own categories, named in the question. */
  ownCategory: { id: string; name: string } | null;
  /** A payee named in the question, as typed: its rows are those whose description holds it. */
  merchant: string | null;
  /** A goal or a group named in the question. */
  goal: { id: string; title: string } | null;
  group: { id: string; name: string } | null;
  measure: Measure;
  /** How many to list when the question asks for the top few ("top 3 purchases"). */
  top: number | null;
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

/**
 * Every intent whose words the question holds, in the order tried (the first language that has
 * any). The user's language and English match at the start of a word ("spend" in "spending");
 * the other languages only whole words, since a word's start in one language is often another
 * word in the next (Indonesian "cuan", profit, starts Spanish "cuanto").
 */
function findIntents(text: Prepared, language: LanguageCode): AnalystIntent[] {
  const near = nearLanguages(language);
  for (const code of searchOrder(language)) {
    const { lexicon } = languagePacks[code];
    const found = analystIntents.filter((intent) => anyOf(text, lexicon.intents[intent], lexicon, code, !near.includes(code)));
    if (found.length > 0) return found;
  }
  return [];
}

function speaksOf(text: Prepared, intent: AnalystIntent, language: LanguageCode): boolean {
  const near = nearLanguages(language);
  return searchOrder(language).some((code) => anyOf(text, languagePacks[code].lexicon.intents[intent], languagePacks[code].lexicon, code, !near.includes(code)));
}

/** Category words are short and often mean something else in another language: only the user's language and English are read. */
export function findCategory(text: Prepared, language: LanguageCode): AnalystCategory | null {
  for (const code of nearLanguages(language)) {
    const { lexicon, phrases } = languagePacks[code];
    for (const category of analystCategories) {
      if (category === 'other') continue;
      const words = [...(lexicon.categories[category] ?? []), phrases.categories[category]];
      if (anyOf(text, words, lexicon, code)) return category;
    }
  }
  return null;
}

function says(text: Prepared, language: LanguageCode, pick: (lexicon: (typeof languagePacks)[LanguageCode]['lexicon']) => readonly string[]): boolean {
  return nearLanguages(language).some((code) => anyOf(text, pick(languagePacks[code].lexicon), languagePacks[code].lexicon, code));
}

/** Where the question first says a word of the list, in the user's language or English; -1 when it does not. */
function whereSays(text: Prepared, language: LanguageCode, pick: (lexicon: (typeof languagePacks)[LanguageCode]['lexicon']) => readonly string[]): number {
  const spots = nearLanguages(language)
    .map((code) => firstOf(text, pick(languagePacks[code].lexicon), languagePacks[code].lexicon, code))
    .filter((spot) => spot !== -1);
  return spots.length === 0 ? -1 : Math.min(...spots);
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

/**
 * Numbers of the question outside dates, years and counts of months or days, with where they
 * stand; `glued` when letters follow without being a multiplier ("Flat 4B", "x2").
 */
export function freeNumbers(text: string, taken: [number, number][], multipliers: [RegExp, number][] = []): { value: string; at: number; glued: boolean }[] {
  const numbers: { value: string; at: number; glued: boolean }[] = [];
  for (const match of text.matchAll(/\d[\d.,\u00a0\u202f ]*\d|\d/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some(([from, to]) => start < to && end > from)) continue;
    // "15k" is fifteen thousand; "15 juta", "1,5 triệu" are millions.
    const rest = text.slice(end);
    const factor = /^\s*k\b/i.test(rest) ? 1000 : (multipliers.find(([word]) => word.test(rest))?.[1] ?? 1);
    const value = readNumber(match[0].trim());
    const glued = factor === 1 && /^[\p{L}\p{M}]/u.test(rest);
    if (value !== null && Number(value) > 0) numbers.push({ value: factor === 1 ? value : String(Math.round(Number(value) * factor * 100) / 100), at: start, glued });
  }
  return numbers;
}

/** The words of the user's language that multiply the number before them, as the question is searched. */
export function multipliersOf(language: LanguageCode): [RegExp, number][] {
  const { lexicon } = languagePacks[language];
  return Object.entries(lexicon.multipliers ?? {}).map(([word, factor]) => {
    const escaped = normalise(word, true).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [new RegExp(`^\\s*${escaped}${lexicon.spaced ? '(?![\\p{L}\\p{M}])' : ''}`, 'u'), factor];
  });
}

/** The amount: the largest number that is not part of a date, a year or a count. */
function findAmount(text: string, taken: [number, number][], language: LanguageCode): string | null {
  return freeNumbers(text, taken, multipliersOf(language)).sort((a, b) => Number(b.value) - Number(a.value))[0]?.value ?? null;
}

/** "top 3", "3 biggest", "5 largest": a small number said next to a top or biggest word. */
function findTop(text: Prepared, language: LanguageCode, taken: [number, number][]): number | null {
  const at = Math.max(
    whereSays(text, language, (lexicon) => lexicon.measures.top),
    whereSays(text, language, (lexicon) => lexicon.intents.biggest),
  );
  if (at === -1) return null;
  const near = freeNumbers(text.plain, taken).filter((number) => Math.abs(number.at - at) <= 24 && /^\d{1,2}$/.test(number.value));
  const value = near.sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0]?.value;
  return value ? Math.min(Math.max(Number(value), 1), 20) : null;
}

export interface PeriodReading {
  period: PeriodSpec | null;
  compareWith: PeriodSpec | null;
  byDate: IsoDate | null;
  taken: [number, number][];
}

/**
 * The period a question is about and, for a comparison, the other side: period words ("last
 * week"), named months ("in April", "since September", "from March to May", "March versus
 * April"), and counts ("the last 10 days", "3 months").
 */
export function readPeriods(text: Prepared, language: LanguageCode, today: IsoDate, comparing: boolean): PeriodReading {
  const taken: [number, number][] = [];
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text.plain);
  if (iso) taken.push([iso.index, iso.index + iso[0].length]);
  const months = findMonthNames(text, language);
  for (const named of months) taken.push(named.plainSpan);
  const monthCount = findCount(text.plain, language, 'monthUnit');
  const dayCount = findCount(text.plain, language, 'dayUnit');
  const weekCount = findCount(text.plain, language, 'weekUnit');
  for (const found of [monthCount, dayCount, weekCount]) if (found) taken.push(found.span);
  for (const year of text.plain.matchAll(/(?<!\d)(19|20)\d{2}(?!\d)/g)) taken.push([year.index, year.index + year[0].length]);
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  // "3 bulan lepas" (Malay) says "the last 3 months" with the words of "last month" after the number: they belong to the count.
  const counted = (at: number) =>
    [monthCount, dayCount, weekCount].some((found) => found && [text.plain, text.spaced].some((said) => new RegExp(`(?<![\\d.,])${found.count}\\s*$`).test(said.slice(0, at))));
  const words = findPeriodWords(text, language).filter((word) => !counted(word.at));
  const thanAt = whereSays(text, language, (lexicon) => lexicon.than);

  let period: PeriodSpec | null = null;
  let compareWith: PeriodSpec | null = null;
  const [first, second] = months;
  if (words.length > 0) {
    period = { word: words[0]!.word };
    if (comparing && words.length > 1) compareWith = { word: words[1]!.word };
    // "this month compared with April": a named month is the other side.
    else if (comparing && first) compareWith = { month: pastMonth(first, today) };
    // "more on dining than last month": what follows "than" is the other side, and the question is about the period before it.
    // Turkish and Hindi say "than" after the period ("geçen aydan", "पिछले महीने से"): their lists hold it with the period, found at the same place.
    else if (comparing && thanAt !== -1 && thanAt <= words[0]!.at) {
      compareWith = period;
      period = words[0]!.word === 'lastWeek' ? { word: 'thisWeek' } : words[0]!.word === 'lastYear' ? { word: 'thisYear' } : { word: 'thisMonth' };
    }
    if (!comparing && first && words[0]!.word === 'thisYear') period = { month: pastMonth(first, today) };
  } else if (first && second) {
    const [a, b] = [pastMonth(first, today), pastMonth(second, today)];
    if (comparing) [period, compareWith] = a > b ? [{ month: a }, { month: b }] : [{ month: b }, { month: a }];
    else period = { months: a < b ? [a, b] : [b, a] };
  } else if (first) {
    const month = pastMonth(first, today);
    period = saysSince(text, first.span, language) ? { since: month } : { month };
  } else if (dayCount && dayCount.count > 0) period = { lastDays: Math.min(dayCount.count, 366) };
  else if (weekCount && weekCount.count > 0) period = { lastDays: Math.min(weekCount.count * 7, 366) };
  else if (monthCount && monthCount.count > 0) period = { lastMonths: Math.min(monthCount.count, 24) };
  if (comparing && period && !compareWith) compareWith = previousPeriod(period, today);

  let byDate: IsoDate | null = null;
  const word = words[0]?.word;
  if (iso && isIsoDate(iso[0])) byDate = iso[0];
  else if (first) {
    // Asked ahead: a month without a year is the next one to come.
    const year = first.year ?? (first.month >= thisMonth ? thisYear : thisYear + 1);
    byDate = lastDayOf(year, first.month);
  } else if (monthCount && monthCount.count > 0) byDate = addMonths(today, monthCount.count);
  else if (word === 'thisYear') byDate = `${thisYear}-12-31`;
  else if (word === 'thisMonth') byDate = lastDayOf(thisYear, thisMonth);
  return { period, compareWith, byDate, taken };
}

/** What the question measures, when it is about spending or income rather than one sum. */
function readMeasure(text: Prepared, language: LanguageCode, category: boolean): Measure {
  if (says(text, language, (lexicon) => lexicon.measures.average)) {
    return says(text, language, (lexicon) => lexicon.measures.perTransaction) ? 'averagePayment' : 'average';
  }
  if (says(text, language, (lexicon) => lexicon.measures.count)) return 'count';
  if (category && says(text, language, (lexicon) => lexicon.measures.share)) return 'share';
  return 'total';
}

/** Intents about rows of money, which a payee, a category or a measure can narrow. */
const moneyIntents = new Set<AnalystIntent | null>([null, 'spending', 'income', 'biggest', 'compare']);

/**
 * Reads a question: what it asks (`intent`), over which period, about what, and which measure.
 * A name from the user's data outranks intent words ("how much is left for the car?" is about
 * the goal called Car); otherwise the first intent in `analystIntents` order whose words appear
 * wins, after the rules below for questions whose words belong to two intents.
 */
export function understandQuestion(message: string, language: LanguageCode, today: IsoDate, vocabulary: AnalystVocabulary = emptyVocabulary): Question {
  const raw = prepare(message);
  const keep = ownWords(vocabulary, language);
  const text = correctTypos(raw, language, keep);
  const intents = findIntents(text, language);
  let intent: AnalystIntent | null = intents[0] ?? null;
  const coins = findCoins(text);
  // A coin's name makes it a question about crypto, unless it asks whether something is affordable.
  if (coins.length > 0 && intent !== 'afford') intent = 'crypto';
  const named = findSubject(message, text, language, vocabulary);
  const category = named.category ? null : findCategory(text, language);

  // Earned and spent in one question, and nothing more particular: the two against each other.
  if ((intent === 'income' || intent === 'spending' || intent === 'compare') && intents.includes('income') && intents.includes('spending')) intent = 'net';
  if (named.goal && (intent === null || intent === 'goals' || intent === 'savingsRate' || intent === 'balance')) intent = 'goals';
  else if (named.group && (intent === null || intent === 'groups' || intent === 'balance' || intent === 'spending')) intent = 'groups';
  if (!intent && (category || named.category || named.merchant)) intent = category && ['salary', 'freelance', 'gift'].includes(category) ? 'income' : 'spending';

  const reading = readPeriods(text, language, today, intent === 'compare');
  const measure = intent === 'spending' || intent === 'income' ? readMeasure(text, language, Boolean(category || named.category || named.merchant)) : 'total';
  // "Top 3 purchases" lists the biggest ones, whatever word asked for them.
  const top = intent === 'spending' || intent === 'biggest' ? findTop(text, language, reading.taken) : null;
  if (intent === 'spending' && top !== null && measure === 'total') intent = 'biggest';

  const amount = intent === 'afford' ? findAmount(text.plain, reading.taken, language) : null;
  // "Will I have enough money at the end of the month?" reads as affordable-or-not, of nothing priced: the timeline answers it.
  if (intent === 'afford' && amount === null && speaksOf(text, 'cashFlow', language)) intent = 'cashFlow';
  const subject = intent === 'afford' && amount === null ? message.trim().slice(0, 300) : null;
  const narrowed = moneyIntents.has(intent);
  return {
    intent,
    period: reading.period,
    compareWith: intent === 'compare' ? reading.compareWith : null,
    category,
    ownCategory: narrowed ? named.category : null,
    merchant: narrowed ? named.merchant : null,
    goal: intent === 'goals' ? named.goal : null,
    group: intent === 'groups' ? named.group : null,
    measure,
    top,
    amount,
    byDate: reading.byDate,
    coins,
    subject,
  };
}
