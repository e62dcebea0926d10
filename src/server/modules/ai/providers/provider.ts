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

/** A written answer. */
export interface ProviderReply {
  /** The whole answer as Markdown. */
  text: string;
  /**
   * False when the question was not understood and the answer only says so and suggests what
   * can be asked: such an answer costs no chat.
   */
  understood: boolean;
}

/** Where answers come from: the built-in analyst, or an OpenAI-compatible server. */
export interface ChatProvider {
  readonly name: string;
  /** Throws when no answer could be written. */
  reply(request: ProviderRequest): Promise<ProviderReply>;
}

/** The outside server failed (unreachable, an error answer, a broken stream, an empty reply). */
export class ProviderFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ProviderFailure';
  }
}
