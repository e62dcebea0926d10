import { lazy, Suspense } from 'react';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast UI arrives just after the first paint; `toast()` calls made before then wait in the
 * store and show as soon as it is ready.
 */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
