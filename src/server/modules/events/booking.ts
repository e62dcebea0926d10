import { and, eq } from 'drizzle-orm';
import { eventCostMessages, estimateEventCost } from '../../../domain/events/event-cost';
import { eventRuleMessages, type CalendarEvent } from '../../../domain/events/events';
import { errorCodes } from '../../../domain/shared/errors';
import { todayInZone } from '../../../domain/shared/dates';
import { wallTimeIn } from '../../../domain/shared/zoned-time';
import type { NewGroupExpense } from '../../../domain/group-expenses/group-expenses';
import type { EventBookingStatus } from '../../db/schema/events';
import type { Database } from '../../db/client';
import { eventCostBookings, events, groupMembers, groups, type EventRow } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { answersFor, bookingKey, loadEventAnswers } from '../../shared/event-answers';
import type { Occurrence } from '../../shared/event-occurrences';
import { forbidden, loadVisibleEvent } from './event-access';
import { mayEdit } from './event-view';
import { findOccurrence } from './occurrence-edits';
import { firstOccurrence, viewOccurrences } from './service';

type Reader = Pick<Database, 'select'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes a group expense the one way every expense is written (shares, leftovers, members' own
 * spending rows). The group-expenses module provides it; the app passes it in, so this module
 * never reaches into another.
 */
export interface ExpenseWriter {
  /** Looks up the rates the shares will need, before any transaction opens. */
  prepare(db: Database, currency: string, memberIds: readonly string[], date: string): Promise<void>;
  /** Writes the expense inside `tx`; answers its id. */
  write(tx: Tx, expense: NewGroupExpense): Promise<string>;
}

/** The calendar day an occurrence books on: its start's date where the event lives (an all-day event: its first day). */
export function bookingDate(occurrence: Occurrence): string {
  if (occurrence.days) return occurrence.days.first;
  const { year, month, day } = wallTimeIn(occurrence.start, occurrence.event.timezone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Who pays, and whether the group can still take an expense from them. */
async function payerOf(db: Reader, event: EventRow): Promise<{ paidBy: string; currency: string; bookable: boolean }> {
  const paidBy = event.costPaidBy ?? event.userId;
  const [group] = await db.select({ currency: groups.currency, status: groups.status }).from(groups).where(eq(groups.id, event.groupId!)).limit(1);
  const [member] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, event.groupId!), eq(groupMembers.userId, paidBy)))
    .for('share');
  return { paidBy, currency: group?.currency ?? 'USD', bookable: group?.status === 'active' && member !== undefined };
}

/**
 * Books one occurrence's cost as a group expense split among those going by 1 + guests. The
 * booking row is claimed first, in the transaction that writes the expense: its primary key lets
 * only one run (instance, retry or organiser) book an occurrence; the others get null.
 */
export async function bookOccurrence(db: Database, occurrence: Occurrence, closedBy: string | null, writer: ExpenseWriter): Promise<EventBookingStatus | null> {
  const { event } = occurrence;
  if (event.costMinor === null || event.groupId === null) return null;
  const key = bookingKey(occurrence.originalStart);
  // Closed before it happens, the money is shared now: a group expense never carries a future date.
  // (The job books only what has ended, so only the organiser's close can be early.)
  const planned = bookingDate(occurrence);
  const today = todayInZone(event.timezone);
  const occurredOn = closedBy !== null && planned > today ? today : planned;
  try {
    // Rates come before the transaction so no connection holding locks waits on the rate source.
    const [group] = await db.select({ currency: groups.currency }).from(groups).where(eq(groups.id, event.groupId));
    const answers = answersFor(await loadEventAnswers(db, [event.id]), event.id, occurrence.originalStart);
    if (group)
      await writer.prepare(
        db,
        group.currency,
        answers.map((answer) => answer.userId),
        occurredOn,
      );
  } catch {
    // A missing rate leaves a share row for the group-shares job to fill.
  }
  return db.transaction(async (tx) => {
    // The event as it is now, held until the booking is written: an edit at the same moment goes first or after, never between.
    const [current] = await tx.select().from(events).where(eq(events.id, event.id)).for('share');
    if (!current || current.costMinor === null || current.groupId === null) return null;
    const [claimed] = await tx
      .insert(eventCostBookings)
      .values({ eventId: event.id, occurrence: key, status: 'nobody', closedBy })
      .onConflictDoNothing()
      .returning({ eventId: eventCostBookings.eventId });
    if (!claimed) return null;
    const mark = async (status: EventBookingStatus, groupExpenseId: string | null = null) => {
      await tx
        .update(eventCostBookings)
        .set({ status, groupExpenseId })
        .where(and(eq(eventCostBookings.eventId, event.id), eq(eventCostBookings.occurrence, key)));
      return status;
    };
    const { paidBy, currency, bookable } = await payerOf(tx, current);
    if (!bookable) return mark('unbookable');
    const answers = answersFor(await loadEventAnswers(tx, [event.id]), event.id, occurrence.originalStart);
    const estimate = estimateEventCost(current.costMinor, current.costPerPerson, answers, currency);
    if (estimate.heads === 0) return mark('nobody');
    const expenseId = await writer.write(tx, {
      groupId: current.groupId,
      currency,
      paidBy,
      description: occurrence.title,
      amountMinor: estimate.totalMinor,
      occurredOn,
      split: { mode: 'shares', members: estimate.shares.map((share) => ({ userId: share.userId, value: String(share.heads) })) },
      category: 'other',
      createdBy: current.userId,
    });
    return mark('booked', expenseId);
  });
}

/**
 * POST /api/events/{id}/close: the organiser books the cost now. Only who may edit the event
 * (other members 403, non-members 404); 400 without a cost or, on a series, without a real
 * occurrence; 409 when already booked. Answers the occurrence as now booked.
 */
export async function closeEvent(db: Database, userId: string, eventId: string, occurrenceStart: string | undefined, writer: ExpenseWriter): Promise<CalendarEvent> {
  const { event, role } = await loadVisibleEvent(db, userId, eventId);
  if (!mayEdit(event, userId, role)) throw forbidden();
  if (event.groupId === null || event.costMinor === null) throw new AppError(400, errorCodes.badRequest, eventCostMessages.noCost);
  let occurrence: Occurrence | null;
  if (event.recurrence) {
    if (!occurrenceStart) throw fieldError('occurrence', eventRuleMessages.occurrenceRequired);
    occurrence = await findOccurrence(db, event, new Date(occurrenceStart));
    if (!occurrence) throw notFound();
    // Occurrences over before the cost was set never carried it.
    if (event.costSetAt && occurrence.end <= event.costSetAt) throw new AppError(400, errorCodes.badRequest, eventCostMessages.noCost);
  } else {
    occurrence = await firstOccurrence(db, event);
  }
  const status = await bookOccurrence(db, occurrence, userId, writer);
  if (status === null) throw new AppError(409, errorCodes.conflict, eventCostMessages.alreadyBooked);
  const [view] = await viewOccurrences(db, userId, [occurrence]);
  return view!;
}
