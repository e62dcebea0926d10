import type { SearchTransactionsResult } from '../../../../domain/ai/ai-tool-results';
import { composeAnswer, unknownAnswer } from '../../../../domain/ai/analyst/compose';
import type { AnswerContext } from '../../../../domain/ai/analyst/composer';
import { composeNothingToSplit, composeProposal } from '../../../../domain/ai/analyst/compose-request';
import { languagePacks } from '../../../../domain/ai/analyst/languages';
import { toolCallsFor } from '../../../../domain/ai/analyst/plans';
import { bestExpense, understandRequest, type WriteRequest } from '../../../../domain/ai/analyst/requests';
import { understandQuestion } from '../../../../domain/ai/analyst/understand';
import type { BoundTools } from '../tools/index';
import { loadVocabulary } from '../vocabulary';
import type { ChatProvider, ProviderReply, ProviderRequest } from './provider';

/** How many of the person's expenses are weighed when a request to split names none by its amount. */
const splitCandidates = 20;

/**
 * A write the person asked for, proposed through its tool: the answer says what awaits their
 * confirmation, or why it cannot be proposed (the tool's message, or no expense to split).
 * Null when this server has no such tool: the request is then not understood.
 */
async function propose(request: WriteRequest, tools: BoundTools, signal: AbortSignal, context: AnswerContext): Promise<string | null> {
  const has = (name: string) => tools.available.some((tool) => tool.name === name);
  if (!has(request.tool) || (request.lookup && !has('search_transactions'))) return null;
  let input: Record<string, string> = request.input;
  if (request.lookup) {
    const { from, to } = request.lookup;
    const found = (await tools.run('search_transactions', { type: 'expense', from, to, limit: splitCandidates })) as SearchTransactionsResult;
    const expense = bestExpense(found.items, request.lookup, tools.context.language);
    if (!expense) return composeNothingToSplit(request, context);
    input = { ...input, transactionId: expense.id };
  }
  signal.throwIfAborted();
  try {
    await tools.run(request.tool, input);
  } catch (error) {
    signal.throwIfAborted();
    // The tool's refusal is written for the person ("no such group"): it is the answer.
    return error instanceof Error ? error.message : String(error);
  }
  return composeProposal(request, context);
}

/**
 * The built-in analyst: offline and deterministic. It reads what the question asks in the user's
 * language (or any other of the eleven), against the user's own names, calls the same data tools a language model would, and
 * writes the answer in the user's saved language with their number and money formats. A request
 * to write something is proposed through the proposal tools; nothing is written until the
 * person confirms the card.
 */
export const analystProvider: ChatProvider = {
  name: 'analyst',
  async reply({ message, tools, signal, onDelta }: ProviderRequest): Promise<ProviderReply> {
    const { context } = tools;
    const answerContext: AnswerContext = { phrases: languagePacks[context.language].phrases, locale: context.locale, today: context.today };
    // The user's own names (goals, groups, payees, events) decide what a message is about.
    const vocabulary = await loadVocabulary(context);
    const request = understandRequest(message, context.language, context.today, vocabulary);
    let answer: string;
    let understood: boolean;
    if (request) {
      const proposed = await propose(request, tools, signal, answerContext);
      answer = proposed ?? unknownAnswer(answerContext.phrases);
      understood = proposed !== null;
    } else {
      const question = understandQuestion(message, context.language, context.today, vocabulary);
      if (question.goal) tools.focus({ kind: 'goals', goalId: question.goal.id, title: question.goal.title });
      if (question.group) tools.focus({ kind: 'groups', groupId: question.group.id, name: question.group.name });
      const results: unknown[] = [];
      for (const call of toolCallsFor(question, context.today)) {
        signal.throwIfAborted();
        results.push(await tools.run(call.tool, call.input));
      }
      answer = composeAnswer(question, results, answerContext);
      understood = question.intent !== null;
    }
    // Streamed a block at a time, the way a model's answer arrives.
    for (const block of answer.split(/(?<=\n\n)/)) {
      signal.throwIfAborted();
      onDelta(block);
    }
    return { text: answer, understood };
  },
};
