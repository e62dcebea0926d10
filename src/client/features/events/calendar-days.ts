import { addDays, type IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import type { Goal } from '@domain/goals/goals';
import { localDateOf, minutesOfDay, startOfLocalDay } from './event-time';

const minutesPerDay = 1440;

/** Each day's events, soonest first; an event over several days is listed on each of them. */
export function eventsByDay(events: readonly CalendarEvent[], days: readonly IsoDate[], timeZone: string): Map<IsoDate, CalendarEvent[]> {
  const byDay = new Map<IsoDate, CalendarEvent[]>(days.map((day) => [day, []]));
  // All-day events first on each day, then timed ones by start.
  const sorted = [...events].sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title));
  for (const event of sorted) {
    if (event.allDay) {
      for (let day = event.startTime; day <= event.endTime; day = addDays(day, 1)) byDay.get(day)?.push(event);
      continue;
    }
    const start = new Date(event.startTime);
    // An event ending at midnight belongs to the day before.
    const lastMoment = new Date(Math.max(new Date(event.endTime).getTime() - 1, start.getTime()));
    const last = localDateOf(lastMoment, timeZone);
    for (let day = localDateOf(start, timeZone); day <= last; day = addDays(day, 1)) byDay.get(day)?.push(event);
  }
  return byDay;
}

/** Goal target dates as all-day markers; archived goals are left out. */
export function goalsByDay(goals: readonly Goal[], days: readonly IsoDate[]): Map<IsoDate, Goal[]> {
  const byDay = new Map<IsoDate, Goal[]>(days.map((day) => [day, []]));
  for (const goal of goals) if (goal.status !== 'archived') byDay.get(goal.targetDate)?.push(goal);
  return byDay;
}

/** Where an event sits in one day's column: minutes from midnight, and its lane among overlapping events. */
export interface PlacedEvent {
  event: CalendarEvent;
  top: number;
  bottom: number;
  lane: number;
  lanes: number;
}

/** An event's part within a day, in minutes from that day's midnight. */
export function minutesWithin(event: CalendarEvent, day: IsoDate, timeZone: string): { top: number; bottom: number } {
  const dayStart = startOfLocalDay(day, timeZone).getTime();
  const nextDay = startOfLocalDay(addDays(day, 1), timeZone).getTime();
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  const top = start.getTime() <= dayStart ? 0 : minutesOfDay(start, timeZone);
  const bottom = end.getTime() >= nextDay ? minutesPerDay : minutesOfDay(end, timeZone);
  return { top, bottom: Math.max(bottom, top) };
}

/** Lays a day's timed events out in side-by-side lanes where they overlap; all-day events have their own row. */
export function layoutDay(events: readonly CalendarEvent[], day: IsoDate, timeZone: string): PlacedEvent[] {
  const placed = events
    .filter((event) => !event.allDay)
    .map((event) => ({ event, ...minutesWithin(event, day, timeZone), lane: 0, lanes: 1 }))
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  let cluster: PlacedEvent[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(1, ...cluster.map((item) => item.lane + 1));
    for (const item of cluster) item.lanes = lanes;
  };
  for (const item of placed) {
    if (item.top >= clusterEnd) {
      closeCluster();
      cluster = [];
    }
    // Events shorter than a quarter of an hour still take a quarter's room.
    const visibleBottom = (other: PlacedEvent) => Math.max(other.bottom, other.top + 15);
    const taken = new Set(cluster.filter((other) => visibleBottom(other) > item.top).map((other) => other.lane));
    let lane = 0;
    while (taken.has(lane)) lane += 1;
    item.lane = lane;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, visibleBottom(item));
  }
  closeCluster();
  return placed;
}

/** True when the event fills the whole day: an all-day event, or one that started before and ends after. */
export function coversWholeDay(event: CalendarEvent, day: IsoDate, timeZone: string): boolean {
  if (event.allDay) return true;
  const { top, bottom } = minutesWithin(event, day, timeZone);
  return top === 0 && bottom === minutesPerDay;
}
