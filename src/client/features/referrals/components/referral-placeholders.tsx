import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { referralErrorText } from '../referral-error-text';

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
  return <LoadError variant="card" title={t('referrals.error.title')} error={error} explain={referralErrorText} onRetry={onRetry} retrying={retrying} testId="referrals-error" />;
}
