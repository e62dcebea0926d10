import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { explainButtonClasses, ExplainButtonFace } from './score-explain-button';
import { bandLooks } from './score-breakdown';

const loadExplainer = () => import('./score-explainer');
const ScoreExplainer = lazy(() => loadExplainer().then((module) => ({ default: module.ScoreExplainer })));

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

export function HealthScoreCard({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const band = stats.scoreBand;
  const look = bandLooks[band];
  // The explanation's popover (and its positioning code) loads when someone reaches for it.
  const [reached, setReached] = useState<{ open: boolean; focus: boolean } | null>(null);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={explainButtonClasses}
      data-testid="health-score-explain"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setReached({ open: true, focus: false });
        else void loadExplainer();
      }}
      onPointerLeave={() => setReached((current) => current && { ...current, open: false })}
      // Focus only fetches the explanation: it opens on Enter or a press, so tabbing past the
      // button neither opens a popup nor swaps the button under the keyboard's focus.
      onFocus={() => void loadExplainer()}
      onClick={(event) => setReached({ open: true, focus: document.activeElement === event.currentTarget })}
    >
      <ExplainButtonFace />
    </button>
  );

  return (
    <section className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm" aria-labelledby="health-score-title" data-testid="health-score" data-band={band}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="health-score-title" className="text-sm font-semibold">
            {t('dashboard.score.title')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('dashboard.score.subtitle')}</p>
        </div>
        {reached ? (
          <Suspense fallback={placeholder}>
            <ScoreExplainer stats={stats} initialOpen={reached.open} focusTrigger={reached.focus} />
          </Suspense>
        ) : (
          placeholder
        )}
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
