import { inArray } from 'drizzle-orm';
import type { UpcomingEventsResult } from '../../../../domain/ai/ai-tool-results';
import { upcomingEventsInput } from '../../../../domain/ai/ai-tool-inputs';
import { groups } from '../../../db/schema/index';
import { occurrencesOf, upcomingCandidates } from '../../../shared/event-queries';
import { defineTool } from './tool';

const dayMs = 86_400_000;

export const upcomingEventsTool = defineTool({
  name: 'upcoming_events',
  description:
    'The user’s calendar for the coming days: their personal events and those of the groups they belong to, soonest first, each with its title, start and end as ISO instants, location and group name; with the user’s time zone for reading the times.',
  input: upcomingEventsInput,
  async run(context, { days, limit }): Promise<UpcomingEventsResult> {
    const { db, now } = context;
    const until = new Date(now.getTime() + days * dayMs);
    const scope = { personalOf: context.userId, groupsOf: context.userId };
    const rows = await upcomingCandidates(db, scope, now, limit);
    const occurrences = (await occurrencesOf(db, rows, now, until, limit, context.timezone)).slice(0, limit);
    const groupIds = [...new Set(occurrences.map((occurrence) => occurrence.event.groupId).filter((id): id is string => id !== null))];
    const names = groupIds.length === 0 ? [] : await db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, groupIds));
    const nameOf = new Map(names.map((group) => [group.id, group.name]));
    return {
      timezone: context.timezone,
      days,
      events: occurrences.map((occurrence) => ({
        title: occurrence.title,
        start: occurrence.start.toISOString(),
        end: occurrence.end.toISOString(),
        location: occurrence.location,
        group: occurrence.event.groupId ? (nameOf.get(occurrence.event.groupId) ?? null) : null,
      })),
    };
  },
});
