import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitePreview } from '@domain/groups/groups';
import { toast } from '@/lib/toast';
import { InvitePage } from '@/features/groups/invite-page';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { makeInvitePreview } from '../../support/group-fixtures';
import { declareSession } from '../../support/session';
import { findToast } from '../../support/toasts';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const token = 'tok_abc-123';
const invalidText = 'This invite link is invalid or has expired.';
const expiredText = 'This invite link has expired. Please request a new invite from the group owner.';

function renderInvite(preview: InvitePreview | Response) {
  declareSession();
  api.use({
    [`GET /api/invites/${token}`]: () => preview,
    [`POST /api/invites/${token}/accept`]: () => ({ groupId: preview instanceof Response ? 'x' : preview.group.id, role: 'member' }),
    [`POST /api/invites/${token}/decline`]: () => json(204),
  });
  const view = renderWithProviders(<InvitePage token={token} />, `/invite/${token}`);
  return { ...view, user: userEvent.setup() };
}

function expectWayBack() {
  expect(screen.getByTestId('invite-back-to-groups')).toHaveAttribute('href', '/groups');
}

describe('a valid invite link', () => {
  it('shows the group, who invited, the role and when the link expires', async () => {
    renderInvite(makeInvitePreview({ role: 'admin' }));
    const offer = await screen.findByTestId('invite-offer');
    expect(within(offer).getByRole('heading', { name: 'Ski trip' })).toBeInTheDocument();
    expect(offer).toHaveTextContent('February in the Alps');
    expect(offer).toHaveTextContent('4 members');
    expect(screen.getByTestId('invite-inviter')).toHaveTextContent('Olivia Owner invited you to join');
    expect(screen.getByTestId('invite-role')).toHaveTextContent('Admin');
    expect(screen.getByTestId('invite-expires')).toHaveTextContent(/March 14, 2030/);
    expectWayBack();
  });

  it('joins on accept and opens the group with a welcome', async () => {
    const preview = makeInvitePreview();
    const { user, location } = renderInvite(preview);
    await user.click(await screen.findByTestId('invite-accept'));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/groups/${preview.group.id}`));
    expect(await findToast()).toHaveTextContent('Welcome to Ski trip');
    expect(api.callsTo(`POST /api/invites/${token}/accept`)).toHaveLength(1);
  });

  it('goes back to the groups on decline', async () => {
    const { user, location } = renderInvite(makeInvitePreview());
    await user.click(await screen.findByTestId('invite-decline'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/groups'));
    expect(await findToast()).toHaveTextContent('Invitation declined');
    expect(api.callsTo(`POST /api/invites/${token}/accept`)).toHaveLength(0);
  });

  it('says so when the link expired while the page was open', async () => {
    const { user } = renderInvite(makeInvitePreview());
    api.use({ [`POST /api/invites/${token}/accept`]: () => failure(410, expiredText, 'INVITE_EXPIRED') });
    await user.click(await screen.findByTestId('invite-accept'));
    expect(await screen.findByTestId('invite-expired')).toHaveTextContent(expiredText);
    expect(api.callsTo(`POST /api/invites/${token}/accept`)).toHaveLength(1);
  });

  it('names someone who has since deleted their account as nobody in particular', async () => {
    renderInvite(makeInvitePreview({ inviter: null }));
    expect(await screen.findByTestId('invite-inviter')).toHaveTextContent('You are invited to join');
  });
});

describe('links that cannot be used', () => {
  it('shows the invalid text for an unknown or revoked link', async () => {
    renderInvite(failure(404, invalidText, 'INVITE_INVALID'));
    expect(await screen.findByTestId('invite-invalid')).toHaveTextContent(invalidText);
    expect(screen.queryByTestId('invite-accept')).not.toBeInTheDocument();
    expectWayBack();
  });

  it('shows the expired text for an expired link', async () => {
    renderInvite(makeInvitePreview({ state: 'expired' }));
    expect(await screen.findByTestId('invite-expired')).toHaveTextContent(expiredText);
    expect(screen.queryByTestId('invite-accept')).not.toBeInTheDocument();
    expectWayBack();
  });

  it('sends someone already in the group to it', async () => {
    const preview = makeInvitePreview({ state: 'used' });
    renderInvite(preview);
    expect(await screen.findByTestId('invite-used')).toHaveTextContent('You already belong to Ski trip.');
    expect(screen.getByTestId('invite-open-group')).toHaveAttribute('href', `/groups/${preview.group.id}`);
    expectWayBack();
  });

  it('explains that an archived group takes no one new', async () => {
    renderInvite(makeInvitePreview({ group: { ...makeInvitePreview().group, name: 'Old trip', status: 'archived' } }));
    expect(await screen.findByTestId('invite-archived')).toHaveTextContent('Old trip is not taking new members right now.');
    expect(screen.queryByTestId('invite-accept')).not.toBeInTheDocument();
  });

  it('shows skeletons while the link is checked, with the way back already there', async () => {
    declareSession();
    api.use({ [`GET /api/invites/${token}`]: () => new Promise<never>(() => undefined) });
    renderWithProviders(<InvitePage token={token} />, `/invite/${token}`);
    expect(await screen.findByTestId('invite-loading')).toBeInTheDocument();
    expectWayBack();
  });
});
