import { earnedMinor, type TimeEntry, type TimeProject } from '@domain/planning/time-tracking';
import { formatMinor, toMinor } from '@domain/shared/money';

/** What billing these entries will record, or null when they cannot be billed together. */
export function billEstimate(entries: readonly TimeEntry[], projects: readonly TimeProject[]): { amount: string; currency: string; seconds: number } | null {
  const byId = new Map(projects.map((project) => [project.id, project]));
  const items: { rateMinor: bigint; seconds: number }[] = [];
  const currencies = new Set<string>();
  for (const entry of entries) {
    const project = byId.get(entry.projectId);
    if (!project?.hourlyRate || !project.currency) return null;
    currencies.add(project.currency);
    items.push({ rateMinor: toMinor(project.hourlyRate, project.currency) ?? 0n, seconds: entry.durationSeconds });
  }
  const [currency] = [...currencies];
  if (currencies.size !== 1 || !currency) return null;
  return { amount: formatMinor(earnedMinor(items), currency), currency, seconds: items.reduce((sum, item) => sum + item.seconds, 0) };
}

/** Entries that may go into a bill: finished, billable, not billed yet, of a priced project. */
export function isBillable(entry: TimeEntry, projects: readonly TimeProject[]): boolean {
  const project = projects.find((candidate) => candidate.id === entry.projectId);
  return entry.end !== null && entry.billable && entry.billedAt === null && Boolean(project?.hourlyRate);
}
