import { proposeTransactionInput } from '../../../../../domain/ai/proposals';
import { createTransactionInput } from '../../../../../domain/transactions/transactions';
import { defineTool } from '../tool';
import { checkedWith, propose, proposalNote, requireAmount, requireNotFuture } from './propose';
import { resolveCategory } from './resolve';

export const proposeTransactionTool = defineTool({
  name: 'propose_transaction',
  description: `Proposes recording an expense or an income of the person, in their currency (e.g. "I paid 42 for dinner"). ${proposalNote}`,
  input: proposeTransactionInput,
  async run(context, { type, amount, description, category, date = context.today }) {
    requireAmount(amount, context.currency);
    requireNotFuture(context, date);
    const resolved = await resolveCategory(context, type, category);
    const input = checkedWith(createTransactionInput, { type, amount, category: resolved.key, description: description ?? '', date });
    return propose(
      context,
      'transaction',
      { type, amount, category: resolved.key, description: input.description, date },
      {
        type,
        amount,
        currency: context.currency,
        category: resolved.key,
        ...(resolved.name ? { categoryName: resolved.name } : {}),
        ...(input.description ? { description: input.description } : {}),
        date,
      },
    );
  },
});
