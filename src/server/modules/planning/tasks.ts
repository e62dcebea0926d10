import { and, asc, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CreateTaskInput, PlanningTask, TaskView, UpdateTaskInput } from '../../../domain/planning/planning';
import type { Database } from '../../db/client';
import { planningTasks } from '../../db/schema/index';
import { requireOwned } from '../../http/require-owned';
import { ownerSettings } from '../../shared/owner-settings';
import { requireVisibleEvent, requireVisibleGoal } from './links';
import { toTask } from './views';

type Reader = Pick<Database, 'select'>;

const t = planningTasks;

async function checkLinks(db: Reader, userId: string, input: { goalId?: string | null; eventId?: string | null }) {
  if (input.goalId) await requireVisibleGoal(db, userId, input.goalId);
  if (input.eventId) await requireVisibleEvent(db, userId, input.eventId);
}

function viewCondition(view: TaskView, today: string): SQL | undefined {
  if (view === 'open') return isNull(t.doneAt);
  if (view === 'done') return isNotNull(t.doneAt);
  // Today: what is due today, done or not, and whatever is still open from earlier days.
  if (view === 'today') return or(eq(t.dueOn, today), and(isNull(t.doneAt), lte(t.dueOn, today)));
  return undefined;
}

/** Open tasks first, then by due date (undated last), then oldest first. */
export async function listTasks(db: Database, userId: string, view: TaskView): Promise<PlanningTask[]> {
  const { today } = await ownerSettings(db, userId);
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), viewCondition(view, today)))
    .orderBy(sql`${t.doneAt} is not null`, sql`${t.dueOn} asc nulls last`, asc(t.createdAt), asc(t.id))
    .limit(500);
  return rows.map((row) => toTask(row, today));
}

export async function createTask(db: Database, userId: string, input: CreateTaskInput): Promise<PlanningTask> {
  await checkLinks(db, userId, input);
  const { today } = await ownerSettings(db, userId);
  const [row] = await db
    .insert(t)
    .values({ userId, title: input.title, dueOn: input.dueOn ?? null, goalId: input.goalId ?? null, eventId: input.eventId ?? null })
    .returning();
  return toTask(row!, today);
}

export async function updateTask(db: Database, userId: string, id: string, input: UpdateTaskInput): Promise<PlanningTask> {
  await checkLinks(db, userId, input);
  const { today } = await ownerSettings(db, userId);
  return db.transaction(async (tx) => {
    const row = await requireOwned(tx, t, id, userId);
    // Marking done keeps the first completion time; undoing clears it.
    const doneAt = input.done === undefined ? undefined : input.done ? (row.doneAt ?? sql`now()`) : null;
    const [updated] = await tx
      .update(t)
      .set({ title: input.title, dueOn: input.dueOn, goalId: input.goalId, eventId: input.eventId, doneAt, updatedAt: sql`now()` })
      .where(eq(t.id, row.id))
      .returning();
    return toTask(updated!, today);
  });
}

export async function deleteTask(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireOwned(tx, t, id, userId);
    await tx.delete(t).where(eq(t.id, row.id));
  });
}
