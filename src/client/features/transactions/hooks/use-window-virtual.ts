import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

export interface VirtualItem {
  index: number;
  start: number;
  size: number;
}

interface Options {
  /** Height of every item in pixels, in order; items keep a fixed height so nothing needs measuring. */
  sizes: readonly number[];
  /** Extra pixels rendered above and below the viewport so fast scrolling shows no gaps. */
  overscan?: number;
}

/** Index of the last item starting at or before `offset`. */
function findIndex(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Renders only the items of a long list that are on screen, for a list that scrolls with the page
 * (whichever ancestor scrolls: scroll events are caught in the capture phase).
 */
export function useWindowVirtual<T extends HTMLElement>({ sizes, overscan = 600 }: Options) {
  const containerRef = useRef<T>(null);
  const starts = useMemo(() => {
    const result: number[] = [];
    let offset = 0;
    for (const size of sizes) {
      result.push(offset);
      offset += size;
    }
    return result;
  }, [sizes]);
  const totalSize = sizes.length ? starts[starts.length - 1]! + sizes[sizes.length - 1]! : 0;
  const [viewport, setViewport] = useState({ top: 0, bottom: typeof window === 'undefined' ? 800 : window.innerHeight });

  const measure = useCallback(() => {
    const element = containerRef.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const top = Math.max(0, -rect.top);
    const bottom = Math.max(0, window.innerHeight - rect.top);
    setViewport((current) => (current.top === top && current.bottom === bottom ? current : { top, bottom }));
  }, []);

  useLayoutEffect(measure, [measure, totalSize]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [measure]);

  const items = useMemo<VirtualItem[]>(() => {
    if (sizes.length === 0) return [];
    const first = findIndex(starts, Math.max(0, viewport.top - overscan));
    const last = findIndex(starts, viewport.bottom + overscan);
    const visible: VirtualItem[] = [];
    for (let index = first; index <= last; index += 1) visible.push({ index, start: starts[index]!, size: sizes[index]! });
    return visible;
  }, [starts, sizes, viewport, overscan]);

  return { containerRef, items, totalSize };
}
