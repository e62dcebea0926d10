import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

type Reader = Pick<Database, 'execute'>;

/** Which groups to sum: one group, or every group a user belongs to. */
export type GroupScope = { groupId: string } | { memberId: string };

function groupIdsOf(scope: GroupScope): SQL {
  return 'groupId' in scope ? sql`select ${scope.groupId}::uuid` : sql`select m.group_id from group_members m where m.user_id = ${scope.memberId}`;
}

/**
 * Everyone's balance in each group in scope, summed by PostgreSQL in one statement: what they
 * paid, minus their shares, plus payments they made, minus payments they received (a refund's
 * negative amount and shares enter the same sums). The work grows with the number of people,
 * not with the number of expenses sent back to the application. Only non-zero balances are
 * returned; `balancesOf` in the domain is the same rule over lists, and the tests hold the two
 * together.
 */
export async function balancesByGroup(db: Reader, scope: GroupScope): Promise<Map<string, Map<string, bigint>>> {
  const groupIds = groupIdsOf(scope);
  const result = await db.execute<{ group_id: string; user_id: string; amount_minor: string }>(sql`
    select group_id, user_id, sum(amount)::text as amount_minor
    from (
      select e.group_id, e.paid_by as user_id, sum(e.amount_minor) as amount from group_expenses e where e.group_id in (${groupIds}) group by e.group_id, e.paid_by
      union all
      select e.group_id, s.user_id, -sum(s.share_minor) from group_expense_shares s join group_expenses e on e.id = s.expense_id where e.group_id in (${groupIds}) group by e.group_id, s.user_id
      union all
      select p.group_id, p.from_user, sum(p.amount_minor) from group_settlements p where p.group_id in (${groupIds}) group by p.group_id, p.from_user
      union all
      select p.group_id, p.to_user, -sum(p.amount_minor) from group_settlements p where p.group_id in (${groupIds}) group by p.group_id, p.to_user
    ) parts
    group by group_id, user_id
    having sum(amount) <> 0`);
  const groups = new Map<string, Map<string, bigint>>();
  for (const row of result.rows) {
    const balances = groups.get(row.group_id) ?? new Map<string, bigint>();
    balances.set(row.user_id, BigInt(row.amount_minor));
    groups.set(row.group_id, balances);
  }
  return groups;
}

/** Each person's non-zero balance in one group. */
export async function balancesInGroup(db: Reader, groupId: string): Promise<Map<string, bigint>> {
  return (await balancesByGroup(db, { groupId })).get(groupId) ?? new Map();
}
