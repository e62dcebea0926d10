import { Skeleton } from '@/components/ui/skeleton';

export function ReferralSkeleton() {
  return (
    <div className="grid gap-4" data-testid="referrals-loading">
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}
