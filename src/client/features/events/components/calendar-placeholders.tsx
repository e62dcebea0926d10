import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

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
