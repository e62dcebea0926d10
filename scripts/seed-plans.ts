import type pg from 'pg';
import { addDays } from '../src/domain/shared/dates';

/** What the cash-flow timeline reads ahead for the demo user: schedules and costed group events. */
export const demoPlanSizes = { schedules: 30, events: 50 } as const;

const demoGroupName = 'Weekend crew';

const expenseCategories = ['rent', 'utilities', 'groceries', 'transport', 'entertainment', 'healthcare', 'education', 'shopping', 'dining'];

/** Thirty schedules from today: two salaries and two side incomes, the rest bills monthly or weekly. */
function demoSchedules(today: string) {
  const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR'];
  return Array.from({ length: demoPlanSizes.schedules }, (_, index) => {
    const income = index < 4;
    return {
      type: income ? 'income' : 'expense',
      category: income ? (index < 2 ? 'salary' : 'freelance') : expenseCategories[index % expenseCategories.length]!,
      amountMinor: income ? 180_000 + index * 25_000 : 1_500 + ((index * 7_919) % 60_000),
      description: income ? `Income ${index + 1}` : `Bill ${index - 3}`,
      rule: index % 5 === 4 ? `FREQ=WEEKLY;BYDAY=${weekdays[index % weekdays.length]}` : `FREQ=MONTHLY;BYMONTHDAY=${1 + ((index * 3) % 28)}`,
      startsOn: today,
    };
  });
}

/**
 * Replaces the demo user's schedules and their "Weekend crew" group with thirty schedules and
 * fifty costed events in the next 90 days that the user is going to (shared totals and tickets).
 */
export async function seedPlans(client: pg.PoolClient, userId: string, currency: string, today: string): Promise<void> {
  await client.query('delete from recurring_schedules where user_id = $1', [userId]);
  await client.query('delete from groups where created_by = $1 and name = $2', [userId, demoGroupName]);
  const schedules = demoSchedules(today);
  await client.query(
    `insert into recurring_schedules (user_id, type, category, amount_minor, currency, description, rule, starts_on)
     select $1, s.type, s.category, s.amount_minor, $2, s.description, s.rule, s.starts_on
     from unnest($3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::date[]) as s(type, category, amount_minor, description, rule, starts_on)`,
    [
      userId,
      currency,
      schedules.map((entry) => entry.type),
      schedules.map((entry) => entry.category),
      schedules.map((entry) => String(entry.amountMinor)),
      schedules.map((entry) => entry.description),
      schedules.map((entry) => entry.rule),
      schedules.map((entry) => entry.startsOn),
    ],
  );
  const { rows } = await client.query<{ id: string }>(`insert into groups (name, color, currency, created_by) values ($1, '#f97316', $2, $3) returning id`, [
    demoGroupName,
    currency,
    userId,
  ]);
  const groupId = rows[0]!.id;
  await client.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'owner')`, [groupId, userId]);
  const starts = Array.from(
    { length: demoPlanSizes.events },
    (_, index) => `${addDays(today, 1 + Math.floor((index * 89) / demoPlanSizes.events))}T${String(10 + (index % 10)).padStart(2, '0')}:00:00Z`,
  );
  const events = await client.query<{ id: string }>(
    `insert into events (user_id, group_id, title, start_at, end_at, cost_minor, cost_per_person, cost_set_at)
     select $1, $2, e.title, e.start_at, e.start_at + interval '2 hours', e.cost_minor, e.per_person, now()
     from unnest($3::text[], $4::timestamptz[], $5::bigint[], $6::boolean[]) as e(title, start_at, cost_minor, per_person)
     returning id`,
    [
      userId,
      groupId,
      starts.map((_, index) => `Outing ${index + 1}`),
      starts,
      starts.map((_, index) => String(2_000 + ((index * 3_571) % 30_000))),
      starts.map((_, index) => index % 3 === 0),
    ],
  );
  await client.query(`insert into event_rsvps (event_id, user_id, status, guests) select e.id, $1, 'going', e.guests from unnest($2::uuid[], $3::int[]) as e(id, guests)`, [
    userId,
    events.rows.map((row) => row.id),
    events.rows.map((_, index) => index % 4),
  ]);
}
