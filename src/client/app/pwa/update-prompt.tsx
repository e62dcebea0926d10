import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AppUpdate } from './use-app-update';

export function UpdatePrompt({ update }: { update: AppUpdate }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  if (!update.available) return null;

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="update-prompt"
      className="pointer-events-auto w-full max-w-md animate-toast-in rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <RefreshCwIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id={titleId} className="text-sm leading-snug font-semibold sm:text-base">
            {t('pwa.update.title')}
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
            {t('pwa.update.description')}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={update.postpone} disabled={update.applying}>
          {t('pwa.update.later')}
        </Button>
        <Button size="sm" onClick={update.refresh} disabled={update.applying}>
          <RefreshCwIcon className={update.applying ? 'animate-spin' : undefined} />
          {t('pwa.update.refresh')}
        </Button>
      </div>
    </section>
  );
}
