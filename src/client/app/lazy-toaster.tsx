import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/session';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast UI loads for signed-in people (its F8 viewport is always there), and for visitors
 * only once something is toasted; `toast()` calls made before it loads wait in the store.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const { data: user } = useCurrentUser();
  const [needed, setNeeded] = useState(false);
  if (!needed && (toasts.some((item) => item.open) || user)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
