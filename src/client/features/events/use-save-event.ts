import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { eventMessages, type CalendarEvent } from '@domain/events';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-request';
import { useCurrentUser } from '@/lib/session';
import { translateMessage } from '@/lib/translate-message';
import { useCreateEvent, useUpdateEvent, type EventChanges, type OccurrenceTarget } from './api';
import type { EventDraft } from './event-form-schema';

/** Spec §8: a failed save says why in the server's words, or "Please try again" when no answer came. */
export function failureText(t: TFunction, error: unknown): string {
  return error instanceof ApiError ? translateMessage(t, error.message) : t('messages.tryAgain');
}

function changesFrom(draft: EventDraft, withRecurrence: boolean): EventChanges {
  const changes: EventChanges = {
    title: draft.title,
    description: draft.description,
    startTime: draft.start.toISOString(),
    endTime: draft.end.toISOString(),
    location: draft.location,
    groupId: draft.groupId,
  };
  if (withRecurrence) changes.recurrence = draft.recurrence;
  return changes;
}

export interface EditTarget {
  event: CalendarEvent;
  /** Set for an occurrence of a recurring event: that one, or the whole series. */
  target: OccurrenceTarget | null;
}

/**
 * Creating and editing events with the toasts of spec §8. Failures are rethrown so the form can
 * mark the fields the server named.
 */
export function useSaveEvent() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const create = useCreateEvent();
  const update = useUpdateEvent();

  async function createEvent(draft: EventDraft): Promise<CalendarEvent> {
    try {
      const user = currentUser.data ?? (await currentUser.refetch()).data;
      if (!user) throw new ApiError(401, eventMessages.signInToCreate);
      const event = await create.submit({ ...changesFrom(draft, true), createdBy: user.id, attendees: [] });
      toast({ title: t('messages.eventCreated'), description: event.title });
      return event;
    } catch (error) {
      toast({ variant: 'destructive', title: t('messages.eventCreateFailed'), description: failureText(t, error) });
      throw error;
    }
  }

  async function updateEvent({ event, target }: EditTarget, draft: EventDraft): Promise<CalendarEvent> {
    try {
      // One occurrence has no rule of its own: only the series' rule can change.
      const changes = changesFrom(draft, target?.scope !== 'this');
      const saved = await update.mutateAsync({ id: event.id, target, changes });
      toast({ title: t('messages.eventUpdated'), description: saved.title });
      return saved;
    } catch (error) {
      toast({ variant: 'destructive', title: t('messages.eventUpdateFailed'), description: failureText(t, error) });
      throw error;
    }
  }

  return { createEvent, updateEvent };
}
