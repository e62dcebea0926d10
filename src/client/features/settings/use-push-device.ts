import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api-request';

/** Whether this browser, on this device, gets Tandem's push messages. */
export type PushDeviceState = 'checking' | 'unsupported' | 'blocked' | 'on' | 'off';

function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's service worker; it registers after the page loads, so a first visit waits for it a little. */
async function serviceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered) return registered;
  return Promise.race([navigator.serviceWorker.ready, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000))]);
}

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function currentState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const worker = await serviceWorker();
  if (!worker) return 'unsupported';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

async function subscribe(): Promise<PushDeviceState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const worker = await serviceWorker();
  if (!worker) return 'unsupported';
  const { publicKey } = await apiClient.get('/api/push/key');
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without keys');
  await apiClient.post('/api/push/subscriptions', { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  return 'on';
}

async function unsubscribe(): Promise<PushDeviceState> {
  const worker = await serviceWorker();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    try {
      await apiClient.delete('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } });
    } catch (error) {
      // Already forgotten by the server (the push service said it was gone): still stop it here.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await subscription.unsubscribe();
  }
  return 'off';
}

/** This device's push subscription: its state, and turning it on (asks permission) or off. */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>('checking');
  useEffect(() => {
    let live = true;
    currentState().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  const change = useMutation({ mutationFn: (on: boolean) => (on ? subscribe() : unsubscribe()), onSuccess: setState, retry: false });
  const { mutateAsync } = change;
  const turn = useCallback((on: boolean) => mutateAsync(on), [mutateAsync]);
  return { state, turn, pending: change.isPending };
}
