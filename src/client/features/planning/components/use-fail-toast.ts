import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-request';
import { networkErrorMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';

/** The catalogue's 'Error' toast with the server's message in the user's language. */
export function useFailToast() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast({ variant: 'destructive', title: t('messages.error'), description: translateMessage(t, error instanceof ApiError ? error.message : networkErrorMessage) });
}
