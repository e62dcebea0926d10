import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { BellIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Notification } from '@domain/notifications/notifications';
import { iconButtonClasses } from '@/components/layout/theme-controls';
import { cn } from '@/lib/utils';
import { useMarkNotificationsRead, useNotifications } from './api';
import { NotificationPanel } from './notification-panel';

/** More than this shows as "99+" so the badge keeps its size. */
const badgeMax = 99;

/** The header's bell: how many notifications are unread, and the panel that lists them. */
export function NotificationBell({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    // A press outside closes the panel and leaves focus where that press put it.
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  const openNotification = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    close(notification.link === null);
    if (notification.link) navigate(notification.link);
  };

  const count = unread > badgeMax ? `${new Intl.NumberFormat(i18n.language).format(badgeMax)}+` : new Intl.NumberFormat(i18n.language).format(unread);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={bell}
        type="button"
        data-testid="notification-bell"
        aria-label={unread > 0 ? t('notifications.bellUnread', { unread: count }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        className={cn(iconButtonClasses, 'relative', className)}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        <BellIcon className="size-[1.125rem]" aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="notification-unread-count"
            className="absolute -end-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-white"
          >
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationPanel
          ref={panel}
          id={panelId}
          titleId={titleId}
          list={notifications.data}
          failed={notifications.isError}
          onRetry={() => void notifications.refetch()}
          onOpen={openNotification}
          onMarkAll={() => markRead.mutate({ all: true })}
        />
      ) : null}
    </div>
  );
}
