import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { LogoMark } from '@/components/logo';

/** Covers the whole screen while the app decides what to show (session lookup, redirects, lazy screens). */
export function FullScreenSpinner({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center" data-testid="full-screen-spinner">
      <LogoMark className="size-11" />
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4 text-primary" label={message ?? t('common.loading')} />
        {message ? <span>{message}</span> : null}
      </div>
    </div>
  );
}

/** A quieter spinner for the content area while a lazily loaded screen arrives. */
export function ContentSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner className="size-6 text-primary" label={t('common.loading')} />
    </div>
  );
}

/** The very first paint, before translations are ready, so it carries no text of its own. */
export function BootSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background" aria-busy="true">
      <Spinner className="size-6 text-primary" />
    </div>
  );
}
