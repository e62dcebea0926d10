import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

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
