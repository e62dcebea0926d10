import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GroupBalancesResult } from '../../../../domain/ai/ai-tool-results';
import { groupBalancesInput } from '../../../../domain/ai/ai-tool-inputs';
import { settleUp } from '../../../../domain/group-expenses/group-expense-balances';
import { formatMinor } from '../../../../domain/shared/money';
import { groupMembers, groups, users } from '../../../db/schema/index';
import { balancesByGroup } from '../../../shared/group-balances';
import { defineTool } from './tool';

/**
 * Everyone's balance in each group the user belongs to (one shared query, the same the group
 * screens use) and the fewest payments that settle it.
 */
export const groupBalancesTool = defineTool({
  name: 'group_balances',
  description: 'For each group the user belongs to: what the user is owed (positive) or owes (negative) in the group’s currency, and the payments that would settle it.',
  input: groupBalancesInput,
  async run(context): Promise<GroupBalancesResult> {
    const mine = await context.db
      .select({ id: groups.id, name: groups.name, currency: groups.currency })
      .from(groups)
      .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, context.userId)))
      .orderBy(asc(groups.name), asc(groups.id));
    const amounts = await balancesByGroup(context.db, { memberId: context.userId });
    const byGroup = mine.map((group) => ({
      id: group.id,
      name: group.name,
      currency: group.currency,
      balances: [...(amounts.get(group.id) ?? [])].map(([userId, amountMinor]) => ({ userId, amountMinor })),
    }));
    const plans = byGroup.map((group) => ({ ...group, transfers: settleUp(group.balances) }));
    const people = [...new Set(plans.flatMap((plan) => plan.transfers.flatMap((transfer) => [transfer.from, transfer.to])))];
    const names =
      people.length === 0 ? [] : await context.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, people));
    const nameOf = new Map(names.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]));
    const me = context.userId;
    return {
      groups: plans.map((plan) => {
        const money = (minor: bigint) => formatMinor(minor, plan.currency);
        return {
          id: plan.id,
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
