import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { failureMessage, type ExplainFailure } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';
import { cn } from '@/lib/utils';

/**
 * plain: the icon alone and a small button, for a part of a screen.
 * card: the icon in a round badge and a full button, for a screen's main content.
 * compact: the card look at the scale of a list or tab.
 */
export type LoadErrorVariant = 'plain' | 'card' | 'compact';

const looks: Record<LoadErrorVariant, { box: string; badge: string | null; icon: string; button: 'sm' | 'default' }> = {
  plain: { box: 'rounded-2xl py-10', badge: null, icon: 'size-6 text-destructive', button: 'sm' },
  card: { box: 'rounded-2xl py-12', badge: 'size-12', icon: 'size-6', button: 'default' },
  compact: { box: 'rounded-xl py-10', badge: 'size-10', icon: 'size-5', button: 'default' },
};

interface LoadErrorProps {
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  testId?: string;
  variant?: LoadErrorVariant;
  /** What to say about the failure; the server's message or the network text unless a feature words it otherwise. */
  explain?: ExplainFailure;
  className?: string;
}

/** A failed load: the catalogue text for the failure (docs/product/errors.md#by-status) and a way to try again. */
export function LoadError({ title, error, onRetry, retrying, testId, variant = 'plain', explain = failureMessage, className }: LoadErrorProps) {
  const { t } = useTranslation();
  const look = looks[variant];
  const message = explain(error);
  const icon = <CircleAlertIcon className={look.icon} aria-hidden />;
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 border border-destructive/30 bg-destructive/5 px-6 text-center', look.box, className)} data-testid={testId}>
      {look.badge ? <span className={cn('flex items-center justify-center rounded-full bg-destructive/10 text-destructive', look.badge)}>{icon}</span> : icon}
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {message ? <p className="text-sm text-muted-foreground">{translateMessage(t, message)}</p> : null}
      </div>
      <Button variant="outline" size={look.button} onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
