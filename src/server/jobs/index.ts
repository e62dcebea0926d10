import { eventCostBooking } from './event-cost-booking';
import { groupSharesSync } from './group-shares-sync';
import { notificationDelivery } from './notification-delivery';
import { idempotencyKeyCleanup, sessionCleanup } from './maintenance-jobs';
import { recurringPosting } from './recurring-jobs';
import { reminders } from './reminders';
import type { ScheduledJob } from './scheduled-job';

/** Every scheduled job; one line per job. main.ts starts them on every instance, pg-boss runs each tick once. */
export const scheduledJobs: ScheduledJob[] = [sessionCleanup, idempotencyKeyCleanup, groupSharesSync, recurringPosting, eventCostBooking, reminders, notificationDelivery];
