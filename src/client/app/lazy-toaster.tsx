import { lazy, Suspense, useState } from 'react';
import { useSonner } from 'sonner';
import { useCurrentUser } from '@/lib/session';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast UI loads for signed-in people (its F8 region is always there), and for visitors only
 * once something is toasted; sonner replays `toast()` calls made before it loads.
 */
export function LazyToaster() {
  const { toasts } = useSonner();
  const { data: user } = useCurrentUser();
  const [needed, setNeeded] = useState(false);
  if (!needed && (toasts.length > 0 || user)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
