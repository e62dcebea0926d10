import type { Ref } from 'react';
import { BellIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationList } from '@domain/notifications/notifications';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NotificationItem } from './notification-item';
import { OlderNotifications } from './older-notifications';

interface NotificationPanelProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  titleId: string;
  list: NotificationList | undefined;
  failed: boolean;
  onRetry: () => void;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
}

/** The popover under the bell: the newest notifications, or why there are none. */
export function NotificationPanel({ ref, id, titleId, list, failed, onRetry, onOpen, onMarkAll }: NotificationPanelProps) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="notification-panel"
      className="fixed inset-x-2 top-[calc(3.75rem+env(safe-area-inset-top))] z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-lg outline-none sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:max-h-[32rem] sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('notifications.title')}
        </h2>
        <Button type="button" variant="ghost" size="sm" data-testid="notification-mark-all" disabled={!list || list.unreadCount === 0} onClick={onMarkAll}>
          {t('notifications.markAll')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list ? (
          list.items.length === 0 ? (
            <EmptyState size="sm" icon={BellIcon} title={t('notifications.emptyTitle')} description={t('notifications.emptyBody')} />
          ) : (
            <>
              <ul className="divide-y">
                {list.items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
                ))}
              </ul>
              <OlderNotifications after={list.nextBefore} now={now} onOpen={onOpen} />
            </>
          )
        ) : failed ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm">
            <p>{t('notifications.error')}</p>
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-8">
            <Spinner label={t('common.loading')} />
          </div>
        )}
      </div>
    </div>
  );
}
