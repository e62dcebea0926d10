import { eq, sql } from 'drizzle-orm';
import { settleUp, type GroupBalances } from '../../../domain/group-expenses';
import { formatMinor } from '../../../domain/money';
import type { Database } from '../../db/client';
import { groupMembers } from '../../db/schema/index';
import { groupAccess, namesOf } from './group-access';
import { byName } from './views';

type Reader = Pick<Database, 'select' | 'execute'>;

/**
 * Each person's balance in the group, summed by PostgreSQL in one statement: what they paid,
 * minus their shares, plus payments they made, minus payments they received. The work grows
 * with the number of people, not with the number of expenses sent back to the application.
 * Only non-zero balances are returned.
 */
export async function balancesByUser(db: Reader, groupId: string): Promise<Map<string, bigint>> {
  const result = await db.execute<{ user_id: string; amount_minor: string }>(sql`
    select user_id, sum(amount)::text as amount_minor
    from (
      select e.paid_by as user_id, sum(e.amount_minor) as amount from group_expenses e where e.group_id = ${groupId} group by e.paid_by
      union all
      select s.user_id, -sum(s.share_minor) from group_expense_shares s join group_expenses e on e.id = s.expense_id where e.group_id = ${groupId} group by s.user_id
      union all
      select p.from_user, sum(p.amount_minor) from group_settlements p where p.group_id = ${groupId} group by p.from_user
      union all
      select p.to_user, -sum(p.amount_minor) from group_settlements p where p.group_id = ${groupId} group by p.to_user
    ) parts
    group by user_id
    having sum(amount) <> 0`);
  return new Map(result.rows.map((row) => [row.user_id, BigInt(row.amount_minor)]));
}

/** Every current member (settled or not) and every former member who still owes or is owed, with who should pay whom. */
export async function groupBalances(db: Database, groupId: string, userId: string): Promise<GroupBalances> {
  const access = await groupAccess(db, groupId, userId);
  const [amounts, members] = await Promise.all([
    balancesByUser(db, access.groupId),
    db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, access.groupId)),
  ]);
  const memberIds = new Set(members.map((member) => member.userId));
  const people = [...new Set([...memberIds, ...amounts.keys()])];
  const names = await namesOf(db, people);
  const money = (minor: bigint) => formatMinor(minor, access.currency);
  const balances = people
    .map((id) => ({ userId: id, firstName: names.get(id)?.firstName ?? '', lastName: names.get(id)?.lastName ?? '', amountMinor: amounts.get(id) ?? 0n, isMember: memberIds.has(id) }))
    .sort(byName);
  const suggestions = settleUp(balances.map((balance) => ({ userId: balance.userId, amountMinor: balance.amountMinor })));
  return {
    currency: access.currency,
    balances: balances.map(({ amountMinor, ...balance }) => ({ ...balance, amount: money(amountMinor) })),
    suggestions: suggestions.map((transfer) => ({ from: transfer.from, to: transfer.to, amount: money(transfer.amountMinor) })),
  };
}
