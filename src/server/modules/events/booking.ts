import type { CalendarEvent } from '../../../domain/events/events';
import type { Database } from '../../db/client';

// Placeholder signature for the branch base; the event-cost branch replaces this file.
export async function closeEvent(_db: Database, _userId: string, _eventId: string, _occurrence: string | undefined): Promise<CalendarEvent> {
  throw new Error('booking not built on this branch yet');
}
