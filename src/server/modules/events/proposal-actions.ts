import { and, eq } from 'drizzle-orm';
import { rsvpInput } from '../../../domain/events/events';
import { eventRsvps } from '../../db/schema/index';
import { parseOrFail } from '../../http/parse-or-fail';
import { registerProposalAction } from '../../shared/proposal-actions';
import { answerRsvp } from './rsvp';

/**
 * An answer to a group event for the whole series, given as the calendar gives it. Undo restores
 * the series answer it replaced (status and guests), or takes the answer away when there was none.
 */
export function registerRsvpProposals(): void {
  registerProposalAction('rsvp', {
    async confirm(db, userId, input) {
      const eventId = String(input.eventId);
      const answer = parseOrFail(rsvpInput, input.rsvp);
      const [before] = await db
        .select({ status: eventRsvps.status, guests: eventRsvps.guests })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
      await answerRsvp(db, userId, eventId, answer);
      return { link: `/calendar?event=${eventId}`, undo: { eventId, previous: before ?? null } };
    },
    async undo(db, userId, undo) {
      const eventId = String(undo.eventId);
      const previous = undo.previous as { status: 'going' | 'maybe' | 'cantGo'; guests: number } | null;
      if (previous) await answerRsvp(db, userId, eventId, { status: previous.status, guests: previous.guests, scope: 'all' });
      else await db.delete(eventRsvps).where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
    },
  });
}
