import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';
import { networkErrorMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';

/** A month-shaped placeholder while the first range loads. */
export function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="overflow-hidden rounded-2xl border bg-card" data-testid="calendar-loading">
      <div className="grid grid-cols-7 gap-px border-b bg-muted/40 p-2">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="mx-auto h-3 w-8" />
        ))}
      </div>
      <div className="grid grid-cols-7">
        {Array.from({ length: 35 }, (_, index) => (
          <div key={index} className="grid h-16 content-start gap-1.5 border-e border-b p-1.5 md:h-28">
            <Skeleton className="size-6 rounded-full" />
            {index % 3 === 0 ? <Skeleton className="hidden h-4 w-full md:block" /> : null}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A failed load: the catalogue text for the failure (spec §8) and a way to try again. */
export function LoadFailure({ title, error, onRetry, retrying, testId }: { title: string; error: unknown; onRetry: () => void; retrying: boolean; testId?: string }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : networkErrorMessage;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlertIcon className="size-6" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{translateMessage(t, message)}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
