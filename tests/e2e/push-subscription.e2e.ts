import { createECDH, randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { waitForScreen } from './support/screens';

/*
 * Chromium makes a push subscription through its vendor's push service, which this machine (and
 * CI) cannot reach: `pushManager.subscribe` fails there before the app sees anything. So the
 * browser's own permission prompt, service worker and page code run for real, and only the call
 * to the push service answers with a subscription of the shape browsers give (a real P-256 key,
 * an endpoint on this machine). What the server stored is checked through the API.
 */
const p256dh = createECDH('prime256v1');
p256dh.generateKeys();
const subscription = {
  endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`,
  keys: { p256dh: p256dh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
};

test.describe('push notifications on this device', () => {
  // The suite blocks service workers (they would answer from their cache); push needs the app's own.
  test.use({ serviceWorkers: 'allow' });

  test('asks the browser, subscribes through the service worker and is stored for the signed-in user', async ({ signedInPage: page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript((given) => {
      let current: PushSubscription | null = null;
      const made = (options: PushSubscriptionOptionsInit | undefined): PushSubscription => {
        const key = options?.applicationServerKey;
        // The app must hand over the server's VAPID key, as a real push service would require.
        if (!(key instanceof Uint8Array) || key.length !== 65) throw new DOMException('no application server key', 'InvalidAccessError');
        return {
          endpoint: given.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: key.buffer },
          getKey: () => null,
          toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function subscribe(options) {
        current = made(options);
        return current;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current;
      };
    }, subscription);

    await page.goto('/settings');
    await waitForScreen(page, '/settings');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await waitForScreen(page, '/settings');

    await expect(page.getByTestId('push-device-status')).toHaveText('This device does not get push notifications.');
    await page.getByTestId('push-subscribe').click();
    await expect(page.getByTestId('push-device-status')).toHaveText('This device gets push notifications.');
    await expect(page.getByTestId('notification-channel-push')).toBeChecked();

    // Stored for this user: forgetting it answers 204 once, then 404.
    const forget = () => page.request.delete('/api/push/subscriptions', { data: { endpoint: subscription.endpoint } });
    expect((await forget()).status()).toBe(204);
    expect((await forget()).status()).toBe(404);
  });
});
