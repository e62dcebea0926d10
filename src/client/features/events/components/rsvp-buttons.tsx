import { CheckIcon, CircleHelpIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rsvpStatuses, type CalendarEvent, type RsvpStatus } from '@domain/events/events';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { toast } from 'sonner';
import { useFailToast } from '@/lib/use-fail-toast';
import { useRsvp } from '../api';
import { eventFailureText } from '../use-save-event';

const icons = { going: CheckIcon, maybe: CircleHelpIcon, cantGo: XIcon } as const;

interface RsvpButtonsProps {
  event: CalendarEvent;
  /** The event as the server answers it after the RSVP. */
  onAnswered: (event: CalendarEvent) => void;
}

/** The signed-in member's own answer to a group event: going, maybe or can't go. */
export function RsvpButtons({ event, onAnswered }: RsvpButtonsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const rsvp = useRsvp();
  const failed = useFailToast({ titleKey: 'events.rsvp.failed', explain: eventFailureText });
  const answer = (status: RsvpStatus) => {
    rsvp.mutate(
      { id: event.id, status },
      {
        onSuccess: (updated) => {
          onAnswered(updated);
          toast.success(t('events.rsvp.saved'), { description: t(`events.rsvp.${status}`) });
        },
        onError: failed,
      },
    );
  };
  const shown = rsvp.isPending ? rsvp.variables.status : event.myRsvp;

  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        {t('events.rsvp.label')}
      </span>
      <ToggleGroup
        type="single"
        variant="outline"
        value={shown ?? ''}
        onValueChange={(next) => {
          if (next && next !== event.myRsvp) answer(next as RsvpStatus);
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
  );
}
