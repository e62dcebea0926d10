import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { friendErrorText } from '../friend-error-text';

/** Rows shaped like people while a list loads. */
export function PeopleSkeleton({ rows = 3, testId }: { rows?: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-2" data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-xl border p-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
          </div>
          <Skeleton className="h-9 w-20" />
        </div>
      ))}
    </div>
  );
}

/** A failed load: the catalogue text for the failure and a way to try again. */
export function FriendsError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return <LoadError variant="compact" title={t('friends.loadError')} error={error} explain={friendErrorText} onRetry={onRetry} retrying={retrying} testId="friends-error" />;
}
