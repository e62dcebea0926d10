import { lazy, Suspense, useState } from 'react';
import type { QuickActionDrawerProps } from './quick-action-catalogue';

export * from './quick-action-catalogue';

// The drawer (and its drag-to-close library) loads the first time an action opens, not with every page.
const QuickActionDrawerHost = lazy(() => import('./quick-action-drawer').then((module) => ({ default: module.QuickActionDrawerHost })));

/** The drawer that hosts one quick-action form; open while `action` is set. */
export function QuickActionDrawer(props: QuickActionDrawerProps) {
  // Once opened it stays mounted, so it can animate closed.
  const [used, setUsed] = useState(false);
  if (!used && props.action !== null) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <QuickActionDrawerHost {...props} />
    </Suspense>
  );
}
