import { useState } from 'react';
import { DownloadIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, OccurrenceScope } from '@domain/events/events';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/lib/toast';
import { eventColorStyle } from '@/lib/event-color';
import { useFailToast } from '@/lib/use-fail-toast';
import { useIsMobile } from '@/lib/use-mobile';
import { useDeleteEvent } from '../api';
import { eventIcsPath } from '../links';
import { isRecurring, occurrenceTarget } from '../occurrence';
import { eventFailureText, type EditTarget } from '../use-save-event';
import { CloseBookButton } from './close-book-button';
import { EventActionDialog, type EventAction } from './event-action-dialog';
import { EventDetails } from './event-details';
import { RsvpButtons } from './rsvp-buttons';

interface EventDetailsSheetProps {
  event: CalendarEvent | null;
  onClose: () => void;
  /** The user chose to edit (for an occurrence: this one or the series). */
  onEdit: (target: EditTarget) => void;
  /** The event changed here (an RSVP). */
  onChange: (event: CalendarEvent) => void;
}

/** What an answer changes on the occurrence shown: who goes, with how many guests, and what it costs each. */
function answered(shown: CalendarEvent, updated: CalendarEvent): CalendarEvent {
  return { ...shown, myRsvp: updated.myRsvp, myGuests: updated.myGuests, attendees: updated.attendees, cost: updated.cost };
}

/** An event's details, the user's RSVP, and edit, delete and export. */
export function EventDetailsSheet({ event, onClose, onEdit, onChange }: EventDetailsSheetProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [action, setAction] = useState<EventAction | null>(null);
  const remove = useDeleteEvent();
  const deleteFailed = useFailToast({ titleKey: 'events.toasts.deleteFailed', explain: eventFailureText });

  const startEdit = (shown: CalendarEvent) => {
    if (isRecurring(shown)) setAction('edit');
    else onEdit({ event: shown, target: null });
  };

  const choose = (shown: CalendarEvent, scope: OccurrenceScope | null) => {
    if (action === 'edit') {
      setAction(null);
      onEdit({ event: shown, target: occurrenceTarget(shown, scope) });
      return;
    }
    remove.mutate(
      { id: shown.id, target: occurrenceTarget(shown, scope) },
      {
        onSuccess: () => {
          setAction(null);
          toast.success(t('events.toasts.deleted'), { description: shown.title });
          onClose();
        },
        onError: deleteFailed,
      },
    );
  };

  return (
    <Sheet
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <SheetContent side={isMobile ? 'bottom' : 'end'} className="w-full overflow-y-auto sm:max-w-md" data-testid="event-details-sheet">
        {event ? (
          <>
            <SheetHeader className="pe-12">
              <SheetTitle className="flex items-start gap-2 text-lg" style={eventColorStyle(event.group)}>
                <span aria-hidden className="mt-2 size-3 shrink-0 rounded-full bg-(--event-color)" />
                <span className="min-w-0 break-words">{event.title}</span>
              </SheetTitle>
              <SheetDescription>{event.group ? t('events.details.groupEvent', { group: event.group.name }) : t('events.details.personalEvent')}</SheetDescription>
            </SheetHeader>
            <div className="grid gap-6 px-4 pb-6">
              <EventDetails event={event} />
              {event.groupId ? <RsvpButtons event={event} onAnswered={(updated) => onChange(answered(event, updated))} /> : null}
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={eventIcsPath(event.id)} download>
                    <DownloadIcon aria-hidden />
                    {t('events.details.exportIcs')}
                  </a>
                </Button>
                {event.canEdit && event.cost && !event.cost.booking ? <CloseBookButton event={event} onBooked={(updated) => onChange(answered(event, updated))} /> : null}
                {event.canEdit ? (
                  <>
                    <Button variant="outline" size="sm" onClick={() => startEdit(event)}>
                      <PencilIcon aria-hidden />
                      {t('events.details.edit')}
                    </Button>
                    <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setAction('delete')}>
                      <Trash2Icon aria-hidden />
                      {t('events.details.delete')}
                    </Button>
                  </>
                ) : null}
              </div>
            </div>
            <EventActionDialog event={event} action={action} pending={remove.isPending} onChoose={(scope) => choose(event, scope)} onCancel={() => setAction(null)} />
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
