import { useMemo, useState } from 'react';
import { CalendarDaysIcon, MapPinIcon, RepeatIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicCalendar } from '@domain/events/events';
import { languageTimeFormat } from '@domain/shared/formats';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { createFormat, type Format } from '@/lib/format';
import { useSettings } from '@/lib/settings';
import { allDayText, eventEnded, eventStartDay, timeRangeText } from '../event-format';

type PublicEvent = PublicCalendar['events'][number];

function groupByMonth(events: PublicEvent[], timeZone: string): [string, PublicEvent[]][] {
  const months = new Map<string, PublicEvent[]>();
  for (const event of events) {
    const month = eventStartDay(event, timeZone).slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months.entries()];
}

/**
 * A signed-in viewer sees times in their account's zone; a signed-out visitor has no account, so
 * their own browser's zone is the best reading of "their" time.
 */
function useViewerFormat(): Format {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const language = i18n.language;
  return useMemo(() => {
    const visitor = {
      currency: 'USD',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      dateFormat: 'medium',
      timeFormat: languageTimeFormat(language),
      numberFormat: 'auto',
    } as const;
    return createFormat(settings ?? visitor, language);
  }, [settings, language]);
}

/** A shared calendar's events by month, upcoming first; past ones on request. */
export function SharedEventList({ events, now = new Date() }: { events: PublicEvent[]; now?: Date }) {
  const { t } = useTranslation();
  const format = useViewerFormat();
  const [showPast, setShowPast] = useState(false);
  const sorted = [...events].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const past = sorted.filter((event) => eventEnded(event, now, format.timeZone));
  const shown = showPast ? sorted : sorted.filter((event) => !eventEnded(event, now, format.timeZone));
  const monthName = format.calendarFormat({ month: 'long', year: 'numeric' });
  const dayName = format.instantFormat({ weekday: 'short', day: 'numeric' });
  const dateName = format.calendarFormat({ weekday: 'short', day: 'numeric' });

  return (
    <div className="grid gap-6">
      {past.length > 0 ? (
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => setShowPast((value) => !value)}>
          {t(showPast ? 'pages.sharedCalendar.hidePast' : 'pages.sharedCalendar.showPast', { count: past.length })}
        </Button>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState icon={CalendarDaysIcon} title={t('pages.sharedCalendar.emptyTitle')} description={t('pages.sharedCalendar.emptyDescription')} />
      ) : (
        groupByMonth(shown, format.timeZone).map(([month, monthEvents]) => (
          <section key={month} className="grid gap-3" aria-label={monthName(`${month}-01`)}>
            <h2 className="text-lg font-semibold">{monthName(`${month}-01`)}</h2>
            <ul className="grid gap-2">
              {monthEvents.map((event) => (
                <li key={`${event.id}-${event.startTime}`} className="flex gap-3 rounded-xl border bg-card p-3" data-testid="shared-event">
                  <span className="flex w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-primary/10 py-1 text-center text-xs font-semibold text-primary">
                    {event.allDay ? dateName(event.startTime) : dayName.format(new Date(event.startTime))}
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="flex min-w-0 items-center gap-1.5 font-medium">
                      <span className="truncate">{event.title}</span>
                      {event.recurrence ? <RepeatIcon className="size-3.5 shrink-0 text-muted-foreground" aria-label={t('events.details.recurring')} /> : null}
                    </p>
                    <p className="text-sm text-muted-foreground tabular-nums">{event.allDay ? allDayText(event, format, t) : timeRangeText(event, format)}</p>
                    {event.location ? (
                      <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                        <MapPinIcon className="size-3 shrink-0" aria-hidden />
                        <span className="truncate">{event.location}</span>
                      </p>
                    ) : null}
                    {event.description ? <p className="text-sm break-words whitespace-pre-line">{event.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
