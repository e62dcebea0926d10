import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PlanningTask, PlanningWeek } from '@domain/planning';
import type { BillResult, TimeEntry, TimeProject } from '@domain/time-tracking';
import { apiRequest } from '@/lib/api-request';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';

/** URL parts, as the default query function expects. */
export const planningKeys = {
  projects: ['/api/time/projects'] as const,
  timer: ['/api/time/timer'] as const,
  entries: (from: string, to: string) => ['/api/time/entries', { from, to }] as const,
  week: (start: string) => ['/api/planning/week', { start }] as const,
  weeks: ['/api/planning/week'] as const,
  tasks: ['/api/planning/tasks'] as const,
};

export const todayTasksKey = ['/api/planning/tasks', { view: 'today' }] as const;

/** Tracked time changes the board, the entries and the timer alike. */
export function refreshTime(queryClient: QueryClient): Promise<void> {
  const keys = [planningKeys.projects, planningKeys.timer, ['/api/time/entries'], planningKeys.weeks];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

export function useProjects() {
  return useQuery({ queryKey: planningKeys.projects, queryFn: () => apiRequest<TimeProject[]>('GET', '/api/time/projects') });
}

/**
 * The running timer, from the server: its start is the server's, so a reload or another device
 * shows the same time. Refetched when the window regains focus and every half minute while shown,
 * so a timer started or stopped elsewhere appears here.
 */
export function useTimer() {
  return useQuery({
    queryKey: planningKeys.timer,
    queryFn: () => apiRequest<TimeEntry | null>('GET', '/api/time/timer'),
    refetchOnWindowFocus: true,
    refetchInterval: 30_000,
    staleTime: 0,
  });
}

export function useEntries(from: string, to: string) {
  return useQuery({
    queryKey: planningKeys.entries(from, to),
    queryFn: () => apiRequest<TimeEntry[]>('GET', `/api/time/entries?${new URLSearchParams({ from, to }).toString()}`),
  });
}

export function useWeek(start: string) {
  return useQuery({
    queryKey: planningKeys.week(start),
    queryFn: () => apiRequest<PlanningWeek>('GET', `/api/planning/week?${new URLSearchParams({ start }).toString()}`),
  });
}

export function useTasks() {
  return useQuery({ queryKey: planningKeys.tasks, queryFn: () => apiRequest<PlanningTask[]>('GET', '/api/planning/tasks') });
}

function useTimeWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void refreshTime(queryClient) });
}

export const useStartTimer = () => useTimeWrite((input: { projectId: string; note?: string }) => apiRequest<TimeEntry>('POST', '/api/time/timer/start', input));
export const useStopTimer = () => useTimeWrite(() => apiRequest<TimeEntry>('POST', '/api/time/timer/stop'));

export type ProjectPayload = { name: string; color: string; hourlyRate: string | null; currency: string | null; goalId: string | null; groupId: string | null };
export const useSaveProject = () =>
  useTimeWrite(({ id, payload }: { id?: string; payload: ProjectPayload }) =>
    id ? apiRequest<TimeProject>('PATCH', `/api/time/projects/${id}`, payload) : apiRequest<TimeProject>('POST', '/api/time/projects', payload),
  );
export const useDeleteProject = () => useTimeWrite((id: string) => apiRequest<null>('DELETE', `/api/time/projects/${id}`));

export type EntryPayload = { projectId: string; start: string; end: string; note: string; billable: boolean };
export const useSaveEntry = () =>
  useTimeWrite(({ id, payload }: { id?: string; payload: Partial<EntryPayload> }) =>
    id ? apiRequest<TimeEntry>('PATCH', `/api/time/entries/${id}`, payload) : apiRequest<TimeEntry>('POST', '/api/time/entries', payload),
  );
export const useDeleteEntry = () => useTimeWrite((id: string) => apiRequest<null>('DELETE', `/api/time/entries/${id}`));

/** Billing writes money: one idempotent submission, then the money caches and the time caches. */
export function useBillEntries() {
  const queryClient = useQueryClient();
  return useIdempotentMutation((entryIds: string[], idempotencyKey: string) => apiRequest<BillResult>('POST', '/api/time/entries/bill', { entryIds }, { idempotencyKey }), {
    onSuccess: () => {
      void refreshTime(queryClient);
      void refreshAfterMoneyWrite(queryClient);
    },
  });
}

function useTaskWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.tasks }) });
}

export type TaskPayload = { title?: string; dueOn?: string | null; goalId?: string | null; eventId?: string | null; done?: boolean };
export const useCreateTask = () => useTaskWrite((payload: TaskPayload) => apiRequest<PlanningTask>('POST', '/api/planning/tasks', payload));
export const useUpdateTask = () => useTaskWrite(({ id, payload }: { id: string; payload: TaskPayload }) => apiRequest<PlanningTask>('PATCH', `/api/planning/tasks/${id}`, payload));
export const useDeleteTask = () => useTaskWrite((id: string) => apiRequest<null>('DELETE', `/api/planning/tasks/${id}`));
