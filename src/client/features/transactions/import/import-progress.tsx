import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import type { SendProgress } from './import-api';

/** What the import is doing now: reading the file here, then sending, checking or saving on the server. */
export type ImportActivity = { phase: 'reading'; fraction: number } | SendProgress;

function shareDone(activity: ImportActivity): number | null {
  if (activity.phase === 'checking') return null;
  if (activity.phase === 'saving') return activity.total > 0 ? activity.saved / activity.total : 1;
  return activity.fraction;
}

/** A labelled progress bar; while the server checks the rows, whose length it cannot tell, the bar pulses. */
export function ImportProgress({ activity, className }: { activity: ImportActivity; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const share = shareDone(activity);
  const percent = share === null ? null : Math.round(Math.min(1, Math.max(0, share)) * 100);
  const text =
    activity.phase === 'saving'
      ? t('transactions.import.progress.saving', { saved: format.number(activity.saved), total: format.number(activity.total) })
      : activity.phase === 'checking'
        ? t('transactions.import.progress.checking')
        : t(`transactions.import.progress.${activity.phase}`, { percent: format.percent(percent ?? 0) });
  return (
    <div className={cn('grid gap-2', className)} data-testid="import-progress">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('transactions.import.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-200 ease-out motion-reduce:transition-none',
            percent === null && 'w-full animate-pulse opacity-60',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
