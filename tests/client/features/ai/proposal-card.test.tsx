import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProposalView } from '@domain/ai/proposals';
import { AiAssistantPage } from '@/features/ai/ai-assistant-page';
import { ProposalCard } from '@/features/ai/components/proposal-card';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareAiApi } from '../../support/ai-api';

const soon = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function splitProposal(overrides: Partial<ProposalView> = {}): ProposalView {
  return {
    id: 'p-1',
    kind: 'groupExpense',
    status: 'pending',
    origin: 'assistant',
    conversationId: null,
    createdAt: new Date().toISOString(),
    expiresAt: soon(15 * 60),
    confirmedAt: null,
    undoUntil: null,
    link: null,
    preview: {
      amount: '42',
      currency: 'USD',
      description: 'Dinner',
      date: '2026-11-27',
      category: 'dining',
      groupName: 'The flat',
      shares: [
        { userId: 'u-1', name: 'Ana Lima', amount: '14.00' },
        { userId: 'u-2', name: 'Ben Ross', amount: '14.00' },
        { userId: 'u-3', name: 'Cleo Park', amount: '14.00' },
      ],
    },
    ...overrides,
  };
}

const confirmedNow = (proposal: ProposalView): ProposalView => ({
  ...proposal,
  status: 'confirmed',
  confirmedAt: new Date().toISOString(),
  undoUntil: soon(30),
  link: '/groups/g-1#expense-e-1',
});

function renderCard(proposal: ProposalView) {
  declareAiApi({ proposals: [proposal] });
  const user = userEvent.setup();
  renderWithProviders(<ProposalCard proposal={proposal} />, '/ai-assistant');
  return { user, card: screen.getByTestId('ai-proposal') };
}

describe('a proposal card', () => {
  it('shows exactly what will be written, and writes it only on Confirm, with an Idempotency-Key', async () => {
    const proposal = splitProposal();
    api.use({ 'POST /api/ai/proposals/:id/confirm': () => confirmedNow(proposal) });
    const { user, card } = renderCard(proposal);
    expect(within(card).getByRole('heading', { name: 'Split with The flat' })).toBeInTheDocument();
    expect(within(card).getByTestId('ai-proposal-amount')).toHaveTextContent('$42.00');
    expect(within(card).getByText('Dining')).toBeInTheDocument();
    expect(within(card).getByText('Paid by you, split equally')).toBeInTheDocument();
    expect(within(card).getByTestId('ai-proposal-shares')).toHaveTextContent('Ana Lima$14.00Ben Ross$14.00Cleo Park$14.00');
    expect(within(card).getByText('Nothing changes until you confirm.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/ai/proposals/p-1/confirm')).toHaveLength(0);

    // The keyboard reaches Confirm and presses it.
    within(card).getByTestId('ai-proposal-confirm').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'confirmed'));
    const [request] = api.callsTo('POST /api/ai/proposals/p-1/confirm');
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(card).getByText('Done.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/groups/g-1#expense-e-1');
    expect(within(card).getByTestId('ai-proposal-undo')).toHaveTextContent(/Undo \((30|29) s\)/);
  });

  it('takes a confirmed write back with Undo and says so', async () => {
    const proposal = confirmedNow(splitProposal());
    api.use({ 'POST /api/ai/proposals/:id/undo': () => ({ ...proposal, status: 'undone', undoUntil: null, link: null }) });
    const { user, card } = renderCard(proposal);
    await user.click(within(card).getByTestId('ai-proposal-undo'));
    await waitFor(() => expect(within(card).getByText('Undone: nothing of it was kept.')).toBeInTheDocument());
    expect(api.callsTo('POST /api/ai/proposals/p-1/undo')[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(within(card).queryByTestId('ai-proposal-undo')).not.toBeInTheDocument();
  });

  it('offers no Undo once the 30 seconds are over', () => {
    const { card } = renderCard({ ...confirmedNow(splitProposal()), undoUntil: soon(-1) });
    expect(within(card).getByText('Done.')).toBeInTheDocument();
    expect(within(card).queryByTestId('ai-proposal-undo')).not.toBeInTheDocument();
  });

  it('shows an expired or cancelled proposal plainly, without buttons', () => {
    const { card } = renderCard(splitProposal({ status: 'pending', expiresAt: soon(-60) }));
    expect(card).toHaveAttribute('data-status', 'expired');
    expect(within(card).getByText(/This proposal expired and nothing was written/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a proposal confirmed elsewhere as confirmed, with the server’s reason', async () => {
    const proposal = splitProposal({ kind: 'transaction', preview: { type: 'expense', amount: '12.5', currency: 'USD', category: 'groceries', date: '2026-11-27' } });
    api.use({
      'POST /api/ai/proposals/:id/confirm': () => failure(409, 'This proposal was already confirmed.', 'PROPOSAL_ALREADY_CONFIRMED', { key: 'messages.proposalAlreadyConfirmed' }),
      'GET /api/ai/proposals/:id': () => confirmedNow(proposal),
    });
    const { user, card } = renderCard(proposal);
    expect(within(card).getByRole('heading', { name: 'Add expense' })).toBeInTheDocument();
    await user.click(within(card).getByTestId('ai-proposal-confirm'));
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'confirmed'));
    expect(within(card).getByRole('alert')).toHaveTextContent('This proposal was already confirmed.');
  });
});

describe('the assistant page', () => {
  it('opens a proposal a link names, and lists the others waiting for confirmation', async () => {
    const linked = splitProposal({ id: 'p-linked', origin: 'mcp' });
    const other = splitProposal({
      id: 'p-other',
      kind: 'rsvp',
      preview: { eventTitle: 'Flat dinner', eventStart: '2026-11-29T19:00:00.000Z', groupName: 'The flat', rsvp: 'going' },
    });
    declareAiApi({ proposals: [linked, other] });
    api.use({ 'GET /api/ai/proposals/:id': () => linked });
    renderWithProviders(<AiAssistantPage />, '/ai-assistant?proposal=p-linked');
    const waiting = await screen.findByTestId('ai-waiting-proposals');
    expect(within(waiting).getByRole('heading', { name: 'Waiting for your confirmation' })).toBeInTheDocument();
    await waitFor(() => expect(within(waiting).getAllByTestId('ai-proposal')).toHaveLength(2));
    expect(within(waiting).getByRole('heading', { name: 'Split with The flat' })).toBeInTheDocument();
    expect(within(waiting).getByRole('heading', { name: 'RSVP: Going' })).toBeInTheDocument();
  });
});
