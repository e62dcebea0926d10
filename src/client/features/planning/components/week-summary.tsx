import { ClockIcon, CalendarRangeIcon, FlameIcon, CrosshairIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanningWeek } from '@domain/planning/planning';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { hoursCount, hoursNumber } from '../duration';

const bandTones = { excellent: 'text-success', good: 'text-primary', fair: 'text-amber-700 dark:text-warning', building: 'text-muted-foreground' } as const;

function Stat({ icon: Icon, label, value, detail, tone, testId }: { icon: LucideIcon; label: string; value: string; detail: string; tone?: string; testId: string }) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-xl border bg-card p-4" data-testid={testId}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs text-muted-foreground">{label}</p>
        <p className={cn('text-xl font-semibold tabular-nums', tone)}>{value}</p>
        <p className="truncate text-xs text-muted-foreground">{detail}</p>
      </div>
    </div>
  );
}

/** Tracked and planned hours, the focus score and the tracking streak of the week. */
export function WeekSummary({ week }: { week: PlanningWeek }) {
  const { t } = useTranslation();
  const { numberLocale } = useFormat();
  const hours = (seconds: number) => t('planning.hours', { count: hoursCount(seconds), hours: hoursNumber(seconds, numberLocale) });
  const { score, band } = week.focus;
  return (
    <section aria-label={t('planning.week.summary')} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
      <Stat
        icon={ClockIcon}
        label={t('planning.week.tracked')}
        value={hours(week.totals.trackedSeconds)}
        detail={t('planning.week.billable', { hours: hours(week.totals.billableSeconds) })}
        testId="week-tracked"
      />
      <Stat
        icon={CalendarRangeIcon}
        label={t('planning.week.planned')}
        value={hours(week.totals.plannedSeconds)}
        detail={t('planning.week.plannedDetail', { count: week.plannedBlocks.length })}
        testId="week-planned"
      />
      <Stat
        icon={CrosshairIcon}
        label={t('planning.focus.title')}
        value={score === null ? '—' : `${score}`}
        detail={band ? t(`planning.focus.bands.${band}`) : t('planning.focus.nothingPlanned')}
        tone={band ? bandTones[band] : undefined}
        testId="week-focus"
      />
      <Stat
        icon={FlameIcon}
        label={t('planning.streak.title')}
        value={t('planning.streak.days', { count: week.streak.current })}
        detail={t('planning.streak.longest', { count: week.streak.longest })}
        testId="week-streak"
      />
    </section>
  );
}
