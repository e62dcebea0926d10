import { useId, useState } from 'react';
import { BotIcon, MessagesSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { quotaState } from '@domain/ai/ai-quota';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';
import { useConversation, useQuota } from './api';
import { ChatComposer } from './components/chat-composer';
import { ChatThread } from './components/chat-thread';
import { ConversationList } from './components/conversation-list';
import { QuotaBar } from './components/quota-bar';
import { SuggestedQuestions } from './components/suggested-questions';
import { WaitingProposals } from './components/waiting-proposals';
import { useChat } from './use-chat';

/** The assistant: earlier conversations beside (or, on a phone, in a sheet over) the open one. */
export function AiAssistantPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [listOpen, setListOpen] = useState(false);
  const chat = useChat();
  const conversation = useConversation(chat.conversationId);
  const quota = useQuota();
  const limitReached = quota.data ? quotaState(quota.data) === 'limit_reached' : false;
  const streaming = chat.pending?.status === 'streaming';
  const empty = chat.conversationId === null && chat.pending === null;
  const limitReasonId = useId();

  const select = (id: string | null) => {
    chat.open(id);
    setListOpen(false);
  };
  const list = <ConversationList activeId={chat.conversationId} onSelect={select} onDeleted={chat.forget} />;

  return (
    <PageContainer>
      <PageHeader
        title={t('pages.aiAssistant.title')}
        description={t('pages.aiAssistant.description')}
        actions={
          isMobile ? (
            <Button variant="outline" onClick={() => setListOpen(true)} data-testid="ai-open-conversations">
              <MessagesSquareIcon aria-hidden />
              {t('ai.conversations')}
            </Button>
          ) : null
        }
      />
      {isMobile ? (
        <Sheet open={listOpen} onOpenChange={setListOpen}>
          <SheetContent side="start" className="p-4 pt-12">
            <SheetHeader className="sr-only">
              <SheetTitle>{t('ai.conversations')}</SheetTitle>
              <SheetDescription>{t('ai.conversationsHint')}</SheetDescription>
            </SheetHeader>
            {list}
          </SheetContent>
        </Sheet>
      ) : null}
      <div className="grid min-w-0 gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]">
        {isMobile ? null : <aside className="min-w-0">{list}</aside>}
        <div className="flex min-w-0 flex-col gap-4">
          {quota.data ? <QuotaBar quota={quota.data} /> : null}
          <WaitingProposals openConversationId={chat.conversationId} />
          {empty ? (
            <div className="space-y-6 rounded-2xl border bg-card/50 p-4 sm:p-6" data-testid="ai-welcome">
              <div className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <BotIcon className="size-5" aria-hidden />
                </span>
                <div className="space-y-1">
                  <h2 className="font-semibold">{t('ai.welcomeTitle')}</h2>
                  <p className="text-sm text-muted-foreground">{t('ai.welcomeDescription')}</p>
                </div>
              </div>
              <SuggestedQuestions onAsk={(question) => void chat.send(question)} disabled={limitReached} />
            </div>
          ) : (
            <ChatThread
              messages={conversation.data?.messages ?? []}
              loading={chat.conversationId !== null && conversation.isPending}
              loadFailed={conversation.isError}
              onReload={() => void conversation.refetch()}
              pending={chat.pending}
              onRetry={chat.retry}
            />
          )}
          {/* Pinned to the bottom of the screen (above the phone's tab bar), however long the conversation;
              on a phone it leaves the corner to the add button so neither covers the other. */}
          <div
            data-testid="ai-composer-dock"
            className={cn(
              'sticky z-10 -mx-1 grid gap-2 bg-background/95 px-1 pt-2 pb-3 backdrop-blur supports-[backdrop-filter]:bg-background/80',
              isMobile ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] pe-16' : 'bottom-0',
            )}
          >
            {limitReached && !streaming ? (
              <p id={limitReasonId} className="text-sm text-destructive" data-testid="ai-limit-reason">
                {t('messages.aiLimitReached')}
              </p>
            ) : null}
            <ChatComposer
              streaming={streaming}
              disabled={limitReached && !streaming}
              describedBy={limitReached && !streaming ? limitReasonId : undefined}
              onSend={(question) => void chat.send(question)}
              onStop={chat.stop}
            />
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
