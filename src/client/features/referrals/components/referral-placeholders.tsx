import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';

export function ReferralSkeleton() {
  return (
    <div className="grid gap-4" data-testid="referrals-loading">
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** The server's words for a failed load; when no answer came the title alone says it. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/** A failed load: what went wrong and a way to try again. */
export function ReferralError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return <LoadError variant="card" title={t('referrals.error.title')} error={error} explain={serverMessage} onRetry={onRetry} retrying={retrying} testId="referrals-error" />;
}
