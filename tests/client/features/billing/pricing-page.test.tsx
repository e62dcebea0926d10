import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from '@domain/billing/plans';
import { PricingPage } from '@/features/billing/pricing-page';
import { UpgradePage } from '@/features/billing/upgrade-page';
import { renderWithProviders } from '../../app/support';
import { api } from '../../support/fake-api';
import { declareSession } from '../../support/session';

const free: SubscriptionState = { plan: 'free', interval: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };

function withPlan(subscription: SubscriptionState) {
  declareSession();
  api.use({ 'GET /api/subscription': subscription });
}

describe('pricing and upgrade', () => {
  it('links Premium to the monthly or yearly checkout as the toggle says, with the 20% saving', async () => {
    withPlan(free);
    renderWithProviders(<PricingPage />, '/pricing');
    const premium = screen.getByTestId('plan-premium');
    expect(within(premium).getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', '/checkout/premium-monthly');
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(premium).toHaveTextContent('$28.70/year');
    expect(premium).toHaveTextContent('Save 20%');
    expect(within(premium).getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', '/checkout/premium-yearly');
    expect(await within(screen.getByTestId('plan-free')).findByText('Current plan')).toBeInTheDocument();
  });

  it('opens the upgrade screen on the monthly price, as pricing and subscription do', async () => {
    withPlan(free);
    renderWithProviders(<UpgradePage />, '/upgrade');
    const premium = screen.getByTestId('plan-premium');
    expect(screen.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(premium).toHaveTextContent('$2.99/month');
    expect(within(premium).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/checkout/premium-monthly');
  });

  it('sends a Premium user to manage their subscription instead of paying again', async () => {
    withPlan({ plan: 'premium', interval: 'month', status: 'active', currentPeriodEnd: '2027-01-01T00:00:00.000Z', cancelAtPeriodEnd: false });
    renderWithProviders(<UpgradePage />, '/upgrade');
    const premium = screen.getByTestId('plan-premium');
    expect(await within(premium).findByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/subscription');
    expect(within(premium).getByText('Current plan')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stay on Free' })).not.toBeInTheDocument();
  });
});
