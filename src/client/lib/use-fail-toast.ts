import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { failureMessage, type ExplainFailure } from './failure-message';
import { translateMessage } from './translate-message';

interface FailToastOptions {
  /** Catalogue key of the title when the failed action names its own failure; 'Error' otherwise. */
  titleKey?: string;
  /** What to say about a failure when it is not the server's message (or the network text). */
  explain?: ExplainFailure;
}

/** Shows a failed call as an error toast in the user's language (docs/product/errors.md#by-status). */
export function useFailToast({ titleKey = 'messages.error', explain = failureMessage }: FailToastOptions = {}): (error: unknown) => void {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const text = explain(error);
      toast.error(t(titleKey), { description: text ? translateMessage(t, text) : undefined });
    },
    [t, titleKey, explain],
  );
}
