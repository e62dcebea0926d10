import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

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
