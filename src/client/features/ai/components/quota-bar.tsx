import { AlertTriangleIcon, InfinityIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { QuotaView } from '@domain/ai/ai';
import { quotaState } from '@domain/ai/ai-quota';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';

/** How many chats are left this month, with the running-low and limit-reached states of docs/product/errors.md#ai-chat and a way to Premium. */
export function QuotaBar({ quota }: { quota: QuotaView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const state = quotaState(quota);
  if (state === 'unlimited') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="ai-quota" data-state={state}>
        <InfinityIcon className="size-4 text-primary" aria-hidden />
        {t('ai.quota.unlimited')}
      </p>
    );
  }
  const limit = quota.limit ?? 0;
  const remaining = quota.remaining ?? 0;
  const total = limit + quota.bonus + Math.max(quota.used - limit, 0);
  const usedShare = total > 0 ? Math.min(100, Math.round(((total - remaining) / total) * 100)) : 100;
  const resets = t('ai.quota.resets', { date: format.date(quota.resetsAt) });
  const upgrade = (
    <Button asChild size="sm" variant={state === 'limit_reached' ? 'default' : 'outline'}>
      <Link href={paths.upgrade} data-testid="ai-upgrade">
        <SparklesIcon aria-hidden />
        {t('ai.quota.upgrade')}
      </Link>
    </Button>
  );
  return (
    <section
      aria-label={t('ai.quota.label')}
      data-testid="ai-quota"
      data-state={state}
      className={cn(
        'space-y-2 rounded-xl border p-3',
        state === 'limit_reached' ? 'border-destructive/40 bg-destructive/5' : state === 'running_low' ? 'border-warning/40 bg-warning/5' : 'bg-card',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium" data-testid="ai-quota-count">
          {/* The running-low sentence is for running low (docs/product/errors.md#ai-chat); a fresh month just counts what is left. */}
          {state === 'limit_reached'
            ? t('messages.aiUsedAll', { count: limit })
            : state === 'running_low'
              ? t('messages.aiRemaining', { count: remaining })
              : t('ai.quota.left', { count: remaining })}
        </span>
        <span className="text-xs text-muted-foreground">
          {quota.bonus > 0 ? `${t('ai.quota.bonus', { count: quota.bonus })} · ` : ''}
          {resets}
        </span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={total - remaining}
        aria-label={t('ai.quota.label')}
      >
        <div
          className={cn('h-full rounded-full', state === 'normal' ? 'bg-primary' : state === 'running_low' ? 'bg-warning' : 'bg-destructive')}
          style={{ width: `${usedShare}%` }}
        />
      </div>
      {state === 'normal' ? null : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-start gap-2 text-sm" role="status" data-testid="ai-quota-warning">
            <AlertTriangleIcon className={cn('mt-0.5 size-4 shrink-0', state === 'limit_reached' ? 'text-destructive' : 'text-warning')} aria-hidden />
            {state === 'limit_reached' ? t('messages.aiLimitReached') : t('messages.aiRunningLow')}
          </p>
          {upgrade}
        </div>
      )}
    </section>
  );
}
