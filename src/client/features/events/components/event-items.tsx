import { MapPinIcon, RepeatIcon, TargetIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import type { Goal } from '@domain/goals/goals';
import { eventColorStyle } from '@/lib/event-color';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { allDayText, startTimeText, timeOnDayText } from '../event-format';

interface EventChipProps {
  event: CalendarEvent;
  day: IsoDate;
  onOpen: (event: CalendarEvent) => void;
}

/** A month cell's one-line event: start time and title on the group's colour, at least 24 px high so it is easy to hit. */
export function EventChip({ event, day, onOpen }: EventChipProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = timeOnDayText(event, day, format, t);
  const start = event.allDay ? null : startTimeText(event, format);
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      style={eventColorStyle(event.group)}
      className="pointer-events-auto flex min-h-6 w-full min-w-0 items-center gap-1 rounded-md border-s-[3px] border-(--event-color) bg-(--event-color)/12 px-1.5 py-0.5 text-start text-xs transition hover:bg-(--event-color)/20 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      // The name starts with what the chip shows, so a speech user can say it (WCAG 2.5.3).
      aria-label={`${start ? `${start} ` : ''}${event.title}, ${when}`}
      data-testid="calendar-event"
    >
      {start ? <span className="shrink-0 text-muted-foreground tabular-nums">{start}</span> : null}
      <span className="truncate font-medium">{event.title}</span>
    </button>
  );
}

/** A goal's target date, shown as an all-day marker that leads to the goals screen. */
export function GoalMarker({ goal, compact = false }: { goal: Goal; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      href={paths.financialGoals}
      className={cn(
        'pointer-events-auto flex min-h-6 min-w-0 items-center gap-1 rounded-md bg-amber-500/15 px-1.5 py-0.5 text-xs font-medium text-amber-800 transition hover:bg-amber-500/25 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none dark:text-amber-200',
        compact ? 'w-full' : 'w-fit max-w-full',
      )}
      data-testid="goal-marker"
      aria-label={t('events.goalMarker', { title: goal.title })}
    >
      <TargetIcon className="size-3 shrink-0" aria-hidden />
      <span className="truncate">{goal.title}</span>
    </Link>
  );
}

interface EventListItemProps {
  event: CalendarEvent;
  day: IsoDate;
  onOpen: (event: CalendarEvent) => void;
}

/** One row of a day's list (agenda, the phone's month, the week on phones). */
export function EventListItem({ event, day, onOpen }: EventListItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      style={eventColorStyle(event.group)}
      className="flex w-full min-w-0 items-stretch gap-3 rounded-xl border bg-card p-3 text-start transition hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      data-testid="calendar-event"
    >
      <span aria-hidden className="w-1 shrink-0 rounded-full bg-(--event-color)" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="truncate font-medium">{event.title}</span>
          {event.recurrence ? <RepeatIcon className="size-3.5 shrink-0 text-muted-foreground" aria-label={t('events.details.recurring')} /> : null}
        </span>
        <span className="text-sm text-muted-foreground tabular-nums">{event.allDay ? allDayText(event, format, t) : timeOnDayText(event, day, format, t)}</span>
        <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span className="truncate">{event.group?.name ?? t('events.personal')}</span>
          {event.location ? (
            <span className="flex min-w-0 items-center gap-1">
              <MapPinIcon className="size-3 shrink-0" aria-hidden />
              <span className="truncate">{event.location}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
