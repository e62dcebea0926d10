import type { BoundTools } from '../tools/index';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ProviderRequest {
  message: string;
  /** Earlier turns of the conversation, oldest first. */
  history: ChatTurn[];
  tools: BoundTools;
  signal: AbortSignal;
  /** Each piece of the answer as it is written. */
  onDelta(text: string): void;
}

/** Where answers come from: the built-in analyst, or an OpenAI-compatible server. */
export interface ChatProvider {
  readonly name: string;
  /** The whole answer as Markdown; throws when no answer could be written. */
  reply(request: ProviderRequest): Promise<string>;
}

/** The outside server failed (unreachable, an error answer, a broken stream, an empty reply). */
export class ProviderFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ProviderFailure';
  }
}
