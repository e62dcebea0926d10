import { CalendarClockIcon, CalendarIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Format } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import type { GroupDetail } from '@domain/groups/groups';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { paths } from '@/lib/paths';
import { useGroupUpcomingEvents } from '../api';

function eventWhen({ startTime, endTime, allDay }: { startTime: string; endTime: string; allDay: boolean }, format: Format, t: TFunction): string {
  if (allDay) {
    // All-day events come as dates, the last day included: the same days in every zone.
    const days = new Intl.DateTimeFormat(format.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const first = new Date(`${startTime}T00:00:00Z`);
    return t('events.allDayRange', { days: endTime === startTime ? days.format(first) : days.formatRange(first, new Date(`${endTime}T00:00:00Z`)) });
  }
  const range = format.instantFormat({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return range.formatRange(new Date(startTime), new Date(endTime));
}

/** The group's next few events; scheduling lives on the calendar. */
export function GroupEventsCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const events = useGroupUpcomingEvents(group.id);
  return (
    <Card data-testid="group-events">
      <CardHeader>
        <CardTitle>{t('groups.events.title')}</CardTitle>
        <CardDescription>{t('groups.events.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3 text-sm">
        <QueryState
          query={events}
          skeleton={
            <div role="status" aria-label={t('common.loading')} className="grid grid-cols-1 gap-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          }
          errorTitle={t('groups.events.loadError')}
          errorTestId="group-events-error"
          empty={{
            when: (list) => list.length === 0,
            show: (
              <p className="flex items-center gap-2 text-muted-foreground" data-testid="group-events-empty">
                <CalendarClockIcon className="size-4 shrink-0" aria-hidden />
                {t('groups.events.empty')}
              </p>
            ),
          }}
        >
          {(list) => (
            <ul className="grid grid-cols-1 gap-2">
              {list.map((event) => (
                <li key={`${event.id}-${event.startTime}`} className="grid grid-cols-1 min-w-0 gap-0.5 rounded-lg border px-3 py-2" data-testid="group-event">
                  <span className="truncate font-medium">{event.title}</span>
                  <span className="text-muted-foreground">{eventWhen(event, format, t)}</span>
                  {event.location ? (
                    <span className="flex min-w-0 items-center gap-1 text-muted-foreground">
                      <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
                      <span className="truncate">{event.location}</span>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link href={paths.calendar}>
            <CalendarIcon aria-hidden />
            {t('groups.events.openCalendar')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
