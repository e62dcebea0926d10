import { createScheduleInput } from '../../../domain/recurring/recurring';
import { parseOrFail } from '../../http/parse-or-fail';
import { registerProposalAction } from '../../shared/proposal-actions';
import { createSchedule, deleteSchedule } from './service';

/** A recurring schedule, written as the schedule form writes it; undo deletes it (its posted transactions stay, as on the screen). */
export function registerScheduleProposals(): void {
  registerProposalAction('schedule', {
    async confirm(db, userId, input) {
      const schedule = await createSchedule(db, userId, parseOrFail(createScheduleInput, input));
      return { link: `/money-tracking?tab=recurring&schedule=${schedule.id}`, undo: { scheduleId: schedule.id } };
    },
    async undo(db, userId, undo) {
      await deleteSchedule(db, userId, String(undo.scheduleId));
    },
  });
}
