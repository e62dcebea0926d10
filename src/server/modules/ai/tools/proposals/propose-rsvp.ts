import { and, asc, eq, gte, isNotNull, isNull, or } from 'drizzle-orm';
import { proposeRsvpInput } from '../../../../../domain/ai/proposals';
import { rsvpInput } from '../../../../../domain/events/events';
import { events, groupMembers, groups } from '../../../../db/schema/index';
import { defineTool } from '../tool';
import { checkedWith, propose, proposalNote } from './propose';
import { pickOne } from './resolve';

/** Events a day past are still answerable (a late "I went"); older one-off events are not offered. */
const pastDays = 1;

export const proposeRsvpTool = defineTool({
  name: 'propose_rsvp',
  description: `Proposes the person's answer (going, maybe, can't go) to an event of one of their groups, for the whole series when it repeats. ${proposalNote}`,
  input: proposeRsvpInput,
  async run(context, { event: reference, status }) {
    const since = new Date(context.now.getTime() - pastDays * 86_400_000);
    const rows = await context.db
      .select({ id: events.id, name: events.title, startAt: events.startAt, groupName: groups.name })
      .from(events)
      .innerJoin(groups, eq(groups.id, events.groupId))
      .innerJoin(groupMembers, and(eq(groupMembers.groupId, events.groupId), eq(groupMembers.userId, context.userId)))
      .where(or(gte(events.endAt, since), and(isNotNull(events.recurrence), or(isNull(events.recurrenceUntil), gte(events.recurrenceUntil, since)))))
      .orderBy(asc(events.startAt))
      .limit(500);
    const event = pickOne(rows, reference, 'group event');
    const answer = checkedWith(rsvpInput, { status });
    return propose(
      context,
      'rsvp',
      { eventId: event.id, rsvp: { status: answer.status, scope: 'all' } },
      { eventTitle: event.name, eventStart: event.startAt.toISOString(), groupName: event.groupName, rsvp: answer.status },
    );
  },
});
