import { sharedCalendarLink } from '@/lib/paths';

/** One event as an iCalendar file. */
export function eventIcsPath(id: string): string {
  return `/api/events/${encodeURIComponent(id)}.ics`;
}

/** The iCalendar feed calendar apps subscribe to. */
export function sharedCalendarFeedPath(token: string): string {
  return `${sharedCalendarLink(token)}.ics`;
}

/** Links are copied and pasted elsewhere, so they carry this site's origin. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, window.location.origin).href;
}

/** The same feed as a webcal:// link, which calendar apps open as a subscription. */
export function webcalUrl(pathOrUrl: string): string {
  return absoluteUrl(pathOrUrl).replace(/^https?:/, 'webcal:');
}
