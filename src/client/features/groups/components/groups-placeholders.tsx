import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { translateMessage } from '@/lib/translate-message';
import { errorText } from '../feedback';

export function GroupsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="groups-loading">
      {[0, 1, 2].map((index) => (
        <div key={index} className="grid grid-cols-1 gap-3 rounded-2xl border bg-card p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** A failed load: the catalogue text for the failure (spec §8) and a way to try again. */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center" data-testid="groups-error">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlertIcon className="size-6" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{translateMessage(t, errorText(error))}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
