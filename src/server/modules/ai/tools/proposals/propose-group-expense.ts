import { and, asc, eq } from 'drizzle-orm';
import { proposeGroupExpenseInput, type ProposalShare } from '../../../../../domain/ai/proposals';
import { createGroupExpenseInput, groupExpenseCategories } from '../../../../../domain/group-expenses/group-expenses';
import { formatMinor } from '../../../../../domain/shared/money';
import { proposalAction } from '../../../../shared/proposal-actions';
import { groupMembers, groups, transactions, users } from '../../../../db/schema/index';
import { isUuid } from '../../../../http/route-kit';
import { defineTool, ToolRefusal, type ToolContext } from '../tool';
import { checkedWith, propose, proposalNote, requireAmount, requireNotFuture } from './propose';
import { pickOne } from './resolve';

/** The person's own expense to split: not already a share of a group expense nor marked as paying one. */
async function expenseToSplit(context: ToolContext, id: string) {
  const [row] = isUuid(id)
    ? await context.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.userId, context.userId)))
    : [];
  if (!row) throw new ToolRefusal(`No transaction of yours has the id '${id}'`);
  if (row.type !== 'expense') throw new ToolRefusal('Only an expense can be split with a group');
  if (row.groupExpenseId !== null) throw new ToolRefusal('This transaction is already your share of a group expense');
  if (row.paidGroupExpenseId !== null) throw new ToolRefusal('This expense is already split with a group');
  return row;
}

export const proposeGroupExpenseTool = defineTool({
  name: 'propose_group_expense',
  description: `Proposes a group expense paid by the person and split equally among all the group's members, in the group's currency; with \`transactionId\`, splits an existing expense of the person (its amount, description and date unless given) and marks it as what paid. ${proposalNote}`,
  input: proposeGroupExpenseInput,
  async run(context, { group: reference, amount, description, date, transactionId }) {
    const mine = await context.db
      .select({ id: groups.id, name: groups.name, currency: groups.currency, status: groups.status })
      .from(groups)
      .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, context.userId)))
      .orderBy(asc(groups.name));
    const group = pickOne(mine, reference, 'group');
    if (group.status === 'archived') throw new ToolRefusal(`The group '${group.name}' is archived; expenses cannot be added to it`);
    const paid = transactionId ? await expenseToSplit(context, transactionId) : null;
    if (paid && amount === undefined && paid.currency !== group.currency) {
      throw new ToolRefusal(`That expense is in ${paid.currency} but '${group.name}' keeps its money in ${group.currency}: give the amount in ${group.currency}`);
    }
    const total = amount ?? (paid ? formatMinor(paid.amountMinor, paid.currency) : undefined);
    if (total === undefined) throw new ToolRefusal('Give the amount, or the id of the expense to split');
    requireAmount(total, group.currency);
    const when = date ?? paid?.occurredOn ?? context.today;
    requireNotFuture(context, when);
    const what = description ?? paid?.description ?? '';
    if (!what.trim()) throw new ToolRefusal('Say what the expense was for (a description)');
    const members = await context.db
      .select({ userId: groupMembers.userId, firstName: users.firstName, lastName: users.lastName })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, group.id))
      .orderBy(asc(users.firstName), asc(users.lastName));
    const category = paid && (groupExpenseCategories as readonly string[]).includes(paid.category) ? paid.category : 'other';
    const split = { mode: 'equal' as const, members: members.map((member) => ({ userId: member.userId })) };
    const expense = checkedWith(createGroupExpenseInput, { description: what, amount: total, paidBy: context.userId, date: when, split, category });
    const input = {
      groupId: group.id,
      expense: { description: expense.description, amount: total, paidBy: context.userId, date: when, split, category },
      ...(paid ? { transactionId: paid.id } : {}),
    };
    // The group's own split, leftover cents dealt by its history, so the card shows the shares confirming writes.
    const shareOf = await proposalAction('groupExpense').shares!(context.db, input, group.currency);
    const shares: ProposalShare[] = members.map((member) => ({
      userId: member.userId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      amount: formatMinor(shareOf.get(member.userId) ?? 0n, group.currency),
    }));
    return propose(context, 'groupExpense', input, {
      amount: total,
      currency: group.currency,
      description: expense.description,
      date: when,
      category,
      groupName: group.name,
      shares,
      ...(paid ? { linkedTransaction: true } : {}),
    });
  },
});
