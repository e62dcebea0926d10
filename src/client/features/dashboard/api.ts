import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@domain/dashboard';
import { addMonths } from '@domain/dates';
import { apiRequest, ApiError } from '@/lib/api-request';
import { moneyKeys } from '@/lib/money-caches';

export interface UpcomingEvent {
  id: string;
  title: string;
  startTime: string;
  endTime?: string | null;
  location?: string | null;
  groupId?: string | null;
}

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
  return useQuery<DashboardStats>({ queryKey: moneyKeys.dashboardStats });
}

function isEvent(value: unknown): value is UpcomingEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'title' in value &&
    typeof value.title === 'string' &&
    'startTime' in value &&
    typeof value.startTime === 'string'
  );
}

/**
 * Upcoming events arrive once the calendar exists; until then the call answers 404, which
 * means "nothing scheduled" — no error and no retries.
 */
export function useUpcomingEvents() {
  return useQuery<UpcomingEvent[]>({
    queryKey: moneyKeys.upcomingEvents,
    queryFn: async () => {
      try {
        const answer = await apiRequest<unknown>('GET', moneyKeys.upcomingEvents.join('/'));
        const list = Array.isArray(answer) ? answer : [];
        return list.filter(isEvent);
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
