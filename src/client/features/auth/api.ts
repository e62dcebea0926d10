import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, User } from '@domain/auth';
import { apiRequest } from '@/lib/api-request';
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
    mutationFn: (input: LoginInput) => apiRequest<User>('POST', '/api/auth/login', input),
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
      return apiRequest<User>('POST', '/api/auth/register', timezone ? { ...input, timezone } : input);
    },
    onSuccess,
    retry: false,
  });
}
