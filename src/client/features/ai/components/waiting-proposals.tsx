import { useTranslation } from 'react-i18next';
import { useSearchParam } from '@/lib/use-link-target';
import { usePendingProposals, useProposal } from '../proposals-api';
import { ProposalCard } from './proposal-card';

/**
 * Proposals waiting for the person outside the open conversation: the one a link names
 * (`?proposal=<id>`, from an outside assistant or a notification) and every other still pending.
 */
export function WaitingProposals({ openConversationId }: { openConversationId: string | null }) {
  const { t } = useTranslation();
  const linkedId = useSearchParam('proposal');
  const linked = useProposal(linkedId);
  const pending = usePendingProposals();
  const others = (pending.data ?? []).filter((proposal) => proposal.id !== linkedId && (proposal.conversationId === null || proposal.conversationId !== openConversationId));
  if (!linkedId && others.length === 0) return null;
  return (
    <section className="space-y-3 rounded-2xl border bg-card/50 p-3 sm:p-4" aria-labelledby="ai-waiting-title" data-testid="ai-waiting-proposals">
      <h2 id="ai-waiting-title" className="text-sm font-semibold">
        {t('ai.proposals.waiting')}
      </h2>
      {linkedId && linked.isError ? <p className="text-sm text-muted-foreground">{t('ai.proposals.notFound')}</p> : null}
      {linked.data ? <ProposalCard proposal={linked.data} /> : null}
      {others.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} />
      ))}
    </section>
  );
}
