import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InviteFriendsPage } from '@/features/referrals/invite-friends-page';
import { renderWithProviders } from '../../app/support';
import { declareReferralsApi, makeReferral, makeReferralSummary } from '../../support/referrals-api';

async function openInviteFriends(summary = makeReferralSummary()) {
  declareReferralsApi(summary);
  const user = userEvent.setup();
  const view = renderWithProviders(<InviteFriendsPage />, '/invite-friends');
  await waitFor(() => expect(screen.queryByTestId('referrals-loading')).not.toBeInTheDocument());
  return { ...view, user };
}

describe('invite friends page', () => {
  it('invites by sharing the link and says nobody has joined yet', async () => {
    const { user } = await openInviteFriends();
    expect(screen.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?ref=ANA4821`);
    expect(screen.getByText('No friends have joined yet')).toBeInTheDocument();
    expect(screen.getByTestId('invite-friends-rewards')).toHaveAttribute('href', '/referrals');
    expect(screen.queryByTestId('invite-friends-paused')).not.toBeInTheDocument();
  });

  it('lists the friends who joined through the link', async () => {
    await openInviteFriends(makeReferralSummary({ uses: 1, history: [makeReferral('Cleo P.', '2026-03-02T10:00:00.000Z')] }));
    expect(screen.getByRole('heading', { name: 'Friends who joined through your link' })).toBeInTheDocument();
    expect(screen.getByTestId('referral-history-item')).toHaveTextContent('Cleo P.');
  });

  it('warns that a paused code turns friends away', async () => {
    await openInviteFriends(makeReferralSummary({ active: false }));
    expect(screen.getByTestId('invite-friends-paused')).toHaveTextContent('Your referral code is paused');
  });
});
