import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { InfoIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { bandLooks, ScoreBreakdown } from './score-breakdown';

function ScoreRing({ score, stroke }: { score: number; stroke: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, score)) / 100) * circumference;
  return (
    <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden>
      <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" className="stroke-muted" />
      <circle
        cx="60"
        cy="60"
        r={radius}
        fill="none"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${filled} ${circumference}`}
        className={cn('transition-[stroke-dasharray] duration-700 ease-out', stroke)}
      />
    </svg>
  );
}

/**
 * Opens on hover (mouse), on keyboard focus and on tap, so the explanation is reachable on every
 * device; closing waits a moment so the pointer can travel from the button into the panel.
 */
function useHoverPopover() {
  const [open, setOpen] = useState(false);
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

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export function HealthScoreCard({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const band = stats.scoreBand;
  const look = bandLooks[band];
  const { open, setOpen, hover } = useHoverPopover();

  return (
    <section className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm" aria-labelledby="health-score-title" data-testid="health-score" data-band={band}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="health-score-title" className="text-sm font-semibold">
            {t('dashboard.score.title')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('dashboard.score.subtitle')}</p>
        </div>
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
            className="-me-1 -mt-1 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
            data-testid="health-score-explain"
          >
            <InfoIcon className="size-3.5" aria-hidden />
            {t('dashboard.score.explain')}
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
      </div>

      <div className="flex flex-1 items-center gap-5 lg:flex-col lg:justify-center lg:gap-3">
        <div className="relative size-28 shrink-0 lg:size-32">
          <ScoreRing score={stats.healthScore} stroke={look.stroke} />
          <div className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-3xl font-bold tabular-nums" data-testid="health-score-value">
              {format.number(stats.healthScore)}
            </span>
            <span className="text-[0.7rem] text-muted-foreground">{t('dashboard.score.outOf')}</span>
          </div>
        </div>
        <div className="min-w-0 space-y-1.5 lg:text-center">
          <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', look.chip)} data-testid="health-score-band">
            {t(`dashboard.score.bands.${band}`)}
          </span>
          <p className="text-sm text-muted-foreground">{t(`dashboard.score.bandDescriptions.${band}`)}</p>
        </div>
      </div>
    </section>
  );
}

export function HealthScoreSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border bg-card p-5" aria-hidden>
      <Skeleton className="h-4 w-1/2" />
      <div className="flex items-center gap-5 lg:flex-col">
        <Skeleton className="size-28 rounded-full lg:size-32" />
        <div className="grid flex-1 gap-2 lg:w-full lg:justify-items-center">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
    </div>
  );
}
