import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';

/** One parameter of the address's query, as a link from elsewhere in the app names what to open. */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(useSearch()).get(name);
}

/**
 * Brings what a link points at into view once it is on screen, once per target, so a later
 * re-render or refresh does not pull the page back while the user scrolls.
 */
export function useScrollToTarget(selector: string | null, ready: boolean): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!selector || !ready || done.current === selector) return;
    const element = document.querySelector(selector);
    if (!element) return;
    done.current = selector;
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/** A selector for an element by a data attribute holding an id from the address. */
export function byData(attribute: string, value: string | null): string | null {
  return value === null ? null : `[${attribute}="${CSS.escape(value)}"]`;
}
