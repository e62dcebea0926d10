import { useEffect, useRef } from 'react';
import { RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@domain/ai/ai';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { PendingExchange } from '../use-chat';
import { AnswerBubble, QuestionBubble } from './chat-message';
import { ProposalCard } from './proposal-card';

interface ChatThreadProps {
  messages: ChatMessage[];
  loading: boolean;
  loadFailed: boolean;
  onReload: () => void;
  pending: PendingExchange | null;
  onRetry: () => void;
}

function PendingFooter({ pending, onRetry }: { pending: PendingExchange; onRetry: () => void }) {
  const { t } = useTranslation();
  if (pending.status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert" data-testid="ai-send-failed">
        <span>{t('messages.failedToSendMessage')}</span>
        <Button size="sm" variant="outline" onClick={onRetry} data-testid="ai-retry">
          <RotateCcwIcon aria-hidden />
          {t('ai.retry')}
        </Button>
      </div>
    );
  }
  if (pending.status === 'stopped')
    return (
      <p className="text-xs text-muted-foreground" data-testid="ai-stopped">
        {t('ai.stopped')}
      </p>
    );
  if (pending.status === 'refused')
    return (
      <p className="text-sm text-destructive" role="alert">
        {t('messages.aiLimitReached')}
      </p>
    );
  return null;
}

/** The conversation so far, then the question being answered; follows the answer as it grows. */
export function ChatThread({ messages, loading, loadFailed, onReload, pending, onRetry }: ChatThreadProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const answerLength = pending?.answer.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, answerLength, pending?.status]);

  if (loading) {
    return (
      <div className="space-y-4" data-testid="ai-thread-loading">
        <Skeleton className="ms-auto h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (loadFailed) {
    return (
      <div className="space-y-2 text-sm text-muted-foreground">
        <p>{t('ai.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={onReload}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid="ai-thread" aria-live="polite">
      {messages.map((message) =>
        message.role === 'user' ? (
          <QuestionBubble key={message.id} text={message.content} />
        ) : (
          <AnswerBubble
            key={message.id}
            text={message.content}
            toolsUsed={message.toolsUsed}
            sources={message.sources}
            footer={
              message.proposals.length > 0 ? (
                <div className="space-y-3">
                  {message.proposals.map((proposal) => (
                    <ProposalCard key={proposal.id} proposal={proposal} />
                  ))}
                </div>
              ) : undefined
            }
          />
        ),
      )}
      {pending ? (
        <>
          <QuestionBubble text={pending.question} />
          {pending.status === 'refused' ? (
            <PendingFooter pending={pending} onRetry={onRetry} />
          ) : (
            <AnswerBubble
              text={pending.answer}
              toolsUsed={pending.toolsUsed}
              streaming={pending.status === 'streaming'}
              footer={<PendingFooter pending={pending} onRetry={onRetry} />}
            />
          )}
        </>
      ) : null}
      {/* Scrolled to with room for the pinned question box below it. */}
      <div ref={end} className="scroll-mb-40" />
    </div>
  );
}
