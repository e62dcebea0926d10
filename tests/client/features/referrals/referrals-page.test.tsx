import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { ReferralsPage } from '@/features/referrals/referrals-page';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareSession } from '../../support/session';
import { declareReferralsApi, makeReferral, makeReferralSummary } from '../../support/referrals-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

async function openReferrals(summary = makeReferralSummary()) {
  const server = declareReferralsApi(summary);
  const user = userEvent.setup();
  const view = renderWithProviders(<ReferralsPage />, '/referrals');
  await waitFor(() => expect(screen.queryByTestId('referrals-loading')).not.toBeInTheDocument());
  return { ...server, ...view, user };
}

const link = `${window.location.origin}/?ref=ANA4821`;

describe('referrals page', () => {
  it('shows the code, the link, its QR code and the stats, with an empty history', async () => {
    await openReferrals();
    expect(screen.getByTestId('referral-code')).toHaveTextContent('ANA4821');
    expect(screen.getByLabelText('Your invite link')).toHaveValue(link);
    expect(await screen.findByRole('img', { name: 'QR code of your invite link' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    for (const stat of ['uses', 'totalEarned', 'availableCredits', 'bonusChats']) {
      expect(screen.getByTestId(`referral-stat-${stat}`)).toHaveTextContent('0');
    }
    expect(within(screen.getByTestId('referral-history')).getByText('No friends have joined yet')).toBeInTheDocument();
    expect(screen.getByTestId('referrals-invite-friends')).toHaveAttribute('href', '/invite-friends');
  });

  it('says when a referral earns the referrer a bonus, and how many a month', async () => {
    await openReferrals();
    expect(screen.getByTestId('referral-rules')).toHaveTextContent(
      'Yours arrive once your friend has finished the welcome tour and recorded a transaction or a goal. Up to 5 friends a month earn you a bonus.',
    );
  });

  it('copies the code and, without a share sheet, shares by copying the link', async () => {
    const { user } = await openReferrals();
    await user.click(screen.getByTestId('copy-referral-code'));
    expect(await navigator.clipboard.readText()).toBe('ANA4821');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
    expect(screen.getByTestId('copy-referral-code')).toHaveTextContent('Copied');

    await user.click(screen.getByTestId('share-referral-link'));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('turns the code off and on again', async () => {
    const { user } = await openReferrals();
    const toggle = screen.getByRole('switch', { name: 'Referral code active' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Referral code active' })).not.toBeChecked());
    expect(screen.getByTestId('referral-active-hint')).toHaveTextContent('Inactive: sign-ups with your code are refused');
    expect(await screen.findByText('Referral code turned off')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Referral code active' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Referral code active' })).toBeChecked());
    expect(api.callsTo('PATCH /api/referrals').map((call) => call.body)).toEqual([{ active: false }, { active: true }]);
  });

  it('lists the friends who joined, newest first, with what each earned', async () => {
    await openReferrals(
      makeReferralSummary({
        uses: 2,
        totalEarned: 20,
        availableCredits: 30,
        bonusChats: 30,
        history: [makeReferral('Cleo P.', '2026-03-02T10:00:00.000Z'), makeReferral('Dara S.', '2026-01-15T10:00:00.000Z')],
      }),
    );
    const items = screen.getAllByTestId('referral-history-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Cleo P.');
    expect(items[0]).toHaveTextContent('Joined Mar 2, 2026');
    expect(items[0]).toHaveTextContent('+10 AI chats');
    expect(screen.getByTestId('referral-stat-uses')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-stat-totalEarned')).toHaveTextContent('20');
    expect(screen.getByTestId('referral-stat-bonusChats')).toHaveTextContent('30');
  });

  it('says when the code cannot be loaded and tries again', async () => {
    let answers = 0;
    declareSession();
    api.use({
      'GET /api/referrals': () => {
        answers += 1;
        // A 404 is not retried by itself, so the error shows at once.
        return answers === 1 ? failure(404, 'The requested resource was not found', 'NOT_FOUND') : makeReferralSummary();
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralsPage />, '/referrals');
    expect(await screen.findByTestId('referrals-error')).toHaveTextContent("Couldn't load your referral code");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('ANA4821');
  });
});
