import { useTranslation } from 'react-i18next';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import type { NewEventSeed } from '../event-form-schema';
import type { EditTarget } from '../use-save-event';
import { EventForm } from './event-form';

/** What the drawer holds: a new event (on a chosen day) or an edit. */
export type EventFormRequest = { kind: 'create'; seed: NewEventSeed } | { kind: 'edit'; editing: EditTarget };

interface EventFormDrawerProps {
  request: EventFormRequest | null;
  onClose: () => void;
}

function descriptionKey(request: EventFormRequest): string {
  if (request.kind === 'create') return 'events.drawer.createDescription';
  const scope = request.editing.target?.scope;
  return scope === 'this' ? 'events.drawer.editOccurrenceDescription' : scope === 'all' ? 'events.drawer.editSeriesDescription' : 'events.drawer.editDescription';
}

/** The event form in the same drawer as the "schedule event" quick action. */
export function EventFormDrawer({ request, onClose }: EventFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DrawerContent data-testid="event-form-drawer" className="md:mx-auto md:w-full md:max-w-4xl">
        {request ? (
          <>
            <DrawerHeader>
              <DrawerTitle>{t(request.kind === 'create' ? 'events.drawer.createTitle' : 'events.drawer.editTitle')}</DrawerTitle>
              <DrawerDescription>{t(descriptionKey(request))}</DrawerDescription>
            </DrawerHeader>
            <div className="overflow-y-auto">
              {request.kind === 'create' ? (
                <EventForm key={JSON.stringify(request.seed)} seed={request.seed} onDone={onClose} onCancel={onClose} />
              ) : (
                <EventForm key={`${request.editing.event.id}-${request.editing.event.startTime}`} editing={request.editing} onDone={onClose} onCancel={onClose} />
              )}
            </div>
          </>
        ) : null}
      </DrawerContent>
    </Drawer>
  );
}
