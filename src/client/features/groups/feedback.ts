import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-request';
import { networkErrorMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { toast } from '@/components/ui/use-toast';

/** The English text of a failed call: the catalogue text for its status or the server's message. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : networkErrorMessage;
}

/** Toasts for group actions: a translated success title, or the failure's text (spec §8). */
export function useGroupToasts() {
  const { t } = useTranslation();
  return {
    done: (title: string, description?: string) => toast({ title, description }),
    failed: (error: unknown) => toast({ variant: 'destructive', title: t('messages.error'), description: translateMessage(t, errorText(error)) }),
  };
}
