import { inArray, sql } from 'drizzle-orm';
import type { GroupBalancesResult } from '../../../../domain/ai-tool-results';
import { groupBalancesInput } from '../../../../domain/ai-tool-inputs';
import { settleUp } from '../../../../domain/group-expense-balances';
import { formatMinor } from '../../../../domain/money';
import { users } from '../../../db/schema/index';
import { defineTool } from './tool';

interface Row extends Record<string, unknown> {
  group_id: string;
  name: string;
  currency: string;
  user_id: string | null;
  amount: string | null;
}

/**
 * Everyone's balance in each group the user belongs to, summed by PostgreSQL: what they paid,
 * minus their shares, plus payments they made, minus payments they received.
 */
export const groupBalancesTool = defineTool({
  name: 'group_balances',
  description:
    'For each group the user belongs to: what the user is owed (positive) or owes (negative) in the group’s currency, and the payments that would settle it.',
  input: groupBalancesInput,
  async run(context): Promise<GroupBalancesResult> {
    const result = await context.db.execute<Row>(sql`
      with mine as (
        select g.id, g.name, g.currency from groups g
        join group_members m on m.group_id = g.id and m.user_id = ${context.userId}
      ), parts as (
        select e.group_id, e.paid_by as user_id, e.amount_minor as amount from group_expenses e where e.group_id in (select id from mine)
        union all
        select e.group_id, s.user_id, -s.share_minor from group_expense_shares s join group_expenses e on e.id = s.expense_id where e.group_id in (select id from mine)
        union all
        select p.group_id, p.from_user, p.amount_minor from group_settlements p where p.group_id in (select id from mine)
        union all
        select p.group_id, p.to_user, -p.amount_minor from group_settlements p where p.group_id in (select id from mine)
      ), totals as (
        select group_id, user_id, sum(amount) as amount from parts group by group_id, user_id having sum(amount) <> 0
      )
      select mine.id as group_id, mine.name, mine.currency, totals.user_id, totals.amount::text as amount
      from mine left join totals on totals.group_id = mine.id
      order by mine.name, mine.id`);

    const byGroup = new Map<string, { name: string; currency: string; balances: { userId: string; amountMinor: bigint }[] }>();
    for (const row of result.rows) {
      const entry = byGroup.get(row.group_id) ?? { name: row.name, currency: row.currency, balances: [] };
      if (row.user_id && row.amount) entry.balances.push({ userId: row.user_id, amountMinor: BigInt(row.amount) });
      byGroup.set(row.group_id, entry);
    }
    const plans = [...byGroup.values()].map((group) => ({ ...group, transfers: settleUp(group.balances) }));
    const people = [...new Set(plans.flatMap((plan) => plan.transfers.flatMap((transfer) => [transfer.from, transfer.to])))];
    const names = people.length === 0 ? [] : await context.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, people));
    const nameOf = new Map(names.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]));
    const me = context.userId;
    return {
      groups: plans.map((plan) => {
        const money = (minor: bigint) => formatMinor(minor, plan.currency);
        return {
          group: plan.name,
          currency: plan.currency,
          balance: money(plan.balances.find((balance) => balance.userId === me)?.amountMinor ?? 0n),
          youPay: plan.transfers.filter((transfer) => transfer.from === me).map((transfer) => ({ to: nameOf.get(transfer.to) ?? '', amount: money(transfer.amountMinor) })),
          youReceive: plan.transfers.filter((transfer) => transfer.to === me).map((transfer) => ({ from: nameOf.get(transfer.from) ?? '', amount: money(transfer.amountMinor) })),
        };
      }),
    };
  },
});
