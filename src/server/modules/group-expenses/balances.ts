import { eq } from 'drizzle-orm';
import { settleUp, type GroupBalances } from '../../../domain/group-expenses/group-expenses';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { groupMembers } from '../../db/schema/index';
import { balancesInGroup } from '../../shared/group-balances';
import { groupAccess, namesOf } from './group-access';
import { byName } from './views';

/** Every current member (settled or not) and every former member who still owes or is owed, with who should pay whom. */
export async function groupBalances(db: Database, groupId: string, userId: string): Promise<GroupBalances> {
  const access = await groupAccess(db, groupId, userId);
  const [amounts, members] = await Promise.all([
    balancesInGroup(db, access.groupId),
    db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, access.groupId)),
  ]);
  const memberIds = new Set(members.map((member) => member.userId));
  const people = [...new Set([...memberIds, ...amounts.keys()])];
  const names = await namesOf(db, people);
  const money = (minor: bigint) => formatMinor(minor, access.currency);
  const balances = people
    .map((id) => ({
      userId: id,
      firstName: names.get(id)?.firstName ?? '',
      lastName: names.get(id)?.lastName ?? '',
      amountMinor: amounts.get(id) ?? 0n,
      isMember: memberIds.has(id),
    }))
    .sort(byName);
  const suggestions = settleUp(balances.map((balance) => ({ userId: balance.userId, amountMinor: balance.amountMinor })));
  return {
    currency: access.currency,
    balances: balances.map(({ amountMinor, ...balance }) => ({ ...balance, amount: money(amountMinor) })),
    suggestions: suggestions.map((transfer) => ({ from: transfer.from, to: transfer.to, amount: money(transfer.amountMinor) })),
  };
}
