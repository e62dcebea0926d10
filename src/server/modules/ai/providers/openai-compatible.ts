import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, tool, type ToolSet } from 'ai';
import { languages } from '../../../../domain/shared/languages';
import type { Config } from '../../../config';
import type { BoundTools } from '../tools/index';
import { ProviderFailure, type ChatProvider, type ProviderReply, type ProviderRequest } from './provider';

/** Tool rounds per answer: enough to look up a few things, never a loop. */
export const maxSteps = 5;

function systemPrompt(tools: BoundTools): string {
  const { context } = tools;
  const language = languages.find((entry) => entry.code === context.language)?.name ?? 'English';
  return [
    'You are the money assistant of Tandem, a personal and group finance planner.',
    `Answer in ${language}. Today is ${context.today} in the ${context.timezone} time zone. The user's currency is ${context.currency}.`,
    'Take every figure from the tools; never guess or invent numbers. If the tools do not hold the answer, say so.',
    'Amounts from tools are exact decimal strings, each in its own currency: never add amounts in different currencies together.',
    'For a savings rate, the 50/30/20 rule or a projection asked without a period, use the typical month the tools give, as AI Insights does, and say which months it covers or that settings stand in.',
    'Write short answers in Markdown: lists and tables where they help, amounts with their currency.',
    'You never change the user’s data yourself. To add a transaction, a goal, a goal contribution or a group expense, answer an event, or set a budget or a recurring schedule, call the matching propose_ tool: it only proposes, and the user sees a card with exactly what will be written and confirms or cancels it. Say that it waits for their confirmation; never say it is done.',
    'If a propose_ tool refuses (an unknown or ambiguous name, a missing amount), tell the user what it said or ask them, rather than guessing.',
  ].join('\n');
}

function toolSet(tools: BoundTools): ToolSet {
  return Object.fromEntries(
    tools.available.map((entry) => [entry.name, tool({ description: entry.description, inputSchema: entry.input, execute: (input: unknown) => tools.run(entry.name, input) })]),
  );
}

/**
 * Any server speaking the OpenAI `/chat/completions` protocol (OpenAI, Ollama, vLLM, LM Studio,
 * llama.cpp), through the Vercel AI SDK: streamed text, tool calls answered from the user's
 * data, at most `maxSteps` rounds.
 */
export function openAiCompatibleProvider(ai: Config['ai'] & { baseUrl: string }): ChatProvider {
  const provider = createOpenAICompatible({ name: 'tandem-ai', baseURL: ai.baseUrl, apiKey: ai.apiKey });
  const model = provider.chatModel(ai.model ?? 'default');
  return {
    name: 'openai-compatible',
    async reply({ message, history, tools, signal, onDelta }: ProviderRequest): Promise<ProviderReply> {
      let text = '';
      try {
        const result = streamText({
          model,
          system: systemPrompt(tools),
          messages: [...history, { role: 'user', content: message }],
          tools: toolSet(tools),
          stopWhen: stepCountIs(maxSteps),
          abortSignal: signal,
          maxRetries: 1,
          // Failures surface as `error` parts below and are logged with the request; the default would print them again.
          onError: () => undefined,
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            text += part.text;
            onDelta(part.text);
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            signal.throwIfAborted();
          }
        }
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw new ProviderFailure(error);
      }
      if (!text.trim()) throw new ProviderFailure('The server sent an empty answer');
      return { text, understood: true };
    },
  };
}
