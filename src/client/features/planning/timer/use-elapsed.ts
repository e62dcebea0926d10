import { useEffect, useState } from 'react';

/**
 * Seconds a running timer has run, ticking each second. It counts from the server's answer
 * (`durationSeconds` when it was fetched), not from this device's clock against the server's
 * start time, so a phone whose clock is a few minutes off still shows the same time as the laptop.
 */
export function useElapsed(durationSeconds: number | null, fetchedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (durationSeconds === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [durationSeconds]);
  if (durationSeconds === null) return null;
  return durationSeconds + Math.max(0, Math.floor((now - fetchedAt) / 1000));
}
