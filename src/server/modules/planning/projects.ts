import { asc, eq, sql } from 'drizzle-orm';
import { formatMinor } from '../../../domain/shared/money';
import { ratePairIssue, timeTrackingMessages, type CreateProjectInput, type TimeProject, type UpdateProjectInput } from '../../../domain/planning/time-tracking';
import type { Database } from '../../db/client';
import { timeProjects } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import { requireOwned } from '../../http/require-owned';
import { minorOrFail } from '../../shared/owner-settings';
import { requireMemberGroup, requireOwnGoal } from './links';
import { toProject } from './views';

type Reader = Pick<Database, 'select'>;

async function checkLinks(db: Reader, userId: string, input: { goalId?: string | null; groupId?: string | null }) {
  if (input.goalId) await requireOwnGoal(db, userId, input.goalId);
  if (input.groupId) await requireMemberGroup(db, userId, input.groupId);
}

function rateMinor(rate: string | null | undefined, currency: string | null | undefined): bigint | null {
  if (!rate || !currency) return null;
  return minorOrFail(rate, currency, 'hourlyRate', timeTrackingMessages.currencyNeedsRate);
}

export async function listProjects(db: Database, userId: string): Promise<TimeProject[]> {
  const rows = await db.select().from(timeProjects).where(eq(timeProjects.userId, userId)).orderBy(asc(timeProjects.name), asc(timeProjects.id));
  return rows.map(toProject);
}

export async function createProject(db: Database, userId: string, input: CreateProjectInput): Promise<TimeProject> {
  await checkLinks(db, userId, input);
  const [row] = await db
    .insert(timeProjects)
    .values({
      userId,
      name: input.name,
      color: input.color,
      hourlyRateMinor: rateMinor(input.hourlyRate, input.currency),
      currency: input.hourlyRate ? (input.currency ?? null) : null,
      goalId: input.goalId ?? null,
      groupId: input.groupId ?? null,
    })
    .returning();
  return toProject(row!);
}

export async function updateProject(db: Database, userId: string, id: string, input: UpdateProjectInput): Promise<TimeProject> {
  await checkLinks(db, userId, input);
  return db.transaction(async (tx) => {
    const row = await requireOwned(tx, timeProjects, id, userId);
    const currency = input.currency !== undefined ? input.currency : row.currency;
    const rateGiven = input.hourlyRate !== undefined;
    // A new currency alone keeps the rate's digits: "50 USD" becomes "50 EUR", not 5000 yen-cents.
    const rate = rateGiven ? input.hourlyRate : row.hourlyRateMinor !== null && row.currency ? formatMinor(row.hourlyRateMinor, row.currency) : null;
    const issue = ratePairIssue(rate, currency);
    if (issue) throw fieldError(issue.field, issue.message);
    const [updated] = await tx
      .update(timeProjects)
      .set({
        name: input.name,
        color: input.color,
        hourlyRateMinor: rateMinor(rate, currency),
        currency: rate ? currency : null,
        goalId: input.goalId,
        groupId: input.groupId,
        updatedAt: sql`now()`,
      })
      .where(eq(timeProjects.id, row.id))
      .returning();
    return toProject(updated!);
  });
}

/** Deleting a project deletes its entries; income already billed from them stays. */
export async function deleteProject(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireOwned(tx, timeProjects, id, userId);
    await tx.delete(timeProjects).where(eq(timeProjects.id, row.id));
  });
}
