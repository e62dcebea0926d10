import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';
import { translateMessage } from '@/lib/translate-message';

export function ReferralSkeleton() {
  return (
    <div className="grid gap-4" data-testid="referrals-loading">
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function ReferralError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center" data-testid="referrals-error">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlertIcon className="size-6" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="font-semibold">{t('referrals.error.title')}</p>
        {error instanceof ApiError ? <p className="text-sm text-muted-foreground">{translateMessage(t, error.message)}</p> : null}
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
