import { LockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/** What a Free user sees where a Premium part of the insights would be. */
export function PremiumUpsell({ message, className }: { message: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col items-start gap-3 rounded-xl border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center', className)} data-testid="premium-upsell">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockIcon className="size-4" aria-hidden />
      </span>
      <p className="min-w-0 flex-1 text-sm text-muted-foreground">{message}</p>
      <Link href={paths.upgrade} className={cn(buttonVariants({ size: 'sm' }), 'shrink-0')}>
        {t('insights.premium.upgrade')}
      </Link>
    </div>
  );
}
