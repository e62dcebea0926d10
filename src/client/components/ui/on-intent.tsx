import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

interface OnIntentProps {
  /** Starts downloading what `children` renders (a lazy component's import). */
  load: () => Promise<unknown>;
  /** The trigger as a plain element until it is clicked, given the handlers to put on it. */
  placeholder: (handlers: IntentHandlers) => ReactElement;
  /** The real component, opened at once: rendered from the first click on, in place of the placeholder. */
  children: ReactNode;
}

/**
 * A popup whose code loads when someone reaches for its trigger (pointer over it or focus) and
 * takes over on the first click, opening at once; the page's first download holds only a button
 * that looks the same. Radix then moves focus into the popup and back to its own trigger.
 */
export function OnIntent({ load, placeholder, children }: OnIntentProps) {
  const [clicked, setClicked] = useState(false);
  const prefetch = () => void load();
  const handlers: IntentHandlers = {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      prefetch();
      setClicked(true);
    },
  };
  if (!clicked) return placeholder(handlers);
  return <Suspense fallback={placeholder(handlers)}>{children}</Suspense>;
}
