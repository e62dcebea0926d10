import { useMutation, useQuery, useQueryClient, keepPreviousData, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { CalendarEvent, OccurrenceScope, PublicCalendar, RsvpStatus } from '@domain/events/events';
import type { GroupSummary } from '@domain/groups/groups';
import { apiClient, type GetAnswer } from '@/lib/api/client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { moneyKeys } from '@/lib/money-caches';
import { useGroups } from '@/lib/use-groups';

/** Query keys: the URL parts, with the visible range as a trailing object so `['/api/events']` refreshes every range. */
export const eventKeys = {
  all: moneyKeys.events,
  range: (from: string, to: string) => [...moneyKeys.events, { from, to }] as const,
  upcoming: moneyKeys.upcomingEvents,
  shares: ['/api/calendar/shares'] as const,
  shared: (token: string) => ['/api/shared/calendar', token] as const,
};

/** What both create and edit send (docs/product/api-and-caching.md#calls); `recurrence` is left out when one occurrence changes. */
export interface EventChanges {
  title: string;
  description: string | null;
  /** Instants, or for an all-day event its first and last day (`YYYY-MM-DD`). */
  startTime: string;
  endTime: string;
  allDay: boolean;
  location: string | null;
  groupId: string | null;
  recurrence?: string | null;
  /** A group event's cost; null removes it (a personal event has none); left out, an edit keeps it. */
  cost?: EventCostChange | null;
}

/** The cost as the form sends it: the amount as typed, who pays (the creator when absent), and whether it is per head. */
export interface EventCostChange {
  amount: string;
  paidBy?: string;
  perPerson: boolean;
}

/** An answer to a group event: for an occurrence of a series, this one or every one. */
export interface RsvpAnswer {
  status: RsvpStatus;
  guests: number;
  scope: OccurrenceScope;
  occurrence?: string;
}

/** docs/product/api-and-caching.md#calls: a new event also names its creator and starts with nobody attending. */
export interface NewEventPayload extends EventChanges {
  createdBy: string;
  attendees: [];
}

/** Which occurrence of a recurring event a change is about, and whether it reaches the whole series. */
export interface OccurrenceTarget {
  occurrence: string;
  scope: OccurrenceScope;
}

export type EventGroup = Pick<GroupSummary, 'id' | 'name' | 'color' | 'status' | 'role' | 'currency'>;

/** A group's members, for who pays an event's cost. */
export function useGroupMembers(groupId: string | null) {
  return useQuery<GetAnswer<'/api/groups/{id}'>, Error, GetAnswer<'/api/groups/{id}'>['members']>({
    queryKey: [...moneyKeys.groups, encodeURIComponent(groupId ?? '')],
    enabled: groupId !== null,
    select: (group) => group.members,
  });
}

/** The event, or one occurrence of it (and those after, by scope), as PUT and DELETE take it. */
function eventInput(id: string, target?: OccurrenceTarget | null) {
  return { path: { id }, query: target ? { occurrence: target.occurrence, scope: target.scope } : undefined };
}

/** Event writes change the calendar, the upcoming list, the dashboard, each group's next event and the timeline (your share of a cost). */
export function refreshAfterEventWrite(queryClient: QueryClient): Promise<void> {
  const keys = [moneyKeys.events, moneyKeys.upcomingEvents, moneyKeys.dashboardStats, moneyKeys.groups, moneyKeys.cashFlow];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** Events (recurring ones expanded into occurrences) overlapping `[from, to)`, ISO instants. */
export function useEventsInRange(from: string, to: string) {
  return useQuery<CalendarEvent[]>({
    queryKey: eventKeys.range(from, to),
    queryFn: () => apiClient.get('/api/events', { query: { from, to } }),
    // Paging to the next month keeps the grid on screen while its events load.
    placeholderData: keepPreviousData,
  });
}

/** The user's groups for the group selector and the share dialog (the shared list, read as what events need). */
export function useEventGroups(): UseQueryResult<EventGroup[]> {
  return useGroups();
}

/** Creating sends an Idempotency-Key, so the automatic retry of a lost answer never books the event twice. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useIdempotentMutation((payload: NewEventPayload, idempotencyKey: string) => apiClient.post('/api/events', { body: payload, idempotencyKey }), {
    onSuccess: () => void refreshAfterEventWrite(queryClient),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, target, changes }: { id: string; target: OccurrenceTarget | null; changes: EventChanges }) =>
      apiClient.put('/api/events/{id}', { ...eventInput(id, target), body: changes }),
    onSuccess: () => refreshAfterEventWrite(queryClient),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, target }: { id: string; target: OccurrenceTarget | null }) => apiClient.delete('/api/events/{id}', eventInput(id, target)),
    onSuccess: () => refreshAfterEventWrite(queryClient),
  });
}

export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: RsvpAnswer }) => apiClient.post('/api/events/{id}/rsvp', { path: { id }, body: answer }),
    onSuccess: () => refreshAfterEventWrite(queryClient),
  });
}

/** Booking the cost now writes a group expense; the group's balances come with the groups refresh. */
export function useCloseEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, occurrence }: { id: string; occurrence: string | null }) =>
      apiClient.post('/api/events/{id}/close', { path: { id }, query: occurrence ? { occurrence } : undefined }),
    onSuccess: () => refreshAfterEventWrite(queryClient),
  });
}

export function useCalendarShares(enabled: boolean) {
  return useQuery<GetAnswer<'/api/calendar/shares'>>({ queryKey: eventKeys.shares, enabled });
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string | null) => apiClient.post('/api/calendar/shares', { body: groupId ? { groupId } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.shares }),
  });
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.delete('/api/calendar/shares/{token}', { path: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.shares }),
  });
}

/** A calendar shared by link; readable signed out. A revoked or unknown link answers 404. */
export function useSharedCalendar(token: string) {
  return useQuery<PublicCalendar>({
    queryKey: eventKeys.shared(token),
    queryFn: () => apiClient.get('/api/shared/calendar/{token}', { path: { token } }),
  });
}
