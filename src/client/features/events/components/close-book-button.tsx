import { useState } from 'react';
import { ReceiptIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { CalendarEvent } from '@domain/events/events';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { useFailToast } from '@/lib/use-fail-toast';
import { useCloseEvent } from '../api';
import { eventFailureText } from '../use-save-event';

/**
 * The organiser books the cost before the event ends: one group expense among those going now.
 * A cost someone else booked meanwhile answers 409, whose message the toast shows.
 */
export function CloseBookButton({ event, onBooked }: { event: CalendarEvent; onBooked: (event: CalendarEvent) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const close = useCloseEvent();
  const failed = useFailToast({ titleKey: 'events.cost.bookFailed', explain: eventFailureText });
  const cost = event.cost;
  if (!cost) return null;

  const confirm = () =>
    close.mutate(
      { id: event.id, occurrence: event.occurrenceStart },
      {
        onSuccess: (updated) => {
          setOpen(false);
          onBooked(updated);
          toast.success(t('events.cost.bookedToast'), { description: event.title });
        },
        onError: (error) => {
          setOpen(false);
          failed(error);
        },
      },
    );

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="event-close-book">
        <ReceiptIcon aria-hidden />
        {t('events.cost.closeBook')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('events.cost.closeTitle')}
        description={t('events.cost.closeDescription', { total: format.money(cost.total, cost.currency), count: cost.heads })}
        confirmLabel={t('events.cost.closeConfirm')}
        cancelLabel={t('events.form.cancel')}
        pending={close.isPending}
        destructive={false}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        testId="event-close-dialog"
        confirmTestId="event-close-confirm"
      />
    </>
  );
}
