import { CheckIcon, CircleHelpIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rsvpStatuses, type CalendarEvent, type OccurrenceScope, type RsvpStatus } from '@domain/events/events';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useRsvp, type RsvpAnswer } from '../api';
import { isRecurring } from '../occurrence';
import { eventFailureText } from '../use-save-event';
import { GuestsStepper } from './guests-stepper';

const icons = { going: CheckIcon, maybe: CircleHelpIcon, cantGo: XIcon } as const;

interface RsvpButtonsProps {
  event: CalendarEvent;
  /** The event as the server answers it after the RSVP. */
  onAnswered: (event: CalendarEvent) => void;
}

/**
 * The signed-in member's own answer to a group event: going (with guests), maybe or can't go;
 * for an occurrence of a series, for this one or for all of them.
 */
export function RsvpButtons({ event, onAnswered }: RsvpButtonsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const scopeLabelId = useId();
  const rsvp = useRsvp();
  const recurring = isRecurring(event);
  // The occurrence on screen is what the user is looking at, so the answer is for it unless they say otherwise.
  const [scope, setScope] = useState<OccurrenceScope>('this');
  const failed = useFailToast({ titleKey: 'events.rsvp.failed', explain: eventFailureText });
  const send = (status: RsvpStatus, guests: number) => {
    const answer: RsvpAnswer = recurring ? { status, guests, scope, occurrence: event.occurrenceStart ?? event.startTime } : { status, guests, scope: 'all' };
    rsvp.mutate(
      { id: event.id, answer },
      {
        onSuccess: (updated) => {
          onAnswered(updated);
          toast.success(t('events.rsvp.saved'), {
            description: status === 'going' && guests > 0 ? t('events.rsvp.goingWithGuests', { count: guests }) : t(`events.rsvp.${status}`),
          });
        },
        onError: failed,
      },
    );
  };
  const shown = rsvp.isPending ? rsvp.variables.answer.status : event.myRsvp;
  const guests = rsvp.isPending ? rsvp.variables.answer.guests : event.myGuests;

  return (
    <div className="grid gap-3">
      {recurring ? (
        <div className="grid gap-2">
          <span id={scopeLabelId} className="text-sm font-medium">
            {t('events.rsvp.scopeLabel')}
          </span>
          <ToggleGroup
            type="single"
            variant="outline"
            size="sm"
            value={scope}
            onValueChange={(next) => {
              if (next) setScope(next as OccurrenceScope);
            }}
            aria-labelledby={scopeLabelId}
            disabled={rsvp.isPending}
            className="grid w-full grid-cols-2"
            data-testid="rsvp-scope"
          >
            <ToggleGroupItem value="this" data-testid="rsvp-scope-this" className="h-auto min-h-8 px-2 py-1 whitespace-normal">
              {t('events.rsvp.scopeThis')}
            </ToggleGroupItem>
            <ToggleGroupItem value="all" data-testid="rsvp-scope-all" className="h-auto min-h-8 px-2 py-1 whitespace-normal">
              {t('events.rsvp.scopeAll')}
            </ToggleGroupItem>
          </ToggleGroup>
        </div>
      ) : null}
      <div className="grid gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t('events.rsvp.label')}
        </span>
        <ToggleGroup
          type="single"
          variant="outline"
          value={shown ?? ''}
          onValueChange={(next) => {
            // Pressing the chosen answer again repeats it, so a series can take this occurrence's answer for all of them.
            const status = (next || (recurring ? shown : null)) as RsvpStatus | null;
            if (status && (status !== event.myRsvp || recurring)) send(status, status === 'going' ? event.myGuests : 0);
          }}
          aria-labelledby={labelId}
          disabled={rsvp.isPending}
          className="grid w-full grid-cols-3"
        >
          {rsvpStatuses.map((status) => {
            const Icon = icons[status];
            return (
              <ToggleGroupItem key={status} value={status} data-testid={`rsvp-${status}`} className="h-auto min-h-9 px-2 py-1.5 whitespace-normal">
                <Icon aria-hidden />
                {t(`events.rsvp.${status}`)}
              </ToggleGroupItem>
            );
          })}
        </ToggleGroup>
      </div>
      {shown === 'going' ? <GuestsStepper value={guests} disabled={rsvp.isPending} onChange={(next) => send('going', next)} /> : null}
    </div>
  );
}
