import { addDays, daysBetween, type IsoDate } from '../shared/dates';
import { amountRange, matchWindowDays } from './recurring';

/** A transaction just written, as matching reads it. */
export interface MatchTransaction {
  id: string;
  type: string;
  category: string;
  amountMinor: bigint;
  currency: string;
  description: string;
  date: IsoDate;
}

/** An occurrence a transaction may pay: open, or posted by the scheduler (then its row is replaced). */
export interface MatchOccurrence {
  scheduleId: string;
  scheduledOn: IsoDate;
  dueOn: IsoDate;
  type: string;
  category: string;
  currency: string;
  amountMinor: bigint;
  tolerancePercent: number;
  description: string;
}

export interface Match<O extends MatchOccurrence = MatchOccurrence> {
  transactionId: string;
  occurrence: O;
}

/** Lower case letters and numbers only, words apart: "NETFLIX.COM *1234" and "Netflix com" read alike. */
export function normaliseDescription(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Shared words over all words of two descriptions (0 to 1); numbers do not count. */
export function descriptionSimilarity(a: string, b: string): number {
  const words = (text: string) =>
    new Set(
      normaliseDescription(text)
        .split(' ')
        .filter((word) => word && !/^\d+$/.test(word)),
    );
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return 0;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared);
}

/** Whether a transaction can pay an occurrence: same type and currency, within ±2 days and the tolerance. */
export function canPay(transaction: MatchTransaction, occurrence: MatchOccurrence): boolean {
  if (transaction.type !== occurrence.type || transaction.currency !== occurrence.currency) return false;
  if (Math.abs(daysBetween(occurrence.dueOn, transaction.date)) > matchWindowDays) return false;
  const { min, max } = amountRange(occurrence.amountMinor, occurrence.tolerancePercent);
  return transaction.amountMinor >= min && transaction.amountMinor <= max;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * Which transaction pays which occurrence. The best pairs are taken first: same category, then
 * the more similar description, the nearer date and the nearer amount. One transaction pays
 * at most one occurrence and one occurrence is paid at most once.
 */
export function matchTransactions<O extends MatchOccurrence>(transactions: readonly MatchTransaction[], occurrences: readonly O[]): Match<O>[] {
  // Occurrences by due date, so each transaction looks only at the five days around its own.
  const byDue = new Map<IsoDate, O[]>();
  for (const occurrence of occurrences) byDue.set(occurrence.dueOn, [...(byDue.get(occurrence.dueOn) ?? []), occurrence]);
  const pairs: { transaction: MatchTransaction; occurrence: O; score: number[] }[] = [];
  for (const transaction of transactions) {
    const near = [];
    for (let offset = -matchWindowDays; offset <= matchWindowDays; offset += 1) near.push(...(byDue.get(addDays(transaction.date, offset)) ?? []));
    for (const occurrence of near) {
      if (!canPay(transaction, occurrence)) continue;
      pairs.push({
        transaction,
        occurrence,
        score: [
          transaction.category === occurrence.category ? 0 : 1,
          -descriptionSimilarity(transaction.description, occurrence.description),
          Math.abs(daysBetween(occurrence.dueOn, transaction.date)),
          Number(abs(transaction.amountMinor - occurrence.amountMinor)),
        ],
      });
    }
  }
  pairs.sort((a, b) => {
    for (let index = 0; index < a.score.length; index += 1) if (a.score[index] !== b.score[index]) return a.score[index]! - b.score[index]!;
    return 0;
  });
  const usedTransactions = new Set<string>();
  const usedOccurrences = new Set<string>();
  const matches: Match<O>[] = [];
  for (const { transaction, occurrence } of pairs) {
    const key = `${occurrence.scheduleId}|${occurrence.scheduledOn}`;
    if (usedTransactions.has(transaction.id) || usedOccurrences.has(key)) continue;
    usedTransactions.add(transaction.id);
    usedOccurrences.add(key);
    matches.push({ transactionId: transaction.id, occurrence });
  }
  return matches;
}
