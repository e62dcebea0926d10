import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered at build time and while the browser hydrates that markup,
 * true from the next render on. Anything that depends on this visit (the theme, today's date)
 * waits for it, so the prerendered HTML and the first client render always agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
