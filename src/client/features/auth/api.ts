import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, User } from '@domain/auth/auth';
import type { TwoFactorSignInInput } from '@domain/auth/two-factor';
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

/** The password step: signs in, or answers the challenge a two-factor account's code step needs. */
export function useSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiClient.post('/api/auth/login', { body: input }),
    onSuccess: (answer) => {
      if (!('twoFactorRequired' in answer)) signedIn(answer);
    },
    retry: false,
  });
}

export function useTwoFactorSignIn() {
  const onSuccess = useSignedIn();
  return useMutation({
    mutationFn: (input: TwoFactorSignInInput) => apiClient.post('/api/auth/sign-in/two-factor', { body: input }),
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
