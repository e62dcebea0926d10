import { vi } from 'vitest';

/**
 * The drawer reads the computed CSS transform of its panel when a pointer is released inside it;
 * jsdom computes no transforms. Answering "none", as a browser does for an unmoved panel, lets
 * tests click and type inside drawers the way people do. Undone by `vi.restoreAllMocks()`.
 */
export function allowDrawerGestures(): void {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    if (!style.transform) Object.defineProperty(style, 'transform', { value: 'none' });
    return style;
  });
}
