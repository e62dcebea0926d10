import { and, eq } from 'drizzle-orm';
import { eventCostMessages, type EventCostInput } from '../../../domain/events/event-cost';
import type { Database } from '../../db/client';
import { groupMembers, groups, type EventRow } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import { isUuid } from '../../http/route-kit';
import { minorOrFail } from '../../shared/owner-settings';

type Reader = Pick<Database, 'select'>;

/** The cost columns of an event as stored. */
export type CostColumns = Pick<EventRow, 'costMinor' | 'costPaidBy' | 'costPerPerson' | 'costSetAt'>;

export const noCost: CostColumns = { costMinor: null, costPaidBy: null, costPerPerson: false, costSetAt: null };

async function requirePayer(db: Reader, groupId: string, paidBy: string): Promise<void> {
  const [member] = isUuid(paidBy)
    ? await db
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, paidBy)))
        .limit(1)
    : [];
  if (!member) throw fieldError('cost.paidBy', eventCostMessages.paidByInvalid);
}

/**
 * The stored cost of a group event from what was sent: only group events carry one, the payer
 * is a current member, the amount fits the group currency. `setAt` is kept while the event
 * already had a cost (a new amount applies to the occurrences not booked yet), else now.
 */
export async function costColumns(db: Reader, groupId: string | null, cost: EventCostInput, setAt: Date | null): Promise<CostColumns> {
  if (groupId === null) throw fieldError('cost', eventCostMessages.personalEvent);
  const [group] = await db.select({ currency: groups.currency }).from(groups).where(eq(groups.id, groupId)).limit(1);
  if (!group) throw fieldError('cost', eventCostMessages.personalEvent);
  const costMinor = minorOrFail(cost.amount, group.currency, 'cost.amount', eventCostMessages.amountInvalid);
  if (costMinor <= 0n) throw fieldError('cost.amount', eventCostMessages.amountInvalid);
  if (cost.paidBy) await requirePayer(db, groupId, cost.paidBy.toLowerCase());
  return { costMinor, costPaidBy: cost.paidBy?.toLowerCase() ?? null, costPerPerson: cost.perPerson, costSetAt: setAt ?? new Date() };
}

/**
 * The cost an edit leaves: `undefined` keeps it (checked again when the event moves to another
 * group or becomes personal), null removes it, a new one replaces it.
 */
export async function editedCost(db: Reader, event: EventRow, groupId: string | null, cost: EventCostInput | null | undefined): Promise<CostColumns> {
  if (cost === null) return noCost;
  if (cost !== undefined) return costColumns(db, groupId, cost, event.costMinor === null ? null : event.costSetAt);
  const kept: CostColumns = { costMinor: event.costMinor, costPaidBy: event.costPaidBy, costPerPerson: event.costPerPerson, costSetAt: event.costSetAt };
  if (event.costMinor === null || groupId === event.groupId) return kept;
  if (groupId === null) throw fieldError('cost', eventCostMessages.personalEvent);
  if (event.costPaidBy) await requirePayer(db, groupId, event.costPaidBy);
  return kept;
}
