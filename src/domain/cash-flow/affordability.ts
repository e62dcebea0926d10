import { toMinor } from '../shared/money';
import type { CashFlow } from './cash-flow';

/** A signed decimal string of the timeline in minor units. */
export function signedMinor(decimal: string, currency: string): bigint {
  const negative = decimal.startsWith('-');
  const value = toMinor(negative ? decimal.slice(1) : decimal, currency) ?? 0n;
  return negative ? -value : value;
}

/** Thai is written without spaces between words: a title's run of letters is looked for inside the question's. */
const unspaced = /\p{Script=Thai}/u;

function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * How well a title matches the words someone used for it, from 0 (not at all) to 1 (every word
 * of the title): "can I afford the Lisbon trip?" names "Lisbon trip" fully and "Trip to the
 * coast" by one word in three. Words of one or two letters say nothing; a longer word also
 * matches its own longer forms ("Lisbon" and "Lisbon's"). A title in a script written without
 * spaces matches when it appears whole.
 */
export function titleMatch(words: string, title: string): number {
  const asked = wordsOf(words);
  const titled = wordsOf(title).filter((word) => word.length >= 3);
  if (titled.length === 0) return 0;
  if (unspaced.test(title)) return titled.filter((word) => asked.some((other) => other.includes(word))).length / titled.length;
  const found = titled.filter((word) => asked.some((other) => other === word || (Math.min(other.length, word.length) >= 4 && (other.startsWith(word) || word.startsWith(other)))));
  return found.length / titled.length;
}

/** The best of some candidates for the words, or null when none matches at all; the first wins ties. */
export function bestMatch<T extends { title: string }>(words: string, candidates: readonly T[]): T | null {
  let best: { candidate: T; score: number } | null = null;
  for (const candidate of candidates) {
    const score = titleMatch(words, candidate.title);
    if (score > 0 && (!best || score > best.score)) best = { candidate, score };
  }
  return best?.candidate ?? null;
}

export interface AffordabilityFigures {
  balanceBeforeMinor: bigint;
  balanceAfterMinor: bigint;
  lowestAfterMinor: bigint;
  affordable: boolean;
}

/**
 * The projected balance at the end of the day before `date`, and at the end of `date` and the
 * lowest from then on with the cost paid: `counted` when the timeline already holds the cost
 * (an event's share), otherwise it is taken off every day from `date` on. Affordable when the
 * balance stays at or above the threshold.
 */
export function affordabilityOn(flow: CashFlow, date: string, costMinor: bigint, counted: boolean): AffordabilityFigures {
  const { currency } = flow;
  const index = Math.max(
    0,
    flow.days.findIndex((day) => day.date === date),
  );
  const balances = flow.days.map((day) => signedMinor(day.balance, currency));
  const extra = counted ? 0n : costMinor;
  const balanceBeforeMinor = index === 0 ? signedMinor(flow.startingBalance, currency) : balances[index - 1]!;
  const after = balances.slice(index).map((balance) => balance - extra);
  const lowestAfterMinor = after.reduce((lowest, balance) => (balance < lowest ? balance : lowest), after[0] ?? balanceBeforeMinor - extra);
  return {
    balanceBeforeMinor,
    balanceAfterMinor: after[0] ?? balanceBeforeMinor - extra,
    lowestAfterMinor,
    affordable: lowestAfterMinor >= signedMinor(flow.threshold, currency),
  };
}
