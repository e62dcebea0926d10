import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, SessionInfo, UpdateUserInput, User } from '@domain/auth';
import { apiRequest } from '@/lib/api-request';
import { sessionKeys } from '@/lib/session';

export const settingsKeys = {
  me: ['/api/users/me'] as const,
  sessions: ['/api/auth/sessions'] as const,
};

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateUserInput) => apiRequest<User>('PATCH', '/api/users/me', changes),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.user, user);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.me });
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest<void>('POST', '/api/auth/password', input),
    retry: false,
    // Other devices may have been signed out as part of the change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

export function useSessions() {
  return useQuery<SessionInfo[]>({ queryKey: settingsKeys.sessions });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => {
      queryClient.setQueryData<SessionInfo[]>(settingsKeys.sessions, (sessions) => sessions?.filter((session) => session.id !== id));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
  });
}
