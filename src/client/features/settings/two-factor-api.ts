import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmTwoFactorInput, EnableTwoFactorInput } from '@domain/auth/two-factor';
import { apiClient, type GetAnswer } from '@/lib/api/client';

export const twoFactorKeys = { status: ['/api/auth/two-factor'] as const };

export function useTwoFactorStatus() {
  return useQuery<GetAnswer<'/api/auth/two-factor'>>({ queryKey: twoFactorKeys.status });
}

/** Every change to two-factor is followed by a fresh status (on or off, codes left). */
function useTwoFactorMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, retry: false, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }) });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiClient.post('/api/auth/two-factor/setup'), retry: false });
}

export function useEnableTwoFactor() {
  return useTwoFactorMutation((input: EnableTwoFactorInput) => apiClient.post('/api/auth/two-factor/enable', { body: input }));
}

export function useNewBackupCodes() {
  return useTwoFactorMutation((input: ConfirmTwoFactorInput) => apiClient.post('/api/auth/two-factor/backup-codes', { body: input }));
}

export function useDisableTwoFactor() {
  return useTwoFactorMutation((input: ConfirmTwoFactorInput) => apiClient.post('/api/auth/two-factor/disable', { body: input }));
}
