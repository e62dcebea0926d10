import { useSyncExternalStore } from 'react';

/** Below this width the layout switches to the phone layout (docs/product/limits.md#layout). */
export const mobileBreakpoint = 768;

const mobileQuery = `(max-width: ${mobileBreakpoint - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    list.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function isMobileNow(): boolean {
  return window.matchMedia(mobileQuery).matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
