import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeInput } from '@domain/auth/account-recovery';
import type { ChangePasswordInput, SessionInfo, UpdateUserInput } from '@domain/auth/auth';
import { apiClient, type GetAnswer } from '@/lib/api/client';
import { sessionKeys } from '@/lib/session';

export const settingsKeys = {
  me: ['/api/users/me'] as const,
  sessions: ['/api/auth/sessions'] as const,
};

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateUserInput) => apiClient.patch('/api/users/me', { body: changes }),
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
    mutationFn: (input: ChangePasswordInput) => apiClient.post('/api/auth/password', { body: input }),
    retry: false,
    // Other devices may have been signed out as part of the change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

export function useSessions() {
  return useQuery<GetAnswer<'/api/auth/sessions'>>({ queryKey: settingsKeys.sessions });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/auth/sessions/{id}', { path: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<SessionInfo[]>(settingsKeys.sessions, (sessions) => sessions?.filter((session) => session.id !== id));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
  });
}

/** Nothing changes until the link mailed to the new address is opened, so no cache is touched. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) => apiClient.post('/api/auth/email-change', { body: input }),
    retry: false,
  });
}
