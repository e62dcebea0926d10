import { useTranslation } from 'react-i18next';
import type { CalendarEvent, OccurrenceScope } from '@domain/events/events';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isRecurring } from '../occurrence';

export type EventAction = 'edit' | 'delete';

interface EventActionDialogProps {
  event: CalendarEvent;
  action: EventAction | null;
  pending: boolean;
  /** `null` for an event that does not repeat. */
  onChoose: (scope: OccurrenceScope | null) => void;
  onCancel: () => void;
}

/**
 * Before editing or deleting one occurrence of a recurring event: this one, or the whole series?
 * Deleting an event that does not repeat is confirmed too, since it cannot be undone.
 */
export function EventActionDialog({ event, action, pending, onChoose, onCancel }: EventActionDialogProps) {
  const { t } = useTranslation();
  const recurring = isRecurring(event);
  // Editing asks only about a series; deleting asks about a series or confirms a single event.
  const copy = action === 'edit' ? 'events.editDialog' : recurring ? 'events.deleteDialog.recurring' : 'events.deleteDialog.single';

  return (
    <ConfirmDialog
      open={action !== null && (recurring || action === 'delete')}
      title={t(`${copy}.title`, { title: event.title })}
      description={t(`${copy}.description`)}
      cancelLabel={t('events.form.cancel')}
      destructive={action === 'delete'}
      pending={pending}
      alternative={recurring ? { label: t('events.scope.all'), testId: 'scope-all', onChoose: () => onChoose('all') } : undefined}
      confirmLabel={recurring ? t('events.scope.this') : t('events.deleteDialog.confirm')}
      confirmTestId={recurring ? 'scope-this' : 'confirm-delete-event'}
      onConfirm={() => onChoose(recurring ? 'this' : null)}
      onCancel={onCancel}
      testId="event-action-dialog"
    />
  );
}
