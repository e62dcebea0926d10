import { ClockIcon, MapPinIcon, RepeatIcon, UserIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { CalendarEvent } from '@domain/events/events';
import { eventColorStyle } from '@/lib/event-color';
import { fullRangeText, personName } from '../event-format';
import { useRecurrenceText } from '../use-recurrence-text';
import { AttendeeList } from './attendee-list';
import { EventCostSummary } from './event-cost-summary';

function Row({ icon: Icon, label, children }: { icon: typeof ClockIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="sr-only">{label}</p>
        <div className="text-sm break-words">{children}</div>
      </div>
    </div>
  );
}

/** What the details sheet shows about an event: when, where, whose, who comes. */
export function EventDetails({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const repeats = useRecurrenceText(event.recurrence);
  return (
    <div className="grid gap-4" data-testid="event-details">
      <Row icon={ClockIcon} label={t('events.details.when')}>
        <span data-testid="event-details-when">{fullRangeText(event, format, t)}</span>
      </Row>
      {repeats ? (
        <Row icon={RepeatIcon} label={t('events.details.repeats')}>
          {repeats}
        </Row>
      ) : null}
      {event.location ? (
        <Row icon={MapPinIcon} label={t('events.form.location')}>
          {event.location}
        </Row>
      ) : null}
      <Row icon={UsersIcon} label={t('events.form.calendar')}>
        <span className="inline-flex items-center gap-2" style={eventColorStyle(event.group)}>
          <span aria-hidden className="size-2.5 rounded-full bg-(--event-color)" />
          {event.group?.name ?? t('events.personal')}
        </span>
      </Row>
      <Row icon={UserIcon} label={t('events.details.creator')}>
        {t('events.details.createdBy', { name: personName(event.creator) })}
      </Row>
      {event.description ? <p className="rounded-xl bg-muted/60 px-4 py-3 text-sm whitespace-pre-line break-words">{event.description}</p> : null}
      {event.cost ? <EventCostSummary event={event} cost={event.cost} /> : null}
      {event.groupId ? (
        <section className="grid gap-2" aria-label={t('events.details.attendees')}>
          <h3 className="text-sm font-medium">{t('events.details.attendees')}</h3>
          <AttendeeList attendees={event.attendees} />
        </section>
      ) : null}
    </div>
  );
}
