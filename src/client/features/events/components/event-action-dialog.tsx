import { useTranslation } from 'react-i18next';
import type { CalendarEvent, OccurrenceScope } from '@domain/events';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
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
  const destructive = action === 'delete' ? 'destructive' : 'default';
  // Editing asks only about a series; deleting asks about a series or confirms a single event.
  const copy = action === 'edit' ? 'events.editDialog' : recurring ? 'events.deleteDialog.recurring' : 'events.deleteDialog.single';
  const choose = (scope: OccurrenceScope | null) => (click: { preventDefault: () => void }) => {
    // A delete stays open until the server answers, so a failure shows where it happened.
    if (action === 'delete') click.preventDefault();
    onChoose(scope);
  };

  return (
    <AlertDialog
      open={action !== null && (recurring || action === 'delete')}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent data-testid="event-action-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t(`${copy}.title`, { title: event.title })}</AlertDialogTitle>
          <AlertDialogDescription>{t(`${copy}.description`)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter className="sm:flex-wrap">
          <AlertDialogCancel disabled={pending}>{t('events.form.cancel')}</AlertDialogCancel>
          {recurring ? (
            <>
              <AlertDialogAction variant={destructive} disabled={pending} onClick={choose('all')} data-testid="scope-all">
                {t('events.scope.all')}
              </AlertDialogAction>
              <AlertDialogAction variant={destructive} disabled={pending} onClick={choose('this')} data-testid="scope-this">
                {pending ? <Spinner /> : null}
                {t('events.scope.this')}
              </AlertDialogAction>
            </>
          ) : (
            <AlertDialogAction variant="destructive" disabled={pending} onClick={choose(null)} data-testid="confirm-delete-event">
              {pending ? <Spinner /> : null}
              {t('events.deleteDialog.confirm')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
