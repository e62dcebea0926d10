import { and, eq } from 'drizzle-orm';
import { proposalPath, type ProposalPreview, type ProposalView } from '../../../../domain/ai/proposals';
import { isCurrencyCode, toMinor } from '../../../../domain/shared/money';
import type { Database } from '../../../db/client';
import { apiTokens } from '../../../db/schema/index';
import { notify } from '../../../shared/notify';

type Writer = Pick<Database, 'insert' | 'select' | 'execute'>;

/** What a proposal names in the person's own words: its description, else the title of what it adds to or answers. */
function summaryOf(preview: ProposalPreview): string {
  return preview.description || preview.title || preview.goalTitle || preview.eventTitle || preview.categoryName || preview.groupName || '';
}

function amountOf(preview: ProposalPreview): { amountMinor: number | null; currency: string | null } {
  const { amount, currency } = preview;
  const minor = amount && currency && isCurrencyCode(currency) ? toMinor(amount, currency) : null;
  return minor === null ? { amountMinor: null, currency: null } : { amountMinor: Number(minor), currency: currency! };
}

/**
 * Tells the person that an outside client (through MCP, with one of their tokens) proposed a
 * change: in the notification centre and on the channels they chose for transaction alerts, with
 * a link that opens the proposal to confirm. The chat's own proposals need no notice: the card is
 * on the screen the person is looking at.
 */
export async function notifyProposalWaiting(db: Writer, userId: string, tokenId: string, proposal: ProposalView): Promise<void> {
  const [token] = await db
    .select({ name: apiTokens.name })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)));
  await notify(db, {
    userId,
    kind: 'proposalWaiting',
    params: { proposalId: proposal.id, source: token?.name ?? '', summary: summaryOf(proposal.preview), ...amountOf(proposal.preview) },
    link: proposalPath(proposal.id),
    dedupeKey: `proposalWaiting:${proposal.id}`,
  });
}
