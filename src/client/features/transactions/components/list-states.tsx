import { RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';

export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 p-1" role="status" aria-label={t('common.loading')} data-testid="transactions-loading">
      <Skeleton className="mt-2 mb-1 h-3 w-28" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex h-16 items-center gap-3 px-1">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = failureMessage(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-5" aria-hidden />
      </span>
      <div className="grid gap-1">
        <p className="font-semibold">{t('transactions.list.errorTitle')}</p>
        <p className="text-sm text-muted-foreground">{translateMessage(t, message)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
