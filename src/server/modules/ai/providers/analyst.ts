import { composeAnswer } from '../../../../domain/ai/analyst/compose';
import { languagePacks } from '../../../../domain/ai/analyst/languages';
import { toolCallsFor } from '../../../../domain/ai/analyst/plans';
import { understandQuestion } from '../../../../domain/ai/analyst/understand';
import { loadVocabulary } from '../vocabulary';
import type { ChatProvider, ProviderReply, ProviderRequest } from './provider';

/**
 * The built-in analyst: offline and deterministic. It reads what the question asks in the user's
 * language (or any other of the eleven), against the user's own names, calls the same data tools a language model would, and
 * writes the answer in the user's saved language with their number and money formats.
 */
export const analystProvider: ChatProvider = {
  name: 'analyst',
  async reply({ message, tools, signal, onDelta }: ProviderRequest): Promise<ProviderReply> {
    const { context } = tools;
    // The user's own names (goals, groups, payees) decide what a question is about.
    const question = understandQuestion(message, context.language, context.today, await loadVocabulary(context));
    if (question.goal) tools.focus({ kind: 'goals', goalId: question.goal.id, title: question.goal.title });
    if (question.group) tools.focus({ kind: 'groups', groupId: question.group.id, name: question.group.name });
    const results: unknown[] = [];
    for (const call of toolCallsFor(question, context.today)) {
      signal.throwIfAborted();
      results.push(await tools.run(call.tool, call.input));
    }
    const answer = composeAnswer(question, results, { phrases: languagePacks[context.language].phrases, locale: context.locale, today: context.today });
    // Streamed a block at a time, the way a model's answer arrives.
    for (const block of answer.split(/(?<=\n\n)/)) {
      signal.throwIfAborted();
      onDelta(block);
    }
    return { text: answer, understood: question.intent !== null };
  },
};
