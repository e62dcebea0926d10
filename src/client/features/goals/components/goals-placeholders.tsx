import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

export function GoalsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-6" data-testid="goals-loading">
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-[4.75rem] rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-9 w-full max-w-md" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="grid gap-4 rounded-2xl border bg-card p-5">
            <div className="flex gap-3">
              <Skeleton className="size-11 rounded-xl" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-5 w-1/2 rounded-full" />
            <Skeleton className="h-2.5 w-full rounded-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
