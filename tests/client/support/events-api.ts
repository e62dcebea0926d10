import type { CalendarEvent, CalendarShare, RsvpStatus } from '@domain/events/events';
import { estimateEventCost, type EventCost } from '@domain/events/event-cost';
import { minorToDecimal, toMinor } from '@domain/shared/money';
import type { Goal } from '@domain/goals/goals';
import type { GroupMember, GroupSummary } from '@domain/groups/groups';
import { api, failure, json, notServed } from './fake-api';
import { testUser } from './fixtures';
import { makeGroup, summaryOf } from './group-fixtures';
import { declareSession } from './session';

interface CostInput {
  amount: string;
  paidBy?: string;
  perPerson?: boolean;
}

type EventGroup = Pick<GroupSummary, 'id' | 'name' | 'color' | 'status' | 'role' | 'currency'>;

let sequence = 0;

/** A personal event of the test user, tomorrow 9:00–10:00 local time unless overridden. */
export function makeCalendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  sequence += 1;
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(9, 0, 0, 0);
  const end = new Date(start);
  end.setHours(10);
  return {
    id: `event-${sequence}`,
    title: 'Budget review',
    description: null,
    location: null,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    allDay: false,
    groupId: null,
    group: null,
    createdBy: testUser.id,
    creator: { id: testUser.id, firstName: testUser.firstName, lastName: testUser.lastName },
    attendees: [],
    myRsvp: null,
    myGuests: 0,
    cost: null,
    canEdit: true,
    recurrence: null,
    occurrenceStart: null,
    ...overrides,
  };
}

/** A cost as the server answers it, estimated from the answers as the shared rule does. */
export function estimatedCost(
  cost: Pick<EventCost, 'amount' | 'currency' | 'perPerson' | 'paidBy'> & Partial<EventCost>,
  attendees: CalendarEvent['attendees'],
  me: string,
): EventCost {
  const amountMinor = toMinor(cost.amount, cost.currency) ?? 0n;
  const estimate = estimateEventCost(amountMinor, cost.perPerson, attendees, cost.currency);
  const mine = estimate.shares.find((share) => share.userId === me);
  const decimal = (minor: bigint) => minorToDecimal(minor, 2);
  return {
    amount: cost.amount,
    currency: cost.currency,
    perPerson: cost.perPerson,
    paidBy: cost.paidBy,
    heads: estimate.heads,
    total: decimal(estimate.totalMinor),
    perHead: decimal(estimate.perHeadMinor),
    myShare: mine ? decimal(mine.shareMinor) : null,
    booking: cost.booking ?? null,
  };
}

export function makeEventGroup(overrides: Partial<EventGroup> = {}): EventGroup {
  sequence += 1;
  return { id: `group-${sequence}`, name: 'Flatmates', color: '#10b981', status: 'active', role: 'owner', currency: 'EUR', ...overrides };
}

export function makeShare(overrides: Partial<CalendarShare> = {}): CalendarShare {
  sequence += 1;
  const token = overrides.token ?? `token-${sequence}`;
  return {
    token,
    url: `/shared/calendar/${token}`,
    icsUrl: `/shared/calendar/${token}.ics`,
    groupId: null,
    name: 'Ana Lima',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A local date and time as the ISO instant the API would send. */
export function localInstant(date: string, hours: number, minutes = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, hours, minutes).toISOString();
}

export interface EventsApiOptions {
  events?: CalendarEvent[];
  /** null: GET /api/groups answers 404, as before groups are served. */
  groups?: EventGroup[] | null;
  goals?: Goal[];
  shares?: CalendarShare[];
  /** Each group's members by group id; the signed-in user and one other member otherwise. */
  members?: Record<string, GroupMember[]>;
}

const overlaps = (event: CalendarEvent, from: string | null, to: string | null) =>
  (!to || Date.parse(event.startTime) < Date.parse(to)) && (!from || Date.parse(event.endTime) > Date.parse(from));

/**
 * A signed-in session with an in-memory calendar: events by range, create, edit, delete, RSVP,
 * upcoming, share links, plus the groups and goals the calendar reads. Later `api.use` calls
 * override any route.
 */
export function declareEventsApi({ events = [], groups = [], goals = [], shares = [], members = {} }: EventsApiOptions = {}) {
  const store = [...events];
  const shareStore = [...shares];
  declareSession({ preferences: { theme: 'light', hasCompletedOnboarding: true, language: 'en' } });
  const groupOf = (id: unknown) => (groups ?? []).find((group) => group.id === id) ?? null;
  const find = (id: string | undefined) => store.findIndex((event) => event.id === id);
  const personOf = (id: string | undefined) => {
    const member = Object.values(members)
      .flat()
      .find((candidate) => candidate.userId === id);
    return member ? { id: member.userId, firstName: member.firstName, lastName: member.lastName } : { id: testUser.id, firstName: testUser.firstName, lastName: testUser.lastName };
  };
  const costOf = (input: CostInput, currency: string, attendees: CalendarEvent['attendees']) =>
    estimatedCost({ amount: input.amount, currency, perPerson: input.perPerson ?? false, paidBy: personOf(input.paidBy) }, attendees, testUser.id);

  api.use({
    // The whole summary the server sends, of which the calendar reads a few fields.
    'GET /api/groups': () => (groups ? groups.map((group) => summaryOf(makeGroup(group))) : notServed()),
    // One group with its members, for who pays an event's cost.
    'GET /api/groups/:id': ({ params }) => {
      const group = groupOf(params.id);
      return group ? makeGroup({ ...group, members: members[group.id] }) : failure(404, 'Group not found', 'NOT_FOUND');
    },
    'GET /api/financial-goals': () => goals,
    'GET /api/events': ({ query }) => store.filter((event) => overlaps(event, query.get('from'), query.get('to'))),
    'GET /api/events/upcoming': () => store.filter((event) => Date.parse(event.endTime) > Date.now()).slice(0, 10),
    'POST /api/events': ({ body }) => {
      const { cost, ...input } = body as Partial<CalendarEvent> & { cost?: CostInput | null };
      const group = groupOf(input.groupId);
      const created = makeCalendarEvent({
        ...input,
        group: group && { id: group.id, name: group.name, color: group.color },
        recurrence: input.recurrence ?? null,
        cost: cost ? costOf(cost, group?.currency ?? 'EUR', []) : null,
      });
      store.push(created);
      return json(201, created);
    },
    'PUT /api/events/:id': ({ params, body }) => {
      const index = find(params.id);
      const current = store[index];
      if (!current) return failure(404, 'Event not found', 'NOT_FOUND');
      const { cost, ...input } = body as Partial<CalendarEvent> & { cost?: CostInput | null };
      const group = groupOf(input.groupId);
      const updated = {
        ...current,
        ...input,
        group: group && { id: group.id, name: group.name, color: group.color },
        cost: cost === undefined ? current.cost : cost && costOf(cost, group?.currency ?? 'EUR', current.attendees),
      };
      store[index] = updated;
      return updated;
    },
    'DELETE /api/events/:id': ({ params }) => {
      const index = find(params.id);
      if (index < 0) return failure(404, 'Event not found', 'NOT_FOUND');
      store.splice(index, 1);
      return json(204);
    },
    'POST /api/events/:id/rsvp': ({ params, body }) => {
      const index = find(params.id);
      const current = store[index];
      if (!current) return failure(404, 'Event not found', 'NOT_FOUND');
      const { status, guests = 0 } = body as { status: RsvpStatus; guests?: number };
      const others = current.attendees.filter((attendee) => attendee.userId !== testUser.id);
      const attendees = [...others, { userId: testUser.id, firstName: testUser.firstName, lastName: testUser.lastName, status, guests: status === 'going' ? guests : 0 }];
      const updated: CalendarEvent = {
        ...current,
        myRsvp: status,
        myGuests: status === 'going' ? guests : 0,
        attendees,
        cost: current.cost && estimatedCost(current.cost, attendees, testUser.id),
      };
      store[index] = updated;
      return updated;
    },
    'POST /api/events/:id/close': ({ params }) => {
      const index = find(params.id);
      const current = store[index];
      if (!current) return failure(404, 'Event not found', 'NOT_FOUND');
      if (!current.cost) return failure(400, 'This event has no cost', 'VALIDATION_ERROR');
      if (current.cost.booking) return failure(409, 'The cost of this event is already booked', 'CONFLICT');
      const updated: CalendarEvent = {
        ...current,
        cost: { ...current.cost, booking: { status: 'booked', groupExpenseId: `expense-${current.id}`, bookedAt: new Date().toISOString() } },
      };
      store[index] = updated;
      return updated;
    },
    'GET /api/calendar/shares': () => shareStore,
    'POST /api/calendar/shares': ({ body }) => {
      const groupId = (body as { groupId?: string }).groupId ?? null;
      const share = makeShare({ groupId, name: groupOf(groupId)?.name ?? `${testUser.firstName} ${testUser.lastName}` });
      shareStore.push(share);
      return json(201, share);
    },
    'DELETE /api/calendar/shares/:token': ({ params }) => {
      const index = shareStore.findIndex((share) => share.token === params.token);
      if (index < 0) return failure(404, 'Share not found', 'NOT_FOUND');
      shareStore.splice(index, 1);
      return json(204);
    },
  });
  return { calls: api.calls, store, shares: shareStore };
}
