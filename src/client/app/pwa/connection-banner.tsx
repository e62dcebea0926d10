import { useTranslation } from 'react-i18next';
import { WifiIcon, WifiOffIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { ConnectionNotice } from './use-connection-notice';

/** The live region stays mounted so screen readers announce each change of connection. */
export function ConnectionBanner({ notice }: { notice: ConnectionNotice }) {
  const { t } = useTranslation();

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[90] flex justify-center px-4 pt-[calc(env(safe-area-inset-top)+0.75rem)]"
    >
      {notice && (
        <div
          data-testid={`connection-banner-${notice}`}
          className={cn(
            'pointer-events-auto flex max-w-full animate-pop-in items-center gap-3 rounded-full border py-2 ps-2 pe-4 shadow-lg backdrop-blur-md',
            notice === 'offline' ? 'border-warning/40 bg-card/95 text-card-foreground' : 'border-success/40 bg-card/95 text-card-foreground',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full',
              notice === 'offline' ? 'bg-warning/20 text-warning-foreground dark:text-warning' : 'bg-success/15 text-success',
            )}
          >
            {notice === 'offline' ? <WifiOffIcon className="size-4" /> : <WifiIcon className="size-4" />}
          </span>
          {notice === 'offline' ? (
            <p className="min-w-0 text-sm leading-tight">
              <span className="block font-semibold">{t('pwa.offline.title')}</span>
              <span className="block text-muted-foreground">{t('pwa.offline.description')}</span>
            </p>
          ) : (
            <p className="min-w-0 text-sm font-semibold leading-tight">{t('pwa.online.title')}</p>
          )}
        </div>
      )}
    </div>
  );
}
