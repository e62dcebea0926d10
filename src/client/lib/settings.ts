import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@domain/preferences/preferences';
import type { UpdateSettingsInput } from '@domain/settings/settings';
import { apiClient, type GetAnswer } from './api/client';
import { sessionKeys } from './session';

export const settingsKeys = {
  settings: ['/api/settings'] as const,
};

const fiveMinutes = 5 * 60_000;

/**
 * The account's settings. Only the signed-in gate fetches them (`fetch`); every other reader
 * follows the cache, so a screen rendered on its own formats with the defaults instead of
 * asking the network again.
 */
export function useSettings({ fetch = false }: { fetch?: boolean } = {}) {
  return useQuery<GetAnswer<'/api/settings'>>({ queryKey: settingsKeys.settings, staleTime: fiveMinutes, enabled: fetch });
}

/** Settings whose change moves what the server counts as "today", "this month" or a total. */
const serverSideSettings = ['currency', 'timezone', 'monthlyIncome', 'monthlyExpense'] as const;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettingsInput) => apiClient.patch('/api/settings', { body: changes }),
    onSuccess: (settings, changes) => {
      queryClient.setQueryData(settingsKeys.settings, settings);
      queryClient.setQueryData<Preferences>(sessionKeys.preferences, (preferences) =>
        preferences ? { ...preferences, theme: settings.theme, language: settings.language } : preferences,
      );
      if (serverSideSettings.some((key) => key in changes)) {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== settingsKeys.settings[0] && query.queryKey[0] !== sessionKeys.preferences[0] });
      }
    },
  });
}
