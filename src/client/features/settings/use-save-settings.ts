import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateSettingsInput } from '@domain/settings/settings';
import { toast } from '@/lib/toast';
import { useUpdateSettings } from '@/lib/settings';
import { translateMessage } from '@/lib/translate-message';
import { failureMessage } from '@/lib/failure-message';

/**
 * Saves a change as soon as it is made. Every screen reads the same cache, so the new format,
 * zone or currency shows everywhere at once; a refusal is said in a toast and nothing changes.
 */
export function useSaveSettings() {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const { mutateAsync } = update;
  const save = useCallback(
    async (changes: UpdateSettingsInput): Promise<boolean> => {
      try {
        await mutateAsync(changes);
        toast.success(t('settings.preferences.saved'));
        return true;
      } catch (error) {
        const message = failureMessage(error);
        toast.error(t('settings.preferences.saveFailed'), { description: translateMessage(t, message) });
        return false;
      }
    },
    [mutateAsync, t],
  );
  return { save, pending: update.isPending };
}
