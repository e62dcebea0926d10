import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Popover } from 'radix-ui';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import { explainButtonClasses, ExplainButtonFace, isFocusVisible } from './score-explain-button';
import { ScoreBreakdown } from './score-breakdown';

/**
 * Opens on hover (mouse), on keyboard focus and on tap, so the explanation is reachable on every
 * device; closing waits a moment so the pointer can travel from the button into the panel.
 */
function useHoverPopover(initialOpen: boolean) {
  const [open, setOpen] = useState(initialOpen);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  useEffect(() => cancelClose, []);
  const hover = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') scheduleClose();
    },
  };
  return { open, setOpen, hover };
}

interface ScoreExplainerProps {
  stats: DashboardStats;
  /** Opened by the hover, focus or press that loaded it. */
  initialOpen: boolean;
  /** The plain button it replaces had the focus: its own trigger takes it. */
  focusTrigger: boolean;
}

/** The health score's explain button and the breakdown it opens. */
export function ScoreExplainer({ stats, initialOpen, focusTrigger }: ScoreExplainerProps) {
  const { open, setOpen, hover } = useHoverPopover(initialOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        {...hover}
        onFocus={(event) => {
          if (isFocusVisible(event.currentTarget)) setOpen(true);
        }}
        onClick={(event) => {
          // Already open from hover or focus: a click should not toggle it shut under the pointer.
          if (open) event.preventDefault();
        }}
        ref={trigger}
        className={explainButtonClasses}
        data-testid="health-score-explain"
      >
        <ExplainButtonFace />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          {...hover}
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={12}
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl outline-none data-[state=open]:animate-pop-in"
        >
          <ScoreBreakdown stats={stats} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
