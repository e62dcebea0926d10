import type { IsoDate } from '@domain/shared/dates';
import { guessDateOrder, parseDate, type DateOrder } from '../parse-values';
import { joinDescription, type AccountKind, type Statement } from './statement-entry';

/** Sections that list accounts, categories, classes or securities rather than transactions. */
const listSections = /^!(Account|Type:(Cat|Class|Memorized|Prices|Security)|Option|Clear)/i;
/** Investment sections hold trades, not cash in or out: reading them as income would invent money. */
const investmentSection = /^!Type:(Invst|Port)/i;

const sectionKinds: Record<string, AccountKind> = { bank: 'checking', cash: 'cash', ccard: 'creditCard', 'oth a': 'other', 'oth l': 'creditLine' };

interface QifRecord {
  date: string;
  amount: string;
  payee: string;
  memo: string;
  category: string;
}

export interface QifFile {
  statements: Statement[];
  /** Records in investment sections, left out. */
  skippedInvestments: number;
}

type Section = { kind: 'list' } | { kind: 'account' } | { kind: 'investment' } | { kind: 'cash'; statement: Statement; records: QifRecord[] };

/**
 * Quicken Interchange Format: `!Type:Bank` (or Cash, CCard, Oth A/L) sections of records, one
 * field per line keyed by its first letter, each record closed by `^`; `#` lines are comments.
 * A record's split lines (S, E, $) come after its own fields and never change them. QIF does not
 * say how dates are written, so the order is read from the dates themselves (a part over 12 must
 * be the day), else the user's usual order.
 */
export function parseQif(text: string, fallbackOrder: DateOrder, today: IsoDate): QifFile {
  const sections: Extract<Section, { kind: 'cash' }>[] = [];
  let skippedInvestments = 0;
  let accountName = '';
  let section: Section | null = null;
  let current: QifRecord = blank();
  let inSplit = false;
  // Between !Option:AutoSwitch and !Clear:AutoSwitch, !Account lists every account rather than naming the next one.
  let autoSwitch = false;
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const line = raw.trimEnd();
    if (line.startsWith('#')) continue;
    if (line.startsWith('!')) {
      if (/^!Option:AutoSwitch/i.test(line)) autoSwitch = true;
      if (/^!Clear:AutoSwitch/i.test(line)) autoSwitch = false;
      section = /^!Account/i.test(line) && !autoSwitch ? { kind: 'account' } : openSection(line);
      if (section.kind === 'cash') sections.push(section);
      if (section.kind === 'cash') section.statement.name = accountName || undefined;
      current = blank();
      inSplit = false;
      continue;
    }
    if (section?.kind === 'account' && line.startsWith('N')) accountName = line.slice(1).trim() || accountName;
    if (!section || section.kind === 'list' || section.kind === 'account') continue;
    if (line.startsWith('^')) {
      if (current.date || current.amount) {
        if (section.kind === 'investment') skippedInvestments += 1;
        else section.records.push(current);
      }
      current = blank();
      inSplit = false;
      continue;
    }
    const value = line.slice(1).trim();
    const code = line[0];
    if (code === 'S' || code === 'E' || code === '$') inSplit = true;
    if (inSplit) continue;
    if (code === 'D') current.date = value;
    else if (code === 'T') current.amount = value;
    else if (code === 'U') current.amount ||= value;
    else if (code === 'P') current.payee = value;
    else if (code === 'M') current.memo = value;
    else if (code === 'L') current.category = value;
  }
  const records = sections.flatMap((entry) => entry.records);
  const dates = records.map((record) => normaliseQifDate(record.date, today));
  const order = guessDateOrder(dates, fallbackOrder);
  const statements = mergeByAccount(
    sections.map((entry) => ({
      ...entry.statement,
      entries: entry.records.map((record) => ({
        date: parseDate(normaliseQifDate(record.date, today), order) ?? record.date,
        amount: record.amount,
        description: joinDescription(record.payee, record.memo),
        category: qifCategory(record.category),
      })),
    })),
  );
  return { statements, skippedInvestments };
}

function openSection(line: string): Section {
  if (investmentSection.test(line)) return { kind: 'investment' };
  if (listSections.test(line)) return { kind: 'list' };
  const type = /^!Type:\s*(.*)$/i.exec(line)?.[1]?.trim().toLowerCase() ?? '';
  return { kind: 'cash', statement: { account: '', kind: sectionKinds[type] ?? 'other', currency: '', entries: [] }, records: [] };
}

function mergeByAccount(statements: Statement[]): Statement[] {
  const merged = new Map<string, Statement>();
  for (const statement of statements) {
    const key = `${statement.kind}\u0000${statement.name ?? ''}`;
    const existing = merged.get(key);
    if (existing) existing.entries.push(...statement.entries);
    else merged.set(key, statement);
  }
  return [...merged.values()].filter((statement) => statement.entries.length > 0);
}

function blank(): QifRecord {
  return { date: '', amount: '', payee: '', memo: '', category: '' };
}

function expandYear(year: string, mark: string, today: IsoDate): number {
  if (year.length > 2) return Number(year);
  const short = Number(year);
  // Quicken's apostrophe years: '70–'99 are the 1900s, the rest the 2000s; slash years this century.
  let full = mark === "'" ? (short >= 70 ? 1900 : 2000) + short : Number(today.slice(0, 2)) * 100 + short;
  // Either way, a year this century has not reached yet is last century's.
  if (full > Number(today.slice(0, 4))) full -= 100;
  return full;
}

/**
 * Quicken writes 1/31'24 (apostrophe), 1/31/24, 01/31/2024, 31.01.2024 or 2024-01-31,
 * sometimes space-padded (1/ 5'98). Returns the same order of parts with a four-digit year.
 */
export function normaliseQifDate(value: string, today: IsoDate): string {
  const text = value.replace(/\s+/g, '');
  const short = /^(\d{1,2})[/.-](\d{1,2})(['/.-])(\d{1,4})$/.exec(text);
  if (!short) return text;
  return `${short[1]}/${short[2]}/${expandYear(short[4]!, short[3]!, today)}`;
}

/** "Food:Groceries" → "Groceries"; "[Savings]" names a transfer account and "--Split--" a split, not a category. */
function qifCategory(value: string): string {
  if (!value || value.startsWith('[') || /^-+split-+$/i.test(value)) return '';
  return value.split(':').at(-1)!.split('/')[0]!.trim();
}
