import { currencyExponent, maxCurrencyExponent } from './currencies';
import { languageCodes } from './languages';
import { amountProblem, compareDecimals, fractionDigits, moneyMessages, toDecimalString } from './money';

/**
 * Zero of each digit script people type amounts in: Arabic-Indic, Extended Arabic-Indic
 * (Persian, Urdu), Devanagari and Thai. Each script's ten digits are consecutive code points.
 */
const digitZeros = [0x0660, 0x06f0, 0x0966, 0x0e50];

const arabicDecimalSeparator = '\u066b';
const arabicThousandsSeparator = '\u066c';

/** Compatibility forms (full-width digits), no spaces or direction marks: how input and labels are compared. */
function compactText(text: string): string {
  return text.normalize('NFKC').replace(/[\s\p{Zs}\p{Cf}]/gu, '');
}

function asciiDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const zero = digitZeros.find((start) => code >= start && code <= start + 9);
    out += zero === undefined ? char : String(code - zero);
  }
  return out;
}

const labelCache = new Map<string, string[]>();

/**
 * What a currency is called next to an amount in the supported languages ("$", "US$", "Rp",
 * "IDR", "€"…), longest first, so a pasted "Rp 1.234" or "1.234,50 €" is read as its number.
 */
function currencyLabels(currency: string): string[] {
  const cached = labelCache.get(currency);
  if (cached) return cached;
  const labels = new Set<string>([currency]);
  for (const locale of languageCodes) {
    for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1);
      for (const part of parts) if (part.type === 'currency') labels.add(compactText(part.value));
    }
  }
  const sorted = [...labels].sort((a, b) => b.length - a.length);
  labelCache.set(currency, sorted);
  return sorted;
}

function withoutLabel(text: string, currency: string | null): string {
  if (currency === null) return text;
  for (const label of currencyLabels(currency)) {
    if (text.startsWith(label)) return text.slice(label.length);
    if (text.endsWith(label)) return text.slice(0, -label.length);
  }
  return text;
}

/** Integer digits with optional grouping: Western (1,234,567) or Indian (12,34,567) groups. */
function ungroup(integer: string, group: string): string | null {
  if (!integer.includes(group)) return integer;
  const parts = integer.split(group);
  const [first, ...rest] = parts;
  if (!first || first.length > 3) return null;
  const last = rest.at(-1);
  if (last?.length !== 3) return null;
  if (rest.slice(0, -1).some((part) => part.length !== 2 && part.length !== 3)) return null;
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  return parts.join('');
}

/**
 * Reads the number in a typed amount as a plain decimal ("1234.5"), or null. Both "." and ","
 * may be the decimal mark: with both present the last one is; a lone mark followed by exactly
 * three digits groups thousands (no supported currency has three decimals), otherwise it is the
 * decimal mark. Several equal marks group thousands.
 */
function readNumber(text: string, currency: string | null): string | null {
  let compact = asciiDigits(compactText(text)).replaceAll(arabicDecimalSeparator, '.').replaceAll(arabicThousandsSeparator, ',');
  compact = withoutLabel(compact, currency);
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;

  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let decimalMark: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalMark = lastDot > lastComma ? '.' : ',';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const count = compact.split(mark).length - 1;
    const after = compact.length - compact.lastIndexOf(mark) - 1;
    const groupsThousands = count > 1 || (after === 3 && (currency === null ? maxCurrencyExponent : currencyExponent(currency)) < 3 && compact.indexOf(mark) > 0);
    decimalMark = groupsThousands ? null : mark;
  }
  const group = decimalMark === '.' ? ',' : '.';
  const [integerPart = '', fraction, ...extra] = decimalMark ? compact.split(decimalMark) : [compact];
  if (extra.length > 0 || (fraction !== undefined && !/^\d*$/.test(fraction))) return null;
  const integer = ungroup(integerPart, decimalMark ? group : compact.includes('.') ? '.' : ',');
  if (integer === null || integer.includes(group)) return null;
  return toDecimalString(`${integer || '0'}${fraction ? `.${fraction}` : ''}`);
}

export type AmountInputResult = { ok: true; decimal: string } | { ok: false; message: string };

/**
 * The one parser for amounts people type, shared by every form and the server: digits in any
 * supported script, "12.50" or "12,50", thousands separators where they cannot be a decimal
 * mark, and the currency's own symbol or code around the number. The answer is an exact
 * decimal string, checked against the currency's decimals, or the message to show.
 */
export function parseAmountInput(text: string, currency: string | null, { allowZero = false } = {}): AmountInputResult {
  // Before the user's currency is known a form still reads the number; the server applies the currency's decimals.
  const decimal = readNumber(text, currency);
  if (decimal === null || (!allowZero && compareDecimals(decimal, '0') === 0)) return { ok: false, message: moneyMessages.invalidAmount };
  const problem = currency === null ? (fractionDigits(decimal) > maxCurrencyExponent ? moneyMessages.invalidAmount : null) : amountProblem(decimal, currency);
  return problem ? { ok: false, message: problem } : { ok: true, decimal };
}

/**
 * What a form hands its schema for an amount field: the parsed decimal, or the text unchanged
 * when it is blank (so the schema's own "required" message applies), or the message to show.
 */
export function amountForSchema(text: string, currency: string | null, options: { allowZero?: boolean } = {}): { ok: true; value: string } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: text };
  const parsed = parseAmountInput(text, currency, options);
  return parsed.ok ? { ok: true, value: parsed.decimal } : parsed;
}
