import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationList } from '@domain/notifications/notifications';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { completedPreferences } from '../../support/fixtures';
import ar from '../../../../src/client/locales/ar.json';
import { declareSession } from '../../support/session';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notice(overrides: Partial<Notification> = {}): Notification {
  return {
    id: crypto.randomUUID(),
    kind: 'friendRequest',
    type: 'social',
    params: { requestId: 'r1', name: 'Ana Lima' },
    link: '/friends',
    title: 'Ana Lima sent you a friend request',
    body: 'Accept or decline it in Friends.',
    createdAt: minutesAgo(5),
    readAt: null,
    ...overrides,
  };
}

/** The server's notifications; marking read changes them the way the server does. */
function declareNotifications(items: Notification[]) {
  let current = items;
  const listOf = (): NotificationList => ({ items: current, unreadCount: current.filter((item) => item.readAt === null).length, nextBefore: null });
  declareSession();
  api.use({
    'GET /api/notifications': () => listOf(),
    'POST /api/notifications/read': ({ body }) => {
      const { ids, all } = body as { ids?: string[]; all?: true };
      const now = new Date().toISOString();
      current = current.map((item) => (item.readAt === null && (all || ids?.includes(item.id)) ? { ...item, readAt: now } : item));
      return { unreadCount: listOf().unreadCount };
    },
  });
}

const marks = () => api.callsTo('POST /api/notifications/read').map((call) => call.body);

async function openBell() {
  const user = userEvent.setup();
  const view = renderWithProviders(<NotificationBell />, '/');
  const bell = await screen.findByTestId('notification-bell');
  return { ...view, user, bell };
}

describe('the notification bell', () => {
  it('shows how many are unread, in its badge and its name', async () => {
    declareNotifications([notice(), notice({ title: 'New expense in Flatmates' }), notice({ readAt: minutesAgo(1) })]);
    const { bell } = await openBell();
    expect(await screen.findByTestId('notification-unread-count')).toHaveTextContent('2');
    expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no badge when everything is read', async () => {
    declareNotifications([notice({ readAt: minutesAgo(1) })]);
    const { bell } = await openBell();
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    expect(screen.queryByTestId('notification-unread-count')).not.toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Notifications');
  });

  it('caps the badge at 99+', async () => {
    declareNotifications(Array.from({ length: 120 }, () => notice()));
    await openBell();
    expect(await screen.findByTestId('notification-unread-count')).toHaveTextContent('99+');
  });

  it('opens a panel listing each notification with its title, body and how long ago', async () => {
    declareNotifications([
      notice(),
      notice({ title: 'Groceries budget at 80%', body: 'You have spent $400.00 of $500.00 in November 2026.', readAt: minutesAgo(1), createdAt: minutesAgo(180) }),
    ]);
    const { user, bell } = await openBell();
    await screen.findByTestId('notification-unread-count');
    await user.click(bell);
    const panel = screen.getByTestId('notification-panel');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAccessibleName('Notifications');
    const [first, second] = within(panel).getAllByTestId('notification-item');
    expect(first).toHaveTextContent('Ana Lima sent you a friend request');
    expect(first).toHaveTextContent('Accept or decline it in Friends.');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(first).toHaveAccessibleName(/^Unread/);
    expect(second).toHaveTextContent('3 hours ago');
    expect(second).toHaveAttribute('data-unread', 'false');
  });

  it('marks a notification read and opens its link when clicked', async () => {
    const item = notice({ link: '/groups/g1#expense-x1', title: 'New expense in Flatmates' });
    declareNotifications([item, notice()]);
    const { user, bell, location } = await openBell();
    await screen.findByTestId('notification-unread-count');
    await user.click(bell);
    await user.click(screen.getByText('New expense in Flatmates'));
    expect(marks()).toEqual([{ ids: [item.id] }]);
    expect(location.history.at(-1)).toBe('/groups/g1#expense-x1');
    expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notification-unread-count')).toHaveTextContent('1'));
  });

  it('marks everything read at once', async () => {
    declareNotifications([notice(), notice()]);
    const { user, bell } = await openBell();
    await screen.findByTestId('notification-unread-count');
    await user.click(bell);
    await user.click(screen.getByTestId('notification-mark-all'));
    expect(marks()).toEqual([{ all: true }]);
    await waitFor(() => expect(screen.queryByTestId('notification-unread-count')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('notification-item').every((item) => item.getAttribute('data-unread') === 'false')).toBe(true);
    expect(screen.getByTestId('notification-mark-all')).toBeDisabled();
  });

  it('says so when there is nothing to show', async () => {
    declareNotifications([]);
    const { user, bell } = await openBell();
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    await user.click(bell);
    expect(screen.getByTestId('notification-panel')).toHaveTextContent('You’re all caught up'.replace('’', "'"));
    expect(screen.queryByTestId('notification-item')).not.toBeInTheDocument();
    expect(screen.getByTestId('notification-mark-all')).toBeDisabled();
  });

  it('says when the list could not be loaded and tries again on request', async () => {
    declareSession();
    let fail = true;
    api.use({ 'GET /api/notifications': () => (fail ? failure(503, 'Down', 'OVERLOADED') : { items: [notice()], unreadCount: 1, nextBefore: null }) });
    const { user, bell } = await openBell();
    await user.click(bell);
    expect(await screen.findByText('Notifications could not be loaded', undefined, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('notification-item')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    declareNotifications([notice()]);
    const { user, bell } = await openBell();
    await user.click(bell);
    expect(screen.getByTestId('notification-panel')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the bell is pressed again or someone clicks elsewhere', async () => {
    declareNotifications([notice()]);
    const { user, bell } = await openBell();
    await user.click(bell);
    await user.click(bell);
    expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument();
    await user.click(bell);
    await user.click(document.body);
    expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument();
  });

  it('asks again every minute and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    declareNotifications([notice()]);
    renderWithProviders(<NotificationBell />, '/');
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(2));
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(60_001);
    });
    await waitFor(() => expect(api.callsTo('GET /api/notifications').length).toBeGreaterThanOrEqual(3));
  });

  it('speaks the reader’s language, right to left in Arabic', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    declareSession({ preferences: { ...completedPreferences, language: 'ar' } });
    api.use({ 'GET /api/notifications': { items: [notice({ title: 'أرسل إليك Ana Lima طلب صداقة', createdAt: minutesAgo(120) })], unreadCount: 1, nextBefore: null } });
    const { user, bell } = await openBell();
    await waitFor(() => expect(i18n.language).toBe('ar'));
    await waitFor(() => expect(bell).toHaveAccessibleName(`الإشعارات، ${new Intl.NumberFormat('ar').format(1)} غير مقروءة`));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(bell);
    expect(screen.getByTestId('notification-mark-all')).toHaveTextContent(ar.notifications.markAll);
    expect(screen.getByTestId('notification-item')).toHaveTextContent(new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-2, 'hour'));
  });
  it('reads older notifications page by page when asked, until there are none', async () => {
    const newest = notice({ title: 'Newest', createdAt: minutesAgo(1) });
    const older = notice({ title: 'Older', createdAt: minutesAgo(60) });
    const oldest = notice({ title: 'Oldest', createdAt: minutesAgo(600) });
    declareSession();
    api.use({
      'GET /api/notifications': ({ query }) => {
        const before = query.get('before');
        if (before === newest.id) return { items: [older], unreadCount: 3, nextBefore: older.id };
        if (before === older.id) return { items: [oldest], unreadCount: 3, nextBefore: null };
        return { items: [newest], unreadCount: 3, nextBefore: newest.id };
      },
    });
    const { user, bell } = await openBell();
    await user.click(bell);
    const panel = await screen.findByTestId('notification-panel');
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('notification-item')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Newest')]),
    );

    await user.click(within(panel).getByTestId('notification-show-older'));
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(2));
    await user.click(within(panel).getByTestId('notification-show-older'));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('notification-item')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Newest'), expect.stringContaining('Older'), expect.stringContaining('Oldest')]),
    );
    expect(within(panel).queryByTestId('notification-show-older')).not.toBeInTheDocument();
  });
});
