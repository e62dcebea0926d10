import { chatStreamEvents, type ChatStreamDone, type ChatStreamError } from '@domain/ai/ai';
import { ApiError } from '@/lib/api-request';

export interface StreamHandlers {
  onMeta?(conversationId: string): void;
  onTool?(name: string): void;
  onDelta(text: string): void;
}

async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Partial<ChatStreamError>;
  return new ApiError(response.status, body.message ?? response.statusText, body.code, undefined, body);
}

/**
 * Asks the assistant and reads the answer as it streams (server-sent events over a POST, which
 * EventSource cannot send). Resolves with the final `done` event; rejects with an ApiError for a
 * refusal (402 quota, 404 conversation) or a failed answer, and with an AbortError when stopped.
 */
export async function streamChat(input: { message: string; conversationId?: string }, handlers: StreamHandlers, signal: AbortSignal): Promise<ChatStreamDone> {
  const response = await fetch('/api/ai/chat', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok || !response.body) throw await refusal(response);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
      if (event === chatStreamEvents.meta) handlers.onMeta?.((data as { conversationId: string }).conversationId);
      else if (event === chatStreamEvents.tool) handlers.onTool?.((data as { name: string }).name);
      else if (event === chatStreamEvents.delta) handlers.onDelta((data as { text: string }).text);
      else if (event === chatStreamEvents.done) return data as ChatStreamDone;
      else if (event === chatStreamEvents.failed) {
        const failure = data as ChatStreamError;
        throw new ApiError(502, failure.message, failure.code, undefined, failure, { text: failure.key === undefined ? undefined : { key: failure.key, params: failure.params } });
      }
    }
  }
  throw new ApiError(502, 'The answer ended early');
}
