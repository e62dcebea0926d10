import { useTranslation } from 'react-i18next';
import type { PlanningWeek } from '@domain/planning/planning';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { hoursCount, hoursNumber } from '../duration';

/**
 * One row per day: a bar of tracked time split by project colour, the planned time beside it,
 * and the calendar blocks of that day. Bars share one scale (the longest day), so days compare.
 */
export function WeekDays({ week }: { week: PlanningWeek }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = format.numberLocale;
  const hours = (seconds: number) => t('planning.hours', { count: hoursCount(seconds), hours: hoursNumber(seconds, locale) });
  const colors = new Map(week.projects.map((project) => [project.projectId, project]));
  const scale = Math.max(1, ...week.days.map((day) => Math.max(day.trackedSeconds, day.plannedSeconds)));
  const weekday = new Intl.DateTimeFormat(format.language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
  const time = format.instantFormat({ hour: 'numeric', minute: '2-digit' });
  const blocksOf = (date: string) => week.plannedBlocks.filter((block) => new Intl.DateTimeFormat('en-CA', { timeZone: week.timeZone }).format(new Date(block.start)) === date);

  return (
    <ol className="grid grid-cols-1 gap-3" data-testid="week-days">
      {week.days.map((day) => {
        const blocks = blocksOf(day.date);
        return (
          <li
            key={day.date}
            className={cn('grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-3', day.date === week.today && 'font-medium')}
            data-testid="week-day"
            data-date={day.date}
          >
            <span className={cn('pt-0.5 text-sm', day.date === week.today ? 'text-primary' : 'text-muted-foreground')}>{weekday.format(new Date(`${day.date}T00:00:00Z`))}</span>
            <div className="grid min-w-0 grid-cols-1 gap-1">
              <div className="relative h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div className="absolute inset-y-0 start-0 rounded-full border-2 border-dashed border-primary/40" style={{ width: `${(day.plannedSeconds / scale) * 100}%` }} />
                <div className="absolute inset-0 flex">
                  {day.projects.map((project) => (
                    <span
                      key={project.projectId}
                      className="h-full"
                      style={{ width: `${(project.seconds / scale) * 100}%`, minWidth: 2, backgroundColor: colors.get(project.projectId)?.color ?? 'var(--primary)' }}
                    />
                  ))}
                </div>
              </div>
              <p className="text-xs text-muted-foreground tabular-nums" data-testid="week-day-hours">
                {t('planning.week.dayHours', { tracked: hours(day.trackedSeconds), planned: hours(day.plannedSeconds) })}
              </p>
              {blocks.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5">
                  {blocks.map((block) => (
                    <li
                      key={`${block.eventId}-${block.start}`}
                      className="max-w-full truncate rounded-md bg-primary/10 px-2 py-0.5 text-xs text-primary"
                      data-testid="planned-block"
                    >
                      {time.formatRange(new Date(block.start), new Date(block.end))} · {block.title}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
