import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmInput } from '@domain/auth/account-recovery';
import { apiClient } from '@/lib/api/client';
import { sessionKeys } from '@/lib/session';
import { settingsKeys } from '@/lib/settings';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => apiClient.post('/api/auth/password-reset', { body: { email } }), retry: false });
}

/** Every session ended with the reset, this browser's too: the cached user goes with it. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) => apiClient.post('/api/auth/password-reset/confirm', { body: input }),
    onSuccess: () => queryClient.setQueryData(sessionKeys.user, null),
    retry: false,
  });
}

export function useConfirmEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.post('/api/auth/email-verification/confirm', { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
    retry: false,
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.post('/api/auth/email-change/confirm', { body: { token } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.settings });
    },
    retry: false,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => apiClient.post('/api/auth/email-verification'), retry: false });
}
