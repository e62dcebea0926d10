import type { Database } from '../db/client';
import { dueBillReminders } from './reminders/bill-reminders';
import { dueEventReminders } from './reminders/event-reminders';
import { dueGoalReminders } from './reminders/goal-reminders';
import { sendReminders } from './reminders/send';
import { scheduledJob } from './scheduled-job';

export interface ReminderTally {
  events: number;
  goals: number;
  bills: number;
}

/**
 * Writes every reminder due at `now` that was not written before: events 24 hours and 1 hour
 * ahead, goals near their date or behind their pace, bills due tomorrow. Each is keyed once per
 * person (docs/decisions/026-reminders-and-alerts.md), so a second run, a retry or another
 * instance at the same moment writes nothing twice. The counts are what this run wrote.
 */
export async function runReminders(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<ReminderTally> {
  const events = await sendReminders(db, await dueEventReminders(db, now));
  const goals = await sendReminders(db, await dueGoalReminders(db, now));
  const bills = await sendReminders(db, await dueBillReminders(db, now));
  return { events, goals, bills };
}

export const reminders = scheduledJob({
  name: 'reminders',
  cron: '*/5 * * * *',
  async run({ db }) {
    const { events, goals, bills } = await runReminders(db);
    return `sent ${events} event reminders, ${goals} goal reminders, ${bills} bill reminders`;
  },
});
