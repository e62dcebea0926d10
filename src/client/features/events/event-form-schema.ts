import type { FieldErrors, Resolver, ResolverError } from 'react-hook-form';
import { z } from 'zod';
import { addDays, daysBetween, isIsoDate, type IsoDate } from '@domain/shared/dates';
import {
  eventDescriptionMaxLength,
  eventFormLimits,
  eventLocationMaxLength,
  eventMessages,
  eventRuleMessages,
  eventTitleMaxLength,
  type CalendarEvent,
} from '@domain/events/events';
import { eventCostInput } from '@domain/events/event-cost';
import { instantAt, localDateOf, minutesOfDay, parseTimeText, startOfLocalDay, timeText } from './event-time';
import { maxRepeatCount, parseRecurrence, recurrenceRule, type RepeatEnd, type RepeatFrequency } from './recurrence';

/** The form's own checks (docs/product/errors.md#client-checks: "Invalid date", "Invalid time"); catalogued under `messages`. */
export const eventFormMessages = {
  invalidDate: 'messages.invalidDate',
  invalidTime: 'messages.invalidTime',
  repeatCountInvalid: 'messages.eventRepeatCountInvalid',
  repeatUntilInvalid: 'messages.eventRepeatUntilInvalid',
} as const;

/** The selector's value for "my own calendar" rather than a group's. */
export const personalCalendar = 'personal';

/** What the inputs hold: strings, read by the resolver on submit. */
export interface EventFormValues {
  title: string;
  description: string;
  location: string;
  calendar: string;
  date: string;
  /** A day-long event: `date` to `endDate` (inclusive), no times. */
  allDay: boolean;
  endDate: string;
  startTime: string;
  endTime: string;
  /** Days between the start's and the end's dates: 0 unless an edited event runs past midnight. */
  endDayOffset: number;
  repeat: RepeatFrequency;
  repeatEnd: RepeatEnd;
  repeatUntil: string;
  repeatCount: string;
  /** A rule made elsewhere that the selector cannot show; sent back unchanged while `repeat` is `custom`. */
  customRule: string;
  /** A group event's cost in the group's currency; empty means it costs nothing. */
  costAmount: string;
  /** Each person going pays `costAmount` (a ticket), rather than sharing it as a total. */
  costPerPerson: boolean;
  /** The member who pays the bill; empty for the creator. */
  costPaidBy: string;
}

/** What a group event costs, as the API takes it. */
export interface EventCostDraft {
  amount: string;
  paidBy: string | null;
  perPerson: boolean;
}

/** What a valid form means. */
export interface EventDraft {
  title: string;
  description: string | null;
  location: string | null;
  groupId: string | null;
  start: Date;
  end: Date;
  /** For an all-day event its first and last day (`start` and `end` are then unused). */
  days: { first: IsoDate; last: IsoDate } | null;
  recurrence: string | null;
  /** Only a group event carries a cost. */
  cost: EventCostDraft | null;
}

export interface NewEventSeed {
  date?: IsoDate;
  startMinutes?: number;
}

/** docs/product/limits.md#defaults: 9:00 to 10:00 today, or an hour from the slot the user picked. */
export function newEventValues(today: IsoDate, seed: NewEventSeed = {}): EventFormValues {
  const start = seed.startMinutes ?? eventFormLimits.defaultStartMinutes;
  const length = eventFormLimits.defaultEndMinutes - eventFormLimits.defaultStartMinutes;
  return {
    title: '',
    description: '',
    location: '',
    calendar: personalCalendar,
    date: seed.date ?? today,
    allDay: false,
    endDate: seed.date ?? today,
    startTime: timeText(start),
    endTime: timeText(Math.min(start + length, eventFormLimits.minutesInDay)),
    endDayOffset: 0,
    repeat: 'never',
    repeatEnd: 'never',
    repeatUntil: '',
    repeatCount: '10',
    customRule: '',
    costAmount: '',
    costPerPerson: false,
    costPaidBy: '',
  };
}

/** Editing seeds every field from the event (docs/product/behaviour.md#event-form), in the account's time zone. */
export function valuesFromEvent(event: CalendarEvent, timeZone: string): EventFormValues {
  // An all-day event's days are dates and its series repeats on dates, read in UTC.
  const zone = event.allDay ? 'UTC' : timeZone;
  const start = event.allDay ? startOfLocalDay(event.startTime, zone) : new Date(event.startTime);
  const end = event.allDay ? startOfLocalDay(event.endTime, zone) : new Date(event.endTime);
  const choice = event.recurrence ? parseRecurrence(event.recurrence, zone) : null;
  const defaults = newEventValues(localDateOf(start, zone));
  return {
    title: event.title,
    description: event.description ?? '',
    location: event.location ?? '',
    calendar: event.groupId ?? personalCalendar,
    date: localDateOf(start, zone),
    allDay: event.allDay,
    endDate: localDateOf(end, zone),
    startTime: event.allDay ? defaults.startTime : timeText(minutesOfDay(start, timeZone)),
    endTime: event.allDay ? defaults.endTime : timeText(minutesOfDay(end, timeZone)),
    endDayOffset: event.allDay ? 0 : Math.max(daysBetween(localDateOf(start, timeZone), localDateOf(end, timeZone)), 0),
    repeat: event.recurrence ? (choice?.frequency ?? 'custom') : 'never',
    repeatEnd: choice?.end ?? 'never',
    repeatUntil: choice?.until ?? '',
    repeatCount: String(choice?.count ?? 10),
    customRule: choice ? '' : (event.recurrence ?? ''),
    costAmount: event.cost?.amount ?? '',
    costPerPerson: event.cost?.perPerson ?? false,
    // The creator pays unless someone else was named, which is what an empty choice sends.
    costPaidBy: event.cost && event.cost.paidBy.id !== event.createdBy ? event.cost.paidBy.id : '',
  };
}

const fieldRules = z.object({
  title: z.string().trim().min(1, eventMessages.titleRequired).max(eventTitleMaxLength, eventMessages.titleTooLong),
  description: z.string().trim().max(eventDescriptionMaxLength, eventMessages.descriptionTooLong),
  location: z.string().trim().max(eventLocationMaxLength, eventMessages.locationTooLong),
  date: z.string().refine(isIsoDate, eventFormMessages.invalidDate),
  startTime: z
    .string()
    .min(1, eventMessages.startRequired)
    .refine((text) => parseTimeText(text) !== null, eventFormMessages.invalidTime),
  endTime: z
    .string()
    .min(1, eventMessages.endRequired)
    .refine((text) => parseTimeText(text) !== null, eventFormMessages.invalidTime),
});

const costAmountRule = eventCostInput.shape.amount;

/** Clearing the amount removes the cost; a personal event never has one. */
function costOf(values: EventFormValues, errors: FieldErrors<EventFormValues>): EventCostDraft | null {
  if (values.calendar === personalCalendar || values.costAmount.trim() === '') return null;
  const amount = costAmountRule.safeParse(values.costAmount.trim());
  if (!amount.success) {
    errors.costAmount = { type: 'custom', message: amount.error.issues[0]?.message };
    return null;
  }
  return { amount: amount.data, paidBy: values.costPaidBy || null, perPerson: values.costPerPerson };
}

const textRules = fieldRules.pick({ title: true, description: true, location: true });

type FieldName = keyof EventFormValues;

function rejected(errors: FieldErrors<EventFormValues>): ResolverError<EventFormValues> {
  return { values: {}, errors };
}

function recurrenceOf(values: EventFormValues, errors: FieldErrors<EventFormValues>, eventZone: string): string | null {
  // All-day series repeat on dates, which the API keeps in UTC.
  const timeZone = values.allDay ? 'UTC' : eventZone;
  if (values.repeat === 'never') return null;
  if (values.repeat === 'custom') return values.customRule || null;
  const count = Number(values.repeatCount);
  if (values.repeatEnd === 'after' && !(Number.isInteger(count) && count >= 1 && count <= maxRepeatCount)) {
    errors.repeatCount = { type: 'custom', message: eventFormMessages.repeatCountInvalid };
  }
  if (values.repeatEnd === 'on' && !(isIsoDate(values.repeatUntil) && values.repeatUntil >= values.date)) {
    errors.repeatUntil = { type: 'custom', message: eventFormMessages.repeatUntilInvalid };
  }
  return recurrenceRule(
    {
      frequency: values.repeat,
      end: values.repeatEnd,
      until: values.repeatEnd === 'on' ? values.repeatUntil : null,
      count: values.repeatEnd === 'after' ? count : null,
    },
    timeZone,
  );
}

/**
 * The texts of docs/product/validation.md#event on each field, first message first; then the times are turned into
 * instants, so a time the clocks skip reads "Invalid time" and an end not after the start reads
 * "End time must be after start time.". Dates and times are read in the account's zone.
 */
export const eventResolver =
  (timeZone: string): Resolver<EventFormValues, unknown, EventDraft> =>
  (values) => {
    const errors: FieldErrors<EventFormValues> = {};
    const parsed = fieldRules.safeParse(values);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    if (values.allDay) {
      // Times are not asked for; only the dates are read.
      delete errors.startTime;
      delete errors.endTime;
      if (!isIsoDate(values.endDate)) errors.endDate = { type: 'custom', message: eventFormMessages.invalidDate };
      else if (isIsoDate(values.date) && values.endDate < values.date) errors.endDate = { type: 'custom', message: eventRuleMessages.endDateBeforeStart };
    }
    const recurrence = recurrenceOf(values, errors, timeZone);
    const cost = costOf(values, errors);
    if (Object.keys(errors).length > 0) return rejected(errors);
    const { title, description, location } = textRules.parse(values);
    const common = {
      title,
      description: description || null,
      location: location || null,
      groupId: values.calendar === personalCalendar ? null : values.calendar,
      recurrence,
      cost,
    };
    if (values.allDay) {
      const first = startOfLocalDay(values.date, 'UTC');
      return { values: { ...common, start: first, end: startOfLocalDay(addDays(values.endDate, 1), 'UTC'), days: { first: values.date, last: values.endDate } }, errors: {} };
    }

    const start = instantAt(values.date, parseTimeText(values.startTime) ?? -1, timeZone);
    const end = instantAt(addDays(values.date, values.endDayOffset), parseTimeText(values.endTime) ?? -1, timeZone);
    if (!start) errors.startTime = { type: 'custom', message: eventFormMessages.invalidTime };
    if (!end) errors.endTime = { type: 'custom', message: eventFormMessages.invalidTime };
    else if (start && end.getTime() <= start.getTime()) errors.endTime = { type: 'custom', message: eventMessages.endAfterStart };
    if (!start || !end || Object.keys(errors).length > 0) return rejected(errors);
    return { values: { ...common, start, end, days: null }, errors: {} };
  };
