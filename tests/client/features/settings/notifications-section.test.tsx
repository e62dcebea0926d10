import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@domain/settings/settings';
import { toast } from '@/lib/toast';
import { SettingsPage } from '@/features/settings/settings-page';
import { renderWithProviders } from '../../app/support';
import { api } from '../../support/fake-api';
import { declareSession } from '../../support/session';
import { emptyCategoryList } from '../../support/fixtures';

vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  act(() => void toast.dismiss());
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderSettings(settings: Partial<Settings> = {}) {
  declareSession({ settings });
  api.use({
    'GET /api/auth/sessions': () => [],
    'GET /api/auth/two-factor': () => ({ twoFactorEnabled: false, backupCodesLeft: 0 }),
    'GET /api/tokens': () => ({ tokens: [] }),
    'GET /api/subscription': () => ({ plan: 'free', interval: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }),
    'GET /api/categories': () => emptyCategoryList(),
  });
  return { user: userEvent.setup(), ...renderWithProviders(<SettingsPage />, '/settings') };
}

const patches = () => api.callsTo('PATCH /api/settings').map((call) => call.body);

/** A browser with a service worker and push, where the person grants permission. */
function pushCapableBrowser() {
  const endpoint = 'https://push.example/device-1';
  let current: { endpoint: string; toJSON(): object; unsubscribe(): Promise<boolean> } | null = null;
  const subscription = {
    endpoint,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  const subscribe = vi.fn(async () => {
    current = subscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const requestPermission = vi.fn(async () => 'granted');
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { endpoint, subscribe, requestPermission, subscription };
}

describe('settings: notifications', () => {
  it('says which channels this server cannot use', async () => {
    renderSettings({ delivery: { email: false, sms: false, push: true } });
    expect(await screen.findByTestId('notification-channel-email-hint')).toHaveTextContent('E-mail is not set up on this server');
    const sms = screen.getByRole('switch', { name: 'Text message (SMS)' });
    expect(sms).toBeDisabled();
    expect(screen.getByTestId('notification-channel-sms-hint')).toHaveTextContent('Text messages are not available on this server');
    expect(screen.queryByTestId('settings-sms-number')).not.toBeInTheDocument();
    // jsdom has no service worker: the device part says so instead of offering a button.
    await waitFor(() => expect(screen.getByTestId('push-device-status')).toHaveTextContent('This browser cannot receive push notifications.'));
    expect(screen.queryByTestId('push-subscribe')).not.toBeInTheDocument();
  });

  it('keeps the e-mail channel quiet about set-up when the server sends e-mail, and saves a type switched off', async () => {
    const { user } = renderSettings({ delivery: { email: true, sms: false, push: true } });
    await screen.findByRole('switch', { name: 'By email' });
    expect(screen.queryByTestId('notification-channel-email-hint')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Goal reminders' }));
    await waitFor(() => expect(patches()).toEqual([{ notifications: { types: { goalReminders: false } } }]));
  });

  it('takes an SMS number in international form only, when SMS is available', async () => {
    const { user } = renderSettings({ delivery: { email: true, sms: true, push: true } });
    const sms = await screen.findByRole('switch', { name: 'Text message (SMS)' });
    expect(sms).toBeEnabled();
    const number = screen.getByTestId('settings-sms-number');
    await user.type(number, '555-1234');
    await user.click(screen.getByTestId('settings-sms-save'));
    expect(await screen.findByText('Enter the number in international form: + and the country code, then the number')).toBeVisible();
    expect(patches()).toEqual([]);

    await user.clear(number);
    await user.type(number, '+44 20 7946 0958');
    await user.click(screen.getByTestId('settings-sms-save'));
    await waitFor(() => expect(patches()).toEqual([{ smsNumber: '+442079460958' }]));
    await user.click(sms);
    await waitFor(() => expect(patches()[1]).toEqual({ notifications: { channels: { sms: true } } }));
  });

  it('turns push on for this device with the server’s key, and off again', async () => {
    const browser = pushCapableBrowser();
    const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    api.use({
      'GET /api/push/key': () => ({ publicKey }),
      'POST /api/push/subscriptions': () => new Response(null, { status: 204 }),
      'DELETE /api/push/subscriptions': () => new Response(null, { status: 204 }),
    });
    const { user } = renderSettings();
    await waitFor(() => expect(screen.getByTestId('push-device-status')).toHaveTextContent('This device does not get push notifications.'));
    await user.click(screen.getByTestId('push-subscribe'));

    await waitFor(() => expect(screen.getByTestId('push-device-status')).toHaveTextContent('This device gets push notifications.'));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(api.callsTo('POST /api/push/subscriptions')[0]?.body).toEqual({
      endpoint: browser.endpoint,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    });
    // Subscribing a device also switches the push channel on.
    await waitFor(() => expect(patches()).toEqual([{ notifications: { channels: { push: true } } }]));

    await user.click(screen.getByTestId('push-unsubscribe'));
    await waitFor(() => expect(screen.getByTestId('push-device-status')).toHaveTextContent('This device does not get push notifications.'));
    expect(api.callsTo('DELETE /api/push/subscriptions')[0]?.body).toEqual({ endpoint: browser.endpoint });
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says so when the browser blocks notifications', async () => {
    pushCapableBrowser();
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    renderSettings();
    await waitFor(() =>
      expect(screen.getByTestId('push-device-status')).toHaveTextContent("Notifications are blocked for Tandem in this browser. Allow them in the browser's site settings."),
    );
    expect(screen.queryByTestId('push-subscribe')).not.toBeInTheDocument();
  });

  it('switches quiet hours on from a usual night, changes them, and switches them off', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Quiet hours' }));
    await waitFor(() => expect(patches()).toEqual([{ quietHours: { start: '22:00', end: '07:00' } }]));
    const start = await screen.findByTestId('quiet-hours-start');
    await user.clear(start);
    await user.type(start, '23:30');
    await user.click(screen.getByTestId('quiet-hours-save'));
    await waitFor(() => expect(patches()[1]).toEqual({ quietHours: { start: '23:30', end: '07:00' } }));
    await user.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    await waitFor(() => expect(patches()[2]).toEqual({ quietHours: null }));
    await waitFor(() => expect(screen.queryByTestId('quiet-hours-start')).not.toBeInTheDocument());
  });

  it('sets the large expense alert amount and clears it', async () => {
    const { user } = renderSettings({ expenseAlert: { amount: '250.00' } });
    const amount = await screen.findByTestId('expense-alert-amount');
    expect(amount).toHaveValue('250.00');
    await user.clear(amount);
    await user.type(amount, 'lots');
    await user.click(screen.getByTestId('expense-alert-save'));
    expect(await screen.findByText('Must be a valid positive number')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByTestId('expense-alert-save'));
    await waitFor(() => expect(patches()).toEqual([{ expenseAlert: { amount: '500' } }]));
    await user.clear(screen.getByTestId('expense-alert-amount'));
    await user.click(screen.getByTestId('expense-alert-save'));
    await waitFor(() => expect(patches()[1]).toEqual({ expenseAlert: null }));
  });
});
