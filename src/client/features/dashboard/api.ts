import { useQuery } from '@tanstack/react-query';
import { addMonths } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import { apiClient, type GetAnswer } from '@/lib/api/client';
import { ApiError } from '@/lib/api-request';
import { moneyKeys } from '@/lib/money-caches';

/** What the card reads of an upcoming event. */
export type UpcomingEvent = Pick<CalendarEvent, 'id' | 'title' | 'startTime' | 'endTime' | 'allDay' | 'location' | 'group' | 'occurrenceStart'>;

export interface MonthTotals {
  month: string;
  income: string;
  expenses: string;
  net: string;
}

export interface CashFlowSummary {
  currency: string;
  months: MonthTotals[];
}

export function useDashboardStats() {
  return useQuery<GetAnswer<'/api/dashboard/stats'>>({ queryKey: moneyKeys.dashboardStats });
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reads one answered event; an item without an id, a title or a readable start is skipped. */
function upcomingEvent(value: unknown): UpcomingEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Partial<Record<keyof CalendarEvent, unknown>>;
  const id = text(item.id);
  const title = text(item.title);
  const startTime = text(item.startTime);
  if (!id || !title || !startTime || Number.isNaN(Date.parse(startTime))) return null;
  const endTime = text(item.endTime);
  const group = item.group as CalendarEvent['group'] | undefined;
  return {
    id,
    title,
    startTime,
    endTime: endTime && Date.parse(endTime) >= Date.parse(startTime) ? endTime : startTime,
    // All-day events come as dates (`YYYY-MM-DD`), the last day included.
    allDay: item.allDay === true,
    location: text(item.location),
    group: group && typeof group === 'object' && typeof group.name === 'string' && typeof group.color === 'string' ? group : null,
    occurrenceStart: text(item.occurrenceStart),
  };
}

/**
 * The soonest events (GET /api/events/upcoming, docs/product/api-and-caching.md#calls). A 404 means the calendar has nothing
 * to offer yet and reads as "nothing scheduled" — no error and no retries.
 */
export function useUpcomingEvents() {
  return useQuery<UpcomingEvent[]>({
    queryKey: moneyKeys.upcomingEvents,
    queryFn: async () => {
      try {
        const answer: unknown = await apiClient.get('/api/events/upcoming');
        const list: unknown[] = Array.isArray(answer) ? answer : [];
        return list.map(upcomingEvent).filter((event): event is UpcomingEvent => event !== null);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    retry: false,
  });
}

/** Six months of income and spending ending with the current month (in the user's time zone). */
export function useCashFlow(currentMonth: string | undefined) {
  const to = currentMonth ?? '';
  const from = currentMonth ? addMonths(`${currentMonth}-01`, -5).slice(0, 7) : '';
  // Under the transactions key, so every money write refreshes the chart with the rest.
  return useQuery<CashFlowSummary>({
    queryKey: [...moneyKeys.transactions, `summary?from=${from}&to=${to}`],
    enabled: Boolean(currentMonth),
  });
}
