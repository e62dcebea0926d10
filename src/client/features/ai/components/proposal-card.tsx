import { useEffect, useState } from 'react';
import { CheckCircle2Icon, Undo2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { proposalCodes, type ProposalView } from '@domain/ai/proposals';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-request';
import { apiClient } from '@/lib/api/client';
import { failureMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';
import { useCancelProposal, useConfirmProposal, useUndoProposal } from '../proposals-api';
import { ProposalFields, useProposalTitle } from './proposal-fields';

/** Whole seconds until `until` (an instant), ticking down; 0 once it has passed. */
function useSecondsLeft(until: string | null): number {
  const left = () => (until ? Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!until) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // `left` reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}

/** A pending proposal past its lifetime shows as expired without waiting for the server to say so. */
function useExpired(proposal: ProposalView): boolean {
  const pending = proposal.status === 'pending';
  return useSecondsLeft(pending ? proposal.expiresAt : null) === 0 && pending;
}

/** States the server settles for good: a later request cannot change them, so the card shows them instead of the buttons. */
const settledCodes: readonly string[] = [proposalCodes.alreadyConfirmed, proposalCodes.expired, proposalCodes.closed, proposalCodes.undoWindowClosed];

/**
 * A write the assistant proposed: exactly what will be written, then Confirm and Cancel. After
 * confirming, a link to what was written and Undo for the seconds left; other states in words.
 */
export function ProposalCard({ proposal }: { proposal: ProposalView }) {
  const { t } = useTranslation();
  const [latest, setLatest] = useState<ProposalView | null>(null);
  const view = latest?.id === proposal.id ? latest : proposal;
  const title = useProposalTitle(view);
  const confirm = useConfirmProposal();
  const cancel = useCancelProposal();
  const undo = useUndoProposal();
  const [error, setError] = useState<string | null>(null);
  const undoSeconds = useSecondsLeft(view.status === 'confirmed' ? view.undoUntil : null);
  const expired = useExpired(view);
  const status = expired ? 'expired' : view.status;
  const busy = confirm.isPending || cancel.isPending || undo.isPending;

  const run = async (action: () => Promise<ProposalView>) => {
    setError(null);
    try {
      setLatest(await action());
    } catch (failure) {
      setError(failureMessage(failure));
      // Confirmed elsewhere, expired or closed meanwhile: show the proposal as it now is.
      if (failure instanceof ApiError && settledCodes.includes(failure.code ?? '')) {
        setLatest(await apiClient.get('/api/ai/proposals/{id}', { path: { id: view.id } }).catch(() => null));
      }
    }
  };

  return (
    <section
      className="space-y-3 rounded-xl border border-primary/30 bg-background p-3 sm:p-4"
      aria-label={t('ai.proposals.cardLabel', { title })}
      data-testid="ai-proposal"
      data-status={status}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {status === 'pending' ? <p className="text-xs text-muted-foreground">{t('ai.proposals.nothingYet')}</p> : null}
      </header>
      <ProposalFields proposal={view} />
      {status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => void run(() => confirm.submit(view.id))} data-testid="ai-proposal-confirm">
            {confirm.isPending ? t('ai.proposals.confirming') : t('ai.proposals.confirm')}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(() => cancel.mutateAsync(view.id))} data-testid="ai-proposal-cancel">
            {t('ai.proposals.cancel')}
          </Button>
        </div>
      ) : null}
      {status === 'confirmed' ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
          <CheckCircle2Icon className="size-4 text-primary" aria-hidden />
          <span>{t('ai.proposals.done')}</span>
          {view.link ? (
            <Link href={view.link} className="font-medium text-primary underline-offset-4 hover:underline" data-testid="ai-proposal-link">
              {t('ai.proposals.open')}
            </Link>
          ) : null}
          {undoSeconds > 0 ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(() => undo.submit(view.id))} data-testid="ai-proposal-undo">
              <Undo2Icon aria-hidden />
              {t('ai.proposals.undo', { seconds: undoSeconds })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'undone' ? (
        <p className="text-sm" role="status">
          {t('ai.proposals.undone')}
        </p>
      ) : null}
      {status === 'cancelled' ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('ai.proposals.cancelled')}
        </p>
      ) : null}
      {status === 'expired' ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('ai.proposals.expired')}
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-destructive" role="alert" data-testid="ai-proposal-error">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </section>
  );
}
