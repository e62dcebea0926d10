import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@domain/auth/auth';
import type { UpdatePreferencesInput } from '@domain/preferences/preferences';
import { apiClient, type GetAnswer } from './api/client';
import { ApiError } from './api-request';

export const sessionKeys = {
  user: ['/api/auth/user'] as const,
  preferences: ['/api/user-preferences'] as const,
};

const fiveMinutes = 5 * 60_000;

/** The account whose preferences this browser showed last. */
const deviceAccountKey = 'tandem-account';
let accountDecision: { userId: string; isNew: boolean } | null = null;

/**
 * Whether `userId` is a different account from the one this browser showed last, in which case
 * that account's saved theme and language replace what this device had. Decided once per account
 * and page, so the theme and the language, asked separately, get the same answer.
 */
export function isNewAccountOnDevice(userId: string): boolean {
  if (accountDecision?.userId === userId) return accountDecision.isNew;
  let previous: string | null = null;
  try {
    previous = localStorage.getItem(deviceAccountKey);
    localStorage.setItem(deviceAccountKey, userId);
  } catch {
    // Without storage every visit starts afresh anyway.
  }
  accountDecision = { userId, isNew: previous !== null && previous !== userId };
  return accountDecision.isNew;
}

/** Lets tests start from a browser that has decided nothing yet. */
export function forgetAccountDecision(): void {
  accountDecision = null;
}

/** The signed-in user, or null when the server answers 401 (never retried). */
export function useCurrentUser() {
  return useQuery<User | null>({
    queryKey: sessionKeys.user,
    queryFn: async () => {
      try {
        return await apiClient.get('/api/auth/user');
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
  return useQuery<GetAnswer<'/api/user-preferences'>>({ queryKey: sessionKeys.preferences, staleTime: fiveMinutes, enabled });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePreferencesInput) => apiClient.patch('/api/user-preferences', { body: changes }),
    onSuccess: (preferences) => {
      queryClient.setQueryData(sessionKeys.preferences, preferences);
      // The settings answer carries the same theme and language: keep it in step without a refetch.
      queryClient.setQueryData<Record<string, unknown>>(['/api/settings'], (settings) =>
        settings ? { ...settings, theme: preferences.theme, language: preferences.language } : settings,
      );
    },
  });
}
