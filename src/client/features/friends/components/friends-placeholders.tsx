import { useTranslation } from 'react-i18next';
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

/** How a friends list says its load failed: the catalogue text for the failure under the friends' title, for QueryState. */
export function useFriendsLoadError() {
  const { t } = useTranslation();
  return { errorTitle: t('friends.loadError'), errorTestId: 'friends-error', errorVariant: 'compact', explain: friendErrorText } as const;
}
