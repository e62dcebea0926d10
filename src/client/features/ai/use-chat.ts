import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { aiCodes, type ConversationSummary } from '@domain/ai/ai';
import { ApiError } from '@/lib/api-request';
import { aiKeys } from './api';
import { streamChat } from './stream-chat';

/** The question being answered, until the saved conversation shows it. */
export interface PendingExchange {
  question: string;
  answer: string;
  toolsUsed: string[];
  /** streaming; failed (retry offered); stopped by the user; refused for the quota. */
  status: 'streaming' | 'failed' | 'stopped' | 'refused';
}

/**
 * One chat screen's conversation state: which conversation is open, the answer streaming in,
 * stop and retry. A conversation appears in the list once its first answer is saved.
 */
export function useChat() {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (question: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setPending({ question, answer: '', toolsUsed: [], status: 'streaming' });
      try {
        const done = await streamChat(
          { message: question, ...(conversationId ? { conversationId } : {}) },
          {
            onTool: (name) => setPending((current) => current && { ...current, toolsUsed: [...current.toolsUsed, name] }),
            onDelta: (text) => setPending((current) => current && { ...current, answer: current.answer + text }),
          },
          abort.signal,
        );
        queryClient.setQueryData(aiKeys.quota, done.quota);
        // Show the saved conversation only once it holds this answer, so nothing flickers.
        await queryClient.fetchQuery({ queryKey: aiKeys.conversation(done.conversationId), staleTime: 0 });
        void queryClient.invalidateQueries({ queryKey: aiKeys.conversations, exact: true });
        if (controller.current !== abort) return;
        setConversationId(done.conversationId);
        setPending(null);
      } catch (error) {
        if (abort.signal.aborted) return;
        const refused = error instanceof ApiError && error.code === aiCodes.quotaExceeded;
        if (refused) void queryClient.invalidateQueries({ queryKey: aiKeys.quota });
        setPending((current) => current && { ...current, status: refused ? 'refused' : 'failed' });
      }
    },
    [conversationId, queryClient],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    setPending((current) => (current && current.status === 'streaming' ? { ...current, status: 'stopped' } : current));
  }, []);

  const open = useCallback((id: string | null) => {
    controller.current?.abort();
    controller.current = null;
    setPending(null);
    setConversationId(id);
  }, []);

  /** A deleted conversation that was open leaves an empty chat behind. */
  const forget = useCallback(
    (id: string) => {
      if (id === conversationId) open(null);
      queryClient.setQueryData<ConversationSummary[]>(aiKeys.conversations, (list) => list?.filter((entry) => entry.id !== id));
    },
    [conversationId, open, queryClient],
  );

  return { conversationId, pending, send, stop, open, forget, retry: () => pending && void send(pending.question) };
}
