import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-request';
import { networkErrorMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { cn } from '@/lib/utils';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  testId: string;
  className?: string;
}

/** A failed load: the catalogue text for the failure (spec §8) and a way to try again. */
export function LoadError({ title, error, onRetry, retrying, testId, className }: LoadErrorProps) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : networkErrorMessage;
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center', className)} data-testid={testId}>
      <CircleAlertIcon className="size-6 text-destructive" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{translateMessage(t, message)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
