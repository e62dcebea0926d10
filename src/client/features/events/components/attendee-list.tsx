import { useTranslation } from 'react-i18next';
import type { CalendarEvent, RsvpStatus } from '@domain/events/events';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { personName } from '../event-format';

const badgeFor = { going: 'success', maybe: 'warning', cantGo: 'secondary' } as const satisfies Record<RsvpStatus, string>;

function initials(person: { firstName: string; lastName: string }): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
}

/** Who answered, and how. */
export function AttendeeList({ attendees }: { attendees: CalendarEvent['attendees'] }) {
  const { t } = useTranslation();
  if (attendees.length === 0) return <p className="text-sm text-muted-foreground">{t('events.details.noAnswers')}</p>;
  return (
    <ul className="grid gap-2" data-testid="attendee-list">
      {attendees.map((attendee) => (
        <li key={attendee.userId} className="flex items-center gap-3">
          <Avatar className="size-8">
            <AvatarFallback className="text-xs">{initials(attendee)}</AvatarFallback>
          </Avatar>
          <span className="min-w-0 flex-1 text-sm">
            <span className="block truncate">{personName(attendee)}</span>
            {attendee.status === 'going' && attendee.guests > 0 ? (
              <span className="block text-xs text-muted-foreground" data-testid="attendee-guests">
                {t('events.details.guests', { count: attendee.guests })}
              </span>
            ) : null}
          </span>
          <Badge variant={badgeFor[attendee.status]}>{t(`events.rsvp.${attendee.status}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}
