import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, User } from '@domain/auth/auth';
import { apiClient } from '@/lib/api/client';
import { sessionKeys } from '@/lib/session';

/** Puts the new user in the cache so the app's gates move on at once, then reloads preferences. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(sessionKeys.user, user);
    void queryClient.invalidateQueries({ queryKey: sessionKeys.preferences });
  };
}

export function useSignIn() {
  const onSuccess = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiClient.post('/api/auth/login', { body: input }),
    onSuccess,
    retry: false,
  });
}

/** The zone this browser is in, which becomes the account's (editable in settings); none when it cannot say. */
function detectedTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function useSignUp() {
  const onSuccess = useSignedIn();
  return useMutation({
    mutationFn: (input: RegisterInput) => {
      const timezone = input.timezone ?? detectedTimeZone();
      return apiClient.post('/api/auth/register', { body: timezone ? { ...input, timezone } : input });
    },
    onSuccess,
    retry: false,
  });
}
