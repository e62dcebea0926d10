import { useEffect, useEffectEvent, useState } from 'react';

/** docs/product/limits.md#timing: each connection banner stays 5 seconds. */
export const connectionNoticeMs = 5000;

export type ConnectionNotice = 'offline' | 'online' | null;

/**
 * Which connection banner to show: 'offline' when the connection drops, 'online' when it returns.
 * `onReconnect` runs each time the connection comes back.
 */
export function useConnectionNotice(onReconnect?: () => void): ConnectionNotice {
  const [notice, setNotice] = useState<ConnectionNotice>(() => (navigator.onLine ? null : 'offline'));
  const reconnected = useEffectEvent(() => onReconnect?.());

  useEffect(() => {
    let timer: number | undefined;
    const show = (next: Exclude<ConnectionNotice, null>) => {
      setNotice(next);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setNotice(null), connectionNoticeMs);
    };
    const onOffline = () => show('offline');
    const onOnline = () => {
      show('online');
      reconnected();
    };

    // Opening the app without a connection counts as going offline.
    if (!navigator.onLine) show('offline');
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return notice;
}
