import { MinusIcon, PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxGuests } from '@domain/events/event-cost';
import { Button } from '@/components/ui/button';

interface GuestsStepperProps {
  value: number;
  disabled: boolean;
  onChange: (guests: number) => void;
}

/** Guests a member going brings (0–10); each one is a share of the cost, paid by the member. */
export function GuestsStepper({ value, disabled, onChange }: GuestsStepperProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2" role="group" aria-labelledby={labelId} aria-describedby={hintId} data-testid="rsvp-guests">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          {t('events.rsvp.guests')}
        </p>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('events.rsvp.guestsHint')}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t('events.rsvp.fewerGuests')}
          disabled={disabled || value <= 0}
          onClick={() => onChange(value - 1)}
          data-testid="rsvp-guests-decrease"
        >
          <MinusIcon aria-hidden />
        </Button>
        <output className="min-w-8 text-center text-base font-semibold tabular-nums" aria-live="polite" data-testid="rsvp-guests-count">
          {value}
        </output>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t('events.rsvp.moreGuests')}
          disabled={disabled || value >= maxGuests}
          onClick={() => onChange(value + 1)}
          data-testid="rsvp-guests-increase"
        >
          <PlusIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
