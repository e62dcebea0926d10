import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiBody } from '@/lib/api/client';
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
  return useQuery({ queryKey: planningKeys.projects, queryFn: () => apiClient.get('/api/time/projects') });
}

/**
 * The running timer, from the server: its start is the server's, so a reload or another device
 * shows the same time. Refetched when the window regains focus and every half minute while shown,
 * so a timer started or stopped elsewhere appears here.
 */
export function useTimer() {
  return useQuery({
    queryKey: planningKeys.timer,
    queryFn: () => apiClient.get('/api/time/timer'),
    refetchOnWindowFocus: true,
    refetchInterval: 30_000,
    staleTime: 0,
  });
}

export function useEntries(from: string, to: string) {
  return useQuery({
    queryKey: planningKeys.entries(from, to),
    queryFn: () => apiClient.get('/api/time/entries', { query: { from, to } }),
  });
}

export function useWeek(start: string) {
  return useQuery({
    queryKey: planningKeys.week(start),
    queryFn: () => apiClient.get('/api/planning/week', { query: { start } }),
  });
}

export function useTasks() {
  return useQuery({ queryKey: planningKeys.tasks, queryFn: () => apiClient.get('/api/planning/tasks') });
}

function useTimeWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void refreshTime(queryClient) });
}

export const useStartTimer = () => useTimeWrite((input: { projectId: string; note?: string }) => apiClient.post('/api/time/timer/start', { body: input }));
export const useStopTimer = () => useTimeWrite(() => apiClient.post('/api/time/timer/stop'));

export type ProjectPayload = { name: string; color: string; hourlyRate: string | null; currency: string | null; goalId: string | null; groupId: string | null };
export const useSaveProject = () =>
  useTimeWrite(({ id, payload }: { id?: string; payload: ProjectPayload }) =>
    id
      ? apiClient.patch('/api/time/projects/{id}', { path: { id }, body: payload as ApiBody<'patch', '/api/time/projects/{id}'> })
      : apiClient.post('/api/time/projects', { body: payload as ApiBody<'post', '/api/time/projects'> }),
  );
export const useDeleteProject = () => useTimeWrite((id: string) => apiClient.delete('/api/time/projects/{id}', { path: { id } }));

export type EntryPayload = { projectId: string; start: string; end: string; note: string; billable: boolean };
export const useSaveEntry = () =>
  useTimeWrite(({ id, payload }: { id?: string; payload: Partial<EntryPayload> }) =>
    id
      ? apiClient.patch('/api/time/entries/{id}', { path: { id }, body: payload })
      : apiClient.post('/api/time/entries', { body: payload as ApiBody<'post', '/api/time/entries'> }),
  );
export const useDeleteEntry = () => useTimeWrite((id: string) => apiClient.delete('/api/time/entries/{id}', { path: { id } }));

/** Billing writes money: one idempotent submission, then the money caches and the time caches. */
export function useBillEntries() {
  const queryClient = useQueryClient();
  return useIdempotentMutation((entryIds: string[], idempotencyKey: string) => apiClient.post('/api/time/entries/bill', { body: { entryIds }, idempotencyKey }), {
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
export const useCreateTask = () => useTaskWrite((payload: TaskPayload) => apiClient.post('/api/planning/tasks', { body: payload as ApiBody<'post', '/api/planning/tasks'> }));
export const useUpdateTask = () =>
  useTaskWrite(({ id, payload }: { id: string; payload: TaskPayload }) => apiClient.patch('/api/planning/tasks/{id}', { path: { id }, body: payload }));
export const useDeleteTask = () => useTaskWrite((id: string) => apiClient.delete('/api/planning/tasks/{id}', { path: { id } }));
