import { zoneOffsetAt } from '../../../domain/shared/zoned-time';
import { offsetText, utcStamp } from './ics-text';

const week = 7 * 24 * 60 * 60 * 1000;

interface Transition {
  at: Date;
  offsetFrom: number;
  offsetTo: number;
}

/** The first instant (to the second) in (low, high] at which the zone's offset differs from `low`'s. */
function transitionBetween(timeZone: string, low: number, high: number): number {
  const before = zoneOffsetAt(new Date(low), timeZone);
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (zoneOffsetAt(new Date(middle), timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** Offset changes of the zone in [from, to], found on the runtime's own zone data. */
export function zoneTransitions(timeZone: string, from: Date, to: Date): Transition[] {
  const transitions: Transition[] = [];
  let time = from.getTime();
  let offset = zoneOffsetAt(from, timeZone);
  while (time < to.getTime()) {
    const next = Math.min(time + week, to.getTime());
    const nextOffset = zoneOffsetAt(new Date(next), timeZone);
    if (nextOffset !== offset) {
      const at = transitionBetween(timeZone, time, next);
      transitions.push({ at: new Date(at), offsetFrom: offset, offsetTo: zoneOffsetAt(new Date(at), timeZone) });
      time = at;
      offset = zoneOffsetAt(new Date(at), timeZone);
    } else {
      time = next;
    }
  }
  return transitions;
}

/** A transition's onset as RFC 5545 writes it: local time in the offset before the change. */
const onset = (at: Date, offsetFrom: number) => utcStamp(new Date(at.getTime() + offsetFrom)).replace(/Z$/, '');

/**
 * A VTIMEZONE for `timeZone` covering [from, to], built from the same zone data that placed the
 * occurrences, so other calendar apps expand the series to the same instants. Each distinct
 * change is one STANDARD or DAYLIGHT block listing its onsets with RDATE.
 */
export function vtimezoneLines(timeZone: string, from: Date, to: Date): string[] {
  const initial = zoneOffsetAt(from, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  lines.push('BEGIN:STANDARD', `DTSTART:${onset(from, initial)}`, `TZOFFSETFROM:${offsetText(initial)}`, `TZOFFSETTO:${offsetText(initial)}`, 'END:STANDARD');
  const blocks = new Map<string, Transition[]>();
  for (const transition of zoneTransitions(timeZone, from, to)) {
    const key = `${transition.offsetFrom}/${transition.offsetTo}`;
    blocks.set(key, [...(blocks.get(key) ?? []), transition]);
  }
  for (const transitions of blocks.values()) {
    const first = transitions[0]!;
    const kind = first.offsetTo > first.offsetFrom ? 'DAYLIGHT' : 'STANDARD';
    // One RDATE per onset, DTSTART's included: the set is the same, and some readers take only
    // the first value of each RDATE and ignore DTSTART once an RDATE is present.
    const onsets = transitions.map((transition) => onset(transition.at, transition.offsetFrom));
    lines.push(`BEGIN:${kind}`, `DTSTART:${onsets[0]}`, ...onsets.map((time) => `RDATE:${time}`));
    lines.push(`TZOFFSETFROM:${offsetText(first.offsetFrom)}`, `TZOFFSETTO:${offsetText(first.offsetTo)}`, `END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
