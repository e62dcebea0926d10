import { useTranslation } from 'react-i18next';
import { eventMessages, type CalendarEvent } from '@domain/events/events';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { useCurrentUser } from '@/lib/session';
import { useFailToast } from '@/lib/use-fail-toast';
import { useCreateEvent, useUpdateEvent, type EventChanges, type OccurrenceTarget } from './api';
import type { EventDraft } from './event-form-schema';

/** docs/product/errors.md#events: a failed event call says why in the server's words, or "Please try again" when no answer came. */
export function eventFailureText(error: unknown): string {
  return error instanceof ApiError ? failureMessage(error) : eventMessages.tryAgain;
}

/**
 * The series' rule and cost are the series' own: a change to one occurrence leaves them out. The
 * cost is sent when there is one, or as `null` to remove one the event had; an event that costs
 * nothing before and after sends none (absent on create means no cost, on edit keeps none).
 */
function changesFrom(draft: EventDraft, wholeEvent: boolean, hadCost = false): EventChanges {
  const changes: EventChanges = {
    title: draft.title,
    description: draft.description,
    // An all-day event is sent as its first and last day.
    startTime: draft.days ? draft.days.first : draft.start.toISOString(),
    endTime: draft.days ? draft.days.last : draft.end.toISOString(),
    allDay: draft.days !== null,
    location: draft.location,
    groupId: draft.groupId,
  };
  if (wholeEvent) {
    changes.recurrence = draft.recurrence;
    if (draft.cost || hadCost) {
      changes.cost = draft.cost && { amount: draft.cost.amount, perPerson: draft.cost.perPerson, ...(draft.cost.paidBy ? { paidBy: draft.cost.paidBy } : {}) };
    }
  }
  return changes;
}

export interface EditTarget {
  event: CalendarEvent;
  /** Set for an occurrence of a recurring event: that one, or the whole series. */
  target: OccurrenceTarget | null;
}

/**
 * Creating and editing events with the toasts of docs/product/errors.md#events. Failures are rethrown so the form can
 * mark the fields the server named.
 */
export function useSaveEvent() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const createFailed = useFailToast({ titleKey: 'messages.eventCreateFailed', explain: eventFailureText });
  const updateFailed = useFailToast({ titleKey: 'messages.eventUpdateFailed', explain: eventFailureText });

  async function createEvent(draft: EventDraft): Promise<CalendarEvent> {
    try {
      const user = currentUser.data ?? (await currentUser.refetch()).data;
      if (!user) throw new ApiError(401, eventMessages.signInToCreate);
      const event = await create.submit({ ...changesFrom(draft, true), createdBy: user.id, attendees: [] });
      toast.success(t('messages.eventCreated'), { description: event.title });
      return event;
    } catch (error) {
      createFailed(error);
      throw error;
    }
  }

  async function updateEvent({ event, target }: EditTarget, draft: EventDraft): Promise<CalendarEvent> {
    try {
      // One occurrence has no rule or cost of its own: only the series' can change.
      const changes = changesFrom(draft, target?.scope !== 'this', event.cost !== null);
      const saved = await update.mutateAsync({ id: event.id, target, changes });
      toast.success(t('messages.eventUpdated'), { description: saved.title });
      return saved;
    } catch (error) {
      updateFailed(error);
      throw error;
    }
  }

  return { createEvent, updateEvent };
}
