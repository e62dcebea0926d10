import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { tooltipSkipDelay } from './tooltip-timing';

/**
 * The tooltip of the signed-in layout's own controls (decision 038): the sidebar's entries and
 * the sign-out button. They sit on fixed edges, so the hint goes beside or above its control
 * without the collision-aware positioning of `./tooltip` (Radix and Floating UI, about 17 KB that
 * every signed-in visit would download first). It follows the tooltip pattern: it opens after
 * `delay` on hover, at once on keyboard focus or within `tooltipSkipDelay` of a neighbour's
 * closing, names itself in the control's `aria-describedby`, and closes on leaving, blur, a press,
 * Escape or a scroll.
 */
export type HintSide = 'top' | 'end';

/** When the last hint closed: a neighbour opened soon after opens without waiting. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

const gap = 6;
const viewportMargin = 8;

function placement(trigger: DOMRect, side: HintSide, rtl: boolean): CSSProperties {
  if (side === 'top') return { bottom: window.innerHeight - trigger.top + gap, left: trigger.left + trigger.width / 2 };
  const top = trigger.top + trigger.height / 2;
  return rtl ? { top, right: window.innerWidth - trigger.left + gap } : { top, left: trigger.right + gap };
}

interface HintProps {
  content: ReactNode;
  side: HintSide;
  /** Milliseconds of hovering before it opens. */
  delay: number;
  children: ReactElement;
}

export function Hint({ content, side, delay, children }: HintProps) {
  const id = useId();
  const trigger = useRef<HTMLElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressing = useRef(false);
  const [open, setOpen] = useState<false | 'delayed' | 'instant'>(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const [shift, setShift] = useState(0);

  const show = (how: 'delayed' | 'instant') => {
    const element = trigger.current;
    if (!element) return;
    setPosition(placement(element.getBoundingClientRect(), side, getComputedStyle(element).direction === 'rtl'));
    setShift(0);
    setOpen(how);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = performance.now();
      return false;
    });
  };
  const hover = () => {
    clearTimeout(timer.current);
    if (performance.now() - lastClosedAt < tooltipSkipDelay) show('instant');
    else timer.current = setTimeout(() => show('delayed'), delay);
  };

  // A hint above its control is centred on it, then moved back inside the window when it would cross an edge.
  useLayoutEffect(() => {
    if (!open || side !== 'top' || !bubble.current) return;
    const { left, right } = bubble.current.getBoundingClientRect();
    const overflow = Math.max(0, right - (window.innerWidth - viewportMargin)) - Math.max(0, viewportMargin - left);
    if (overflow !== 0) setShift(-overflow);
  }, [open, side]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const centred = side === 'top' ? `translateX(calc(-50% + ${shift}px))` : 'translateY(-50%)';
  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') hover();
        }}
        onPointerLeave={() => {
          pressing.current = false;
          hide();
        }}
        onPointerDown={() => {
          pressing.current = true;
          hide();
        }}
        onPointerUp={() => (pressing.current = false)}
        onFocus={(event) => {
          // Only keyboard focus: a press that focuses the control should not raise its hint.
          if (!pressing.current && event.currentTarget.matches(':focus-visible')) show('instant');
        }}
        onBlur={hide}
      >
        {children}
      </Slot.Root>
      {open
        ? createPortal(
            <div ref={bubble} style={{ ...position, transform: centred }} className="pointer-events-none fixed z-50 max-w-64">
              <div
                id={id}
                role="tooltip"
                data-slot="hint"
                data-state={`${open}-open`}
                className={cn(
                  'relative rounded-md bg-foreground px-3 py-1.5 text-xs leading-snug text-background shadow-md',
                  open === 'delayed' ? 'animate-pop-in' : 'animate-fade-in',
                )}
              >
                {content}
                <span
                  aria-hidden
                  style={side === 'top' ? { left: `calc(50% - ${shift}px)` } : undefined}
                  className={cn('absolute size-2 rotate-45 bg-foreground', side === 'top' ? '-bottom-1 -translate-x-1/2' : '-start-1 top-1/2 -translate-y-1/2')}
                />
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
