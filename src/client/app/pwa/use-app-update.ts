import { useCallback, useEffect, useState } from 'react';
import { applyUpdate, registerServiceWorker } from './register-service-worker';

export interface AppUpdate {
  /** True while a new version waits for the user's go-ahead. */
  available: boolean;
  /** True once the user chose to refresh and the new version is taking over. */
  applying: boolean;
  refresh: () => void;
  postpone: () => void;
}

export function useAppUpdate(): AppUpdate {
  const [waitingWorker, setWaitingWorker] = useState<ServiceWorker | null>(null);
  const [applying, setApplying] = useState(false);

  useEffect(() => registerServiceWorker({ onUpdateReady: (worker) => setWaitingWorker(worker) }), []);

  const refresh = useCallback(() => {
    if (!waitingWorker) return;
    setApplying(true);
    applyUpdate(waitingWorker);
  }, [waitingWorker]);

  // The waiting version stays installed and is offered again on the next visit.
  const postpone = useCallback(() => setWaitingWorker(null), []);

  return { available: waitingWorker !== null, applying, refresh, postpone };
}
