import { useState } from 'react';
import { MessageSquareIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '@domain/ai/ai';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { failureMessage } from '@/lib/failure-message';
import { useConversations, useDeleteConversation } from '../api';

interface ConversationListProps {
  activeId: string | null;
  onSelect: (id: string | null) => void;
  onDeleted: (id: string) => void;
}

/** Earlier conversations, newest activity first: open one, start a new one, or delete one after confirming. */
export function ConversationList({ activeId, onSelect, onDeleted }: ConversationListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [confirming, setConfirming] = useState<ConversationSummary | null>(null);

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        onDeleted(confirming.id);
        setConfirming(null);
        toast.success(t('ai.deleted'));
      },
      onError: (error) => toast.error(t('ai.deleteFailed'), { description: translateMessage(t, failureMessage(error)) }),
    });
  };

  return (
    <nav aria-label={t('ai.conversations')} className="flex min-h-0 flex-col gap-3" data-testid="ai-conversations">
      <Button variant="outline" onClick={() => onSelect(null)} data-testid="ai-new-chat" className="justify-start">
        <PlusIcon aria-hidden />
        {t('ai.newChat')}
      </Button>
      <h2 className="px-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('ai.conversations')}</h2>
      <QueryState
        query={conversations}
        skeleton={
          <div className="space-y-2" data-testid="ai-conversations-loading">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        }
        errorTitle={t('ai.listFailed')}
        empty={{ when: (list) => list.length === 0, show: <p className="px-1 text-sm text-muted-foreground">{t('ai.noConversations')}</p> }}
      >
        {(list) => (
          <ul className="-mx-1 min-h-0 space-y-1 overflow-y-auto px-1">
            {list.map((conversation) => (
              <li key={conversation.id} className={cn('group flex items-center gap-1 rounded-lg', conversation.id === activeId ? 'bg-accent' : 'hover:bg-accent/60')}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation.id)}
                  aria-current={conversation.id === activeId ? 'true' : undefined}
                  className="flex min-w-0 flex-1 items-start gap-2 rounded-lg px-2 py-2 text-start focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
                  data-testid="ai-conversation"
                >
                  <MessageSquareIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{conversation.title}</span>
                    <span className="block text-xs text-muted-foreground">{format.date(conversation.updatedAt)}</span>
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  onClick={() => setConfirming(conversation)}
                  aria-label={t('ai.deleteConversation', { title: conversation.title })}
                  title={t('ai.deleteConversation', { title: conversation.title })}
                  data-testid="ai-delete-conversation"
                  className="me-1 shrink-0 text-muted-foreground hover:text-destructive"
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={t('ai.deleteTitle')}
        description={t('ai.deleteDescription')}
        confirmLabel={t('ai.delete')}
        cancelLabel={t('ai.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
        testId="ai-delete-dialog"
        confirmTestId="ai-delete-confirm"
      />
    </nav>
  );
}
