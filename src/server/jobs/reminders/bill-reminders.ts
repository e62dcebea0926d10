import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { occurrencesDue } from '../../../domain/recurring/occurrences';
import { customCategoryIdOf, customCategoryPrefix } from '../../../domain/categories/categories';
import { addDays, todayInZone } from '../../../domain/shared/dates';
import type { Database } from '../../db/client';
import { customCategories, recurringSchedules, users } from '../../db/schema/index';
import { timingOf } from '../../modules/recurring/schedule-view';
import type { NotifyInput } from '../../shared/notify';

type Reader = Pick<Database, 'select' | 'execute'>;

/** Weekend handling moves a due date at most this many days from the rule's date. */
const weekendShiftDays = 3;

/**
 * `billDue`, once per occurrence: expense schedules with an occurrence due tomorrow in the
 * owner's zone that is not paid, posted or skipped. One query reads the schedules that can fall
 * near tomorrow in any zone, one more the occurrence rows of the candidates.
 */
export async function dueBillReminders(db: Reader, now: Date): Promise<NotifyInput[]> {
  // Tomorrow in any zone is within a day of tomorrow in UTC.
  const utcTomorrow = addDays(todayInZone('UTC', now), 1);
  const rows = await db
    .select({ schedule: recurringSchedules, timezone: users.timezone, customName: customCategories.name })
    .from(recurringSchedules)
    .innerJoin(users, eq(users.id, recurringSchedules.userId))
    .leftJoin(
      customCategories,
      and(eq(customCategories.userId, recurringSchedules.userId), sql`${recurringSchedules.category} = ${customCategoryPrefix} || ${customCategories.id}::text`),
    )
    .where(
      and(
        eq(recurringSchedules.type, 'expense'),
        lte(recurringSchedules.startsOn, addDays(utcTomorrow, 1 + weekendShiftDays)),
        or(isNull(recurringSchedules.endsOn), gte(recurringSchedules.endsOn, addDays(utcTomorrow, -1 - weekendShiftDays))),
      ),
    );
  const due = rows.flatMap(({ schedule, timezone, customName }) => {
    const tomorrow = addDays(todayInZone(timezone, now), 1);
    return occurrencesDue(timingOf(schedule), tomorrow, tomorrow).map((occurrence) => ({ schedule, customName, occurrence }));
  });
  if (due.length === 0) return [];
  const { rows: handled } = await db.execute<{ schedule_id: string; scheduled_on: string }>(sql`
    select o.schedule_id, o.scheduled_on::text as scheduled_on
    from unnest(${sql.param(due.map((entry) => entry.schedule.id))}::uuid[], ${sql.param(due.map((entry) => entry.occurrence.scheduledOn))}::date[]) as k(schedule_id, scheduled_on)
    join recurring_occurrences o on o.schedule_id = k.schedule_id and o.scheduled_on = k.scheduled_on`);
  const done = new Set(handled.map((row) => `${row.schedule_id}|${row.scheduled_on}`));
  return due
    .filter(({ schedule, occurrence }) => !done.has(`${schedule.id}|${occurrence.scheduledOn}`))
    .map(({ schedule, customName, occurrence }) => ({
      userId: schedule.userId,
      kind: 'billDue' as const,
      params: {
        scheduleId: schedule.id,
        scheduleName: schedule.description || (customCategoryIdOf(schedule.category) ? (customName ?? '') : schedule.category),
        dueDate: occurrence.dueOn,
        amountMinor: Number(schedule.amountMinor),
        currency: schedule.currency,
      },
      link: `/money-tracking?tab=recurring&schedule=${schedule.id}`,
      dedupeKey: `billDue:${schedule.id}:${occurrence.scheduledOn}`,
    }));
}
