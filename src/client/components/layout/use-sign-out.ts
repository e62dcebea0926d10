import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/lib/api/client';
import { sessionKeys } from '@/lib/session';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { failureMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';

/** Ends the session, forgets everything cached for this user and returns to the start page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => apiClient.post('/api/auth/logout'),
    retry: false,
    onSuccess: () => {
      // Null the user first so the gate swaps to the landing page before other caches vanish;
      // the user query itself stays so a later sign-in can fill it again.
      queryClient.setQueryData(sessionKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.user[0] });
      navigate(paths.dashboard);
    },
    onError: (error) => {
      toast.error(t('toasts.signOutFailed'), { description: translateMessage(t, failureMessage(error)) });
    },
  });
}
