import { describe, expect, it } from 'vitest';
import { createEventInput, eventMessages, occurrenceQuery, updateEventInput, upcomingEventsQuery } from '../../src/domain/events';

const valid = { title: ' Lunch ', startTime: '2026-06-01T11:00:00+02:00', endTime: '2026-06-01T10:00:00.900Z' };

describe('event inputs', () => {
  it('normalises times to UTC whole seconds, trims texts and drops createdBy and attendees', () => {
    const parsed = createEventInput.parse({ ...valid, description: '', location: '  ', createdBy: 'someone', attendees: ['x'] });
    expect(parsed).toEqual({
      title: 'Lunch',
      startTime: '2026-06-01T09:00:00.000Z',
      endTime: '2026-06-01T10:00:00.000Z',
      description: null,
      location: null,
      groupId: null,
      recurrence: undefined,
    });
  });

  it('names the end time when it is not after the start', () => {
    const result = createEventInput.safeParse({ ...valid, endTime: '2026-06-01T09:00:00Z' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: eventMessages.endAfterStart, path: ['endTime'] });
  });

  it('refuses unknown fields', () => {
    expect(createEventInput.safeParse({ ...valid, colour: 'red' }).success).toBe(false);
    expect(updateEventInput.safeParse({ ...valid, colour: 'red' }).success).toBe(false);
    expect(updateEventInput.parse({ ...valid, createdBy: 'someone', attendees: [] })).not.toHaveProperty('createdBy');
  });

  it('keeps the group and the rule of an edit unless given; null and empty clear them', () => {
    const kept = updateEventInput.parse(valid);
    expect(kept.groupId).toBeUndefined();
    expect(kept.recurrence).toBeUndefined();
    expect(updateEventInput.parse({ ...valid, groupId: null, recurrence: '' })).toMatchObject({ groupId: null, recurrence: null });
  });

  it('reads the occurrence query, defaulting to the whole series', () => {
    expect(occurrenceQuery.parse({})).toEqual({ scope: 'all' });
    expect(occurrenceQuery.parse({ occurrence: '2026-06-01T09:00:00Z', scope: 'this' })).toEqual({ occurrence: '2026-06-01T09:00:00.000Z', scope: 'this' });
    expect(occurrenceQuery.safeParse({ scope: 'some' }).success).toBe(false);
  });

  it('bounds the upcoming limit', () => {
    expect(upcomingEventsQuery.parse({})).toEqual({ limit: 10 });
    expect(upcomingEventsQuery.parse({ limit: '50' })).toEqual({ limit: 50 });
    for (const limit of ['0', '51', '2.5', 'ten']) expect(upcomingEventsQuery.safeParse({ limit }).success).toBe(false);
  });
});
