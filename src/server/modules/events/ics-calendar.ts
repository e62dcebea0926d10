import type { EventExceptionRow, EventRow } from '../../db/schema/index';
import { dateProperty, dateTimeProperty, escapeText, parameterText, serialiseLines, utcStamp } from './ics-text';
import { vtimezoneLines } from './ics-timezone';

const productId = '-//Tandem//Calendar//EN';
const year = 365 * 24 * 60 * 60 * 1000;
/** Zones that never change offset need no VTIMEZONE: their series are written in UTC. */
const utcZones = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Universal', 'Zulu', 'Etc/Zulu']);

export interface FeedEvent {
  event: EventRow;
  exceptions: readonly EventExceptionRow[];
}

/** Who publishes the calendar: the ORGANIZER that METHOD:PUBLISH requires on every event (RFC 5546 §3.2.1). */
export interface FeedOrganizer {
  /** Shown as the organizer's name (CN): the calendar's name, never an e-mail address. */
  name: string;
}

/** Series keep their zone so other apps repeat them at the same local time across DST changes. */
const zoneOf = (event: EventRow) => (event.recurrence && !event.allDay && !utcZones.has(event.timezone) ? event.timezone : null);

/**
 * A start, end or occurrence name: DATE values for an all-day event (DTEND the day after its
 * last, as RFC 5545 counts), otherwise DATE-TIME in `zone` or UTC.
 */
function timeProperty(name: string, event: EventRow, instants: Date | Date[], zone: string | null): string {
  return event.allDay ? dateProperty(name, instants) : dateTimeProperty(name, instants, zone);
}

/** UNTIL takes DTSTART's value type (RFC 5545 §3.3.10): a date for all-day series. */
const ruleOf = (event: EventRow, rule: string) => (event.allDay ? rule.replace(/UNTIL=(\d{8})T\d{6}Z/, 'UNTIL=$1') : rule);

function textLines(title: string, description: string | null, location: string | null): string[] {
  const lines = [`SUMMARY:${escapeText(title)}`];
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (location) lines.push(`LOCATION:${escapeText(location)}`);
  return lines;
}

const uidOf = (event: EventRow) => `UID:${event.id}@tandem`;

/**
 * ORGANIZER names the calendar's owner by an opaque URI (the group's or the creator's id): a
 * public feed must not reveal e-mail addresses, and readers need only a valid CAL-ADDRESS.
 */
function organizerOf(event: EventRow, organizer: FeedOrganizer): string {
  const name = parameterText(organizer.name.trim());
  return `ORGANIZER${name ? `;CN=${name}` : ''}:urn:uuid:${event.groupId ?? event.userId}`;
}

function seriesLines({ event, exceptions }: FeedEvent, stamp: Date, organizer: FeedOrganizer): string[] {
  const zone = zoneOf(event);
  const lines = ['BEGIN:VEVENT', uidOf(event), `DTSTAMP:${utcStamp(stamp)}`, organizerOf(event, organizer), `LAST-MODIFIED:${utcStamp(event.updatedAt)}`];
  lines.push(timeProperty('DTSTART', event, event.startAt, zone), timeProperty('DTEND', event, event.endAt, zone));
  if (event.recurrence) lines.push(`RRULE:${ruleOf(event, event.recurrence)}`);
  const cancelled = exceptions.filter((exception) => exception.cancelled).map((exception) => exception.originalStart);
  if (event.recurrence && cancelled.length > 0) lines.push(timeProperty('EXDATE', event, cancelled, zone));
  lines.push(...textLines(event.title, event.description, event.location), 'END:VEVENT');
  return lines;
}

/** A changed occurrence: a VEVENT with the series' UID naming the occurrence by RECURRENCE-ID. */
function overrideLines(event: EventRow, exception: EventExceptionRow, stamp: Date, organizer: FeedOrganizer): string[] {
  const duration = event.endAt.getTime() - event.startAt.getTime();
  const start = exception.startAt ?? exception.originalStart;
  const end = exception.endAt ?? new Date(exception.originalStart.getTime() + duration);
  const text = (value: string | null, series: string | null) => (value === null ? series : value || null);
  return [
    'BEGIN:VEVENT',
    uidOf(event),
    `DTSTAMP:${utcStamp(stamp)}`,
    organizerOf(event, organizer),
    timeProperty('RECURRENCE-ID', event, exception.originalStart, zoneOf(event)),
    timeProperty('DTSTART', event, start, null),
    timeProperty('DTEND', event, end, null),
    ...textLines(exception.title ?? event.title, text(exception.description, event.description), text(exception.location, event.location)),
    'END:VEVENT',
  ];
}

/** The VTIMEZONE blocks the series need, covering their first start to their end (or ten years ahead). */
function timezoneLines(events: readonly FeedEvent[], now: Date): string[] {
  const spans = new Map<string, { from: Date; to: Date }>();
  for (const { event } of events) {
    const zone = zoneOf(event);
    if (!zone) continue;
    const to = new Date(Math.max(event.recurrenceUntil?.getTime() ?? 0, now.getTime() + 10 * year, event.startAt.getTime() + year));
    const from = new Date(event.startAt.getTime() - 24 * 60 * 60 * 1000);
    const span = spans.get(zone);
    spans.set(zone, span ? { from: from < span.from ? from : span.from, to: to > span.to ? to : span.to } : { from, to });
  }
  return [...spans.entries()].flatMap(([zone, span]) => vtimezoneLines(zone, span.from, span.to));
}

/**
 * An RFC 5545 calendar: one-off events in UTC, all-day events as DATE values; series with their zone, RRULE and EXDATEs, and
 * each changed occurrence as its own VEVENT with RECURRENCE-ID. Every VEVENT carries what
 * METHOD:PUBLISH requires (UID, DTSTAMP, DTSTART, SUMMARY, ORGANIZER). CRLF line ends, folded lines.
 */
export function icsCalendar(name: string, events: readonly FeedEvent[], now: Date = new Date(), organizer: FeedOrganizer = { name }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${productId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`];
  lines.push(...timezoneLines(events, now));
  for (const feedEvent of events) {
    lines.push(...seriesLines(feedEvent, now, organizer));
    if (!feedEvent.event.recurrence) continue;
    for (const exception of feedEvent.exceptions) {
      if (!exception.cancelled) lines.push(...overrideLines(feedEvent.event, exception, now, organizer));
    }
  }
  lines.push('END:VCALENDAR');
  return serialiseLines(lines);
}
