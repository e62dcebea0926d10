import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateScheduleFields, Schedule, Suggestion, Upcoming } from '@domain/recurring/recurring';
import { apiClient, type ApiBody } from '@/lib/api/client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { moneyKeys, refreshAfterMoneyWrite } from '@/lib/money-caches';

/** Every key starts with the recurring key, so one invalidation refreshes schedules, upcoming and suggestions. */
export const recurringKeys = {
  all: moneyKeys.recurring,
  schedules: [...moneyKeys.recurring, 'schedules'] as const,
  upcoming: (days: number) => [...moneyKeys.recurring, 'upcoming', days] as const,
  suggestions: [...moneyKeys.recurring, 'suggestions'] as const,
};

/** What the schedule form sends. */
export type SchedulePayload = Omit<CreateScheduleFields, 'payee'>;

export const upcomingDays = 60;

export function useSchedules() {
  return useQuery<Schedule[]>({ queryKey: recurringKeys.schedules, queryFn: () => apiClient.get('/api/recurring', {}) });
}

export function useUpcoming(days = upcomingDays) {
  return useQuery<Upcoming>({ queryKey: recurringKeys.upcoming(days), queryFn: () => apiClient.get('/api/recurring/upcoming', { query: { days } }) });
}

export function useSuggestions() {
  return useQuery<Suggestion[]>({ queryKey: recurringKeys.suggestions, queryFn: () => apiClient.get('/api/recurring/suggestions', {}) });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => refreshAfterMoneyWrite(queryClient);
}

export function useCreateSchedule() {
  const refresh = useRefresh();
  return useIdempotentMutation(
    (payload: SchedulePayload, idempotencyKey: string) => apiClient.post('/api/recurring', { body: payload as ApiBody<'post', '/api/recurring'>, idempotencyKey }),
    { onSuccess: () => void refresh() },
  );
}

export function useUpdateSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: SchedulePayload }) =>
      apiClient.patch('/api/recurring/{id}', { path: { id }, body: payload as ApiBody<'patch', '/api/recurring/{id}'> }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/recurring/{id}', { path: { id } }),
    onSuccess: () => refresh(),
  });
}

/** Pays an occurrence now (a transaction is recorded) or skips it. */
export function useOccurrenceAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ scheduleId, date, action }: { scheduleId: string; date: string; action: 'post' | 'skip' }): Promise<void> => {
      const path = { id: scheduleId, date };
      if (action === 'post') await apiClient.post('/api/recurring/{id}/occurrences/{date}/post', { path });
      else await apiClient.post('/api/recurring/{id}/occurrences/{date}/skip', { path });
    },
    onSuccess: () => refresh(),
  });
}
