import { describe, expect, it } from 'vitest';
import { createEventInput, eventMessages, eventRuleMessages, occurrenceQuery, updateEventInput, upcomingEventsQuery } from '../../../src/domain/events/events';

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
      allDay: false,
      recurrence: undefined,
      cost: null,
    });
  });

  it('takes an all-day event as its first and last day, the last day included', () => {
    const parsed = createEventInput.parse({ title: 'Trip to Porto', allDay: true, startTime: '2026-07-10', endTime: '2026-07-12' });
    expect(parsed).toMatchObject({ allDay: true, startTime: '2026-07-10', endTime: '2026-07-12' });
    expect(createEventInput.parse({ title: 'Birthday', allDay: true, startTime: '2026-07-10', endTime: '2026-07-10' })).toMatchObject({
      startTime: '2026-07-10',
      endTime: '2026-07-10',
    });
  });

  it('refuses an all-day end date before its start date, and times where dates are due', () => {
    const backwards = createEventInput.safeParse({ title: 'Trip', allDay: true, startTime: '2026-07-10', endTime: '2026-07-09' });
    expect(backwards.error?.issues[0]).toMatchObject({ message: eventRuleMessages.endDateBeforeStart, path: ['endTime'] });
    const timed = createEventInput.safeParse({ title: 'Trip', allDay: true, startTime: '2026-07-10T09:00:00Z', endTime: '2026-07-11' });
    expect(timed.error?.issues[0]).toMatchObject({ message: eventRuleMessages.allDayDate, path: ['startTime'] });
    const impossible = updateEventInput.safeParse({ title: 'Trip', allDay: true, startTime: '2026-02-30', endTime: '2026-03-01' });
    expect(impossible.success).toBe(false);
    const datesForTimed = createEventInput.safeParse({ title: 'Trip', startTime: '2026-07-10', endTime: '2026-07-11' });
    expect(datesForTimed.error?.issues[0]).toMatchObject({ message: eventRuleMessages.invalidTime });
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
