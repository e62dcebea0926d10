import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationList } from '@domain/notifications/notifications';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiClient } from '@/lib/api/client';
import { NotificationItem } from './notification-item';

/**
 * The pages after the newest one, read on request: the bell polls only the newest page, so what
 * is older is fetched when the person asks for it and kept while the panel stays open.
 */
export function OlderNotifications({ after, now, onOpen }: { after: string | null; now: number; onOpen: (notification: Notification) => void }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState<NotificationList[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = pages.length > 0 ? pages[pages.length - 1]!.nextBefore : after;

  const load = async () => {
    if (!next) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await apiClient.get('/api/notifications', { query: { before: next } });
      setPages((loaded) => [...loaded, page]);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {pages.length > 0 ? (
        <ul className="divide-y border-t">
          {pages
            .flatMap((page) => page.items)
            .map((notification) => (
              <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
            ))}
        </ul>
      ) : null}
      {next ? (
        <div className="flex flex-col items-center gap-2 border-t px-4 py-3">
          {failed ? (
            <p role="alert" className="text-sm text-destructive">
              {t('notifications.error')}
            </p>
          ) : null}
          <Button type="button" variant="ghost" size="sm" disabled={loading} onClick={() => void load()} data-testid="notification-show-older">
            {loading ? <Spinner /> : null}
            {t('notifications.showOlder')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
