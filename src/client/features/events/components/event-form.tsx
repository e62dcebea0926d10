import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { CalendarEvent } from '@domain/events/events';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-request';
import { applyServerErrors, serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { eventFormMessages, eventResolver, newEventValues, valuesFromEvent, type EventDraft, type EventFormValues, type NewEventSeed } from '../event-form-schema';
import { useSaveEvent, type EditTarget } from '../use-save-event';
import { EventAllDaySwitch, EventEndDateField } from './event-all-day-fields';
import { EventCalendarSelect } from './event-calendar-select';
import { EventCostFields } from './event-cost-fields';
import { EventDateField } from './event-date-field';
import { EventRepeatFields } from './event-repeat-fields';
import { EventTimeFields } from './event-time-fields';

const serverFields = ['title', 'description', 'location', 'startTime', 'endTime'] as const;
/** The server names a cost field by its path in the body; the form holds it under its own name. */
const costFields = { 'cost.amount': 'costAmount', 'cost.paidBy': 'costPaidBy', cost: 'costAmount' } as const;
// No maxLength on the text inputs: a browser would cut pasted text silently, and docs/product/validation.md#event's
// "Title too long", "Location too long" and "Description too long" would never show.

export interface EventFormProps {
  /** Edit mode: the event, and for an occurrence which part of the series changes. Without it the form creates. */
  editing?: EditTarget;
  /** Create mode: the day (and time) the user picked on the calendar. */
  seed?: NewEventSeed;
  /** Called with the saved event (closes the drawer). */
  onDone: (event: CalendarEvent) => void;
  onCancel: () => void;
}

/** Client checks (docs/product/errors.md#client-checks): a date or time the form cannot read is also announced in a toast. */
function announceUnreadable(errors: FieldErrors<EventFormValues>, t: (key: string) => string) {
  const messages = [errors.date?.message, errors.startTime?.message, errors.endTime?.message];
  if (messages.includes(eventFormMessages.invalidDate)) toast.error(t('messages.invalidDate'));
  else if (messages.includes(eventFormMessages.invalidTime)) toast.error(t('messages.invalidTime'));
}

function placeCostErrors(error: unknown, setError: UseFormSetError<EventFormValues>) {
  if (!(error instanceof ApiError)) return;
  for (const [name, field] of Object.entries(costFields)) {
    const text = serverFieldMessage(error, name);
    if (text !== undefined) setError(field, { type: 'server', message: text });
  }
}

export function EventForm({ editing, seed, onDone, onCancel }: EventFormProps) {
  const { t } = useTranslation();
  const { today, timeZone } = useFormat();
  const { createEvent, updateEvent } = useSaveEvent();
  const form = useForm<EventFormValues, unknown, EventDraft>({
    resolver: eventResolver(timeZone),
    defaultValues: editing ? valuesFromEvent(editing.event, timeZone) : newEventValues(today, seed),
  });
  const { errors, isSubmitting } = form.formState;
  const allDay = useWatch({ control: form.control, name: 'allDay' });
  const message = (text: string | undefined) => translateMessage(t, text) || undefined;
  // One occurrence keeps the series' rule; the rule is edited on the series.
  const showRepeat = editing?.target?.scope !== 'this';

  const onSubmit = form.handleSubmit(
    async (draft) => {
      try {
        const saved = editing ? await updateEvent(editing, draft) : await createEvent(draft);
        onDone(saved);
      } catch (error) {
        applyServerErrors(error, form.setError, serverFields);
        placeCostErrors(error, form.setError);
      }
    },
    (invalid) => announceUnreadable(invalid, t),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="grid w-full gap-5 px-5 pt-2 pb-5 lg:grid-cols-2 lg:items-start lg:gap-x-8"
        data-testid="event-form"
        aria-label={t(editing ? 'events.form.editLabel' : 'events.form.createLabel')}
      >
        <div className="grid min-w-0 gap-5">
          <FormField id="event-title" label={t('events.form.title')} error={message(errors.title?.message)}>
            <Input {...form.register('title')} placeholder={t('events.form.titlePlaceholder')} autoComplete="off" />
          </FormField>
          <EventCalendarSelect currentGroup={editing?.event.group} />
          <EventDateField today={today} />
        </div>

        <div className="grid min-w-0 gap-5">
          <EventAllDaySwitch />
          {allDay ? <EventEndDateField /> : <EventTimeFields />}
          {showRepeat ? <EventRepeatFields /> : null}
          {/* The cost belongs to the whole series, like its rule. */}
          {showRepeat ? <EventCostFields creatorId={editing?.event.createdBy} /> : null}
          <FormField id="event-location" label={optional(t, 'events.form.location')} error={message(errors.location?.message)}>
            <Input {...form.register('location')} placeholder={t('events.form.locationPlaceholder')} autoComplete="off" />
          </FormField>
          <FormField id="event-description" label={optional(t, 'events.form.description')} error={message(errors.description?.message)}>
            <Textarea {...form.register('description')} rows={3} placeholder={t('events.form.descriptionPlaceholder')} />
          </FormField>
        </div>

        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end lg:col-span-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('events.form.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} data-testid="event-form-submit">
            {isSubmitting ? <Spinner /> : null}
            {t(editing ? 'events.form.save' : 'events.form.create')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function optional(t: (key: string) => string, key: string) {
  return (
    <>
      {t(key)} <span className="font-normal text-muted-foreground">{t('events.form.optional')}</span>
    </>
  );
}
