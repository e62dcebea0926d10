import type { Notification } from '@domain/notifications/notifications';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { timeAgo } from './relative-time';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
}

/** One notification: unread ones stand out with a dot and bold title; opening marks it read. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const unread = notification.readAt === null;
  return (
    <li>
      <button
        type="button"
        data-testid="notification-item"
        data-unread={unread}
        onClick={() => onOpen(notification)}
        className={cn('flex w-full items-start gap-3 px-4 py-3 text-start transition hover:bg-accent focus-visible:bg-accent focus-visible:outline-none', unread && 'bg-primary/5')}
      >
        <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
        <span className="min-w-0 flex-1 space-y-0.5">
          {unread ? <span className="sr-only">{t('notifications.unread')}: </span> : null}
          <span className={cn('block text-sm break-words', unread ? 'font-semibold' : 'font-medium text-muted-foreground')}>{notification.title}</span>
          <span className="block text-sm break-words text-muted-foreground">{notification.body}</span>
          <time dateTime={notification.createdAt} className="block text-xs text-muted-foreground">
            {timeAgo(notification.createdAt, now, i18n.language)}
          </time>
        </span>
      </button>
    </li>
  );
}
