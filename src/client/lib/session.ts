import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@domain/auth';
import type { Preferences, UpdatePreferencesInput } from '@domain/preferences';
import { apiRequest, ApiError } from './api-request';

export const sessionKeys = {
  user: ['/api/auth/user'] as const,
  preferences: ['/api/user-preferences'] as const,
};

const fiveMinutes = 5 * 60_000;

/** The signed-in user, or null when the server answers 401 (never retried). */
export function useCurrentUser() {
  return useQuery<User | null>({
    queryKey: sessionKeys.user,
    queryFn: async () => {
      try {
        return await apiRequest<User>('GET', '/api/auth/user');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: fiveMinutes,
    retry: false,
  });
}

export function usePreferences(enabled = true) {
  return useQuery<Preferences>({ queryKey: sessionKeys.preferences, staleTime: fiveMinutes, enabled });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePreferencesInput) => apiRequest<Preferences>('PATCH', '/api/user-preferences', changes),
    onSuccess: (preferences) => queryClient.setQueryData(sessionKeys.preferences, preferences),
  });
}
