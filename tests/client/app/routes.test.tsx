import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from './render-app';
import { declareEmptyAccount } from '../support/empty-account';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const screens: [path: string, title: string][] = [
  ['/groups', 'Groups'],
  ['/calendar', 'Calendar'],
  ['/financial-goals', 'Financial Goals'],
  ['/money-tracking', 'Money Tracking'],
  ['/planning', 'Planning'],
  ['/crypto', 'Crypto'],
  ['/friends', 'Friends'],
  ['/ai-assistant', 'AI Assistant'],
  ['/ai-insights', 'AI Insights'],
  ['/investments', 'Investments'],
  ['/referrals', 'Referrals'],
  ['/invite-friends', 'Invite friends'],
  ['/subscription', 'Premium Subscription'],
  ['/checkout/premium', 'Checkout'],
  ['/upgrade', 'Upgrade to Premium'],
  ['/pricing', 'Pricing'],
  ['/invite/abc', 'Group invitation'],
  ['/this/does/not/exist', 'Page not found'],
];

describe('signed-in routes', () => {
  it.each(screens)('%s shows its screen inside the layout', async (path, title) => {
    declareEmptyAccount();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard')).toBeInTheDocument();
  });

  it('shows the settings screen at /settings', async () => {
    declareEmptyAccount();
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('splits friends into Requests (received and sent), Friends and Find Friends', async () => {
    declareEmptyAccount();
    const user = userEvent.setup();
    renderAt('/friends');
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Requests', 'Friends', 'Find Friends']);
    expect(await screen.findByText('No friend requests')).toBeInTheDocument();
    expect(screen.getByText('No sent requests')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Friends' }));
    expect(await screen.findByText('No friends yet')).toBeInTheDocument();
  });

  it('offers a way back to groups from an invite', async () => {
    declareEmptyAccount();
    renderAt('/invite/xyz');
    expect(await screen.findByRole('link', { name: 'Back to groups' })).toHaveAttribute('href', '/groups');
  });

  it('says so when a checkout plan does not exist', async () => {
    declareEmptyAccount();
    renderAt('/checkout/gold');
    expect(await screen.findByText("This plan doesn't exist")).toBeInTheDocument();
  });

  it('shows the landing page after signing out', async () => {
    declareEmptyAccount();
    const user = userEvent.setup();
    renderAt('/groups');
    await screen.findByText('Ana Lima');
    await user.click(screen.getByTestId('sign-out-button'));
    expect(await screen.findByText(i18n.t('landing.skipToContent'))).toBeInTheDocument();
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
  });
});
