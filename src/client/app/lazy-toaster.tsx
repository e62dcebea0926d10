import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { hasToasts, loadToasts, onToast } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast UI (and sonner) loads when the first toast is raised, or is fetched ahead at a
 * person's first press or key: toasts only ever report something someone did, so no page pays
 * for them on its first load. sonner shows toasts raised before it arrived.
 */
export function LazyToaster() {
  const raised = useSyncExternalStore(onToast, hasToasts, () => false);
  // Once mounted it stays, so the last toast can animate away.
  const [needed, setNeeded] = useState(false);
  if (!needed && raised) setNeeded(true);
  useEffect(() => {
    if (needed) return;
    const warm = () => void loadToasts().then(() => void import('@/components/ui/toaster'));
    const options = { once: true, capture: true, passive: true } as const;
    document.addEventListener('pointerdown', warm, options);
    document.addEventListener('keydown', warm, options);
    return () => {
      document.removeEventListener('pointerdown', warm, options);
      document.removeEventListener('keydown', warm, options);
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
