import type { Page } from '@playwright/test';

export interface SidewaysOverflow {
  scrollWidth: number;
  clientWidth: number;
  /** The outermost elements reaching past the screen's edges, described for a failure message. */
  culprits: string[];
}

/**
 * Whether the page scrolls sideways, and if so which elements stick out: those that reach past
 * either edge while their parent stays inside (so a too-wide card is named, not each of its
 * children). Fixed layers and content clipped by a scrolling or clipping ancestor cannot widen
 * the page and are left out.
 */
export async function sidewaysOverflow(page: Page): Promise<SidewaysOverflow | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const width = root.clientWidth;
    // The page can only be scrolled towards the end side: right in left-to-right text, left in right-to-left.
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (rtl ? box.left < -0.5 : box.right > width + 0.5);
    };
    const escapesFlow = (element: Element) => {
      for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.position === 'fixed' || style.clipPath !== 'none') return true;
        if (current !== element && style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const testId = element.getAttribute('data-testid');
      const slot = element.getAttribute('data-slot');
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 6).join('.') : '';
      const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 60);
      const name = [element.tagName.toLowerCase(), testId ? `[data-testid=${testId}]` : '', slot ? `[data-slot=${slot}]` : '', classes ? `.${classes}` : ''].join('');
      return `${name} spans ${Math.round(box.left)}…${Math.round(box.right)} px: "${text}"`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)))
      .filter((element) => !escapesFlow(element))
      .slice(0, 5)
      .map(describe);
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}
