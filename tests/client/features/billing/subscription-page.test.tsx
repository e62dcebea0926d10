import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@domain/billing/billing';
import type { SubscriptionState } from '@domain/billing/plans';
import { SubscriptionPage } from '@/features/billing/subscription-page';
import { leaveApp } from '@/lib/leave-app';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareSession } from '../../support/session';

vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));
afterEach(() => vi.mocked(leaveApp).mockReset());

const free: SubscriptionState = { plan: 'free', interval: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
const yearly: SubscriptionState = { plan: 'premium', interval: 'year', status: 'active', currentPeriodEnd: '2027-03-01T12:00:00.000Z', cancelAtPeriodEnd: false };
const invoice: Invoice = { id: 'in_1', date: '2026-03-01T12:00:00.000Z', amount: '28.70', currency: 'USD', status: 'paid', hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_1' };

function renderSubscription(subscription: () => SubscriptionState, invoices: Invoice[] = [], path = '/subscription') {
  declareSession();
  api.use({ 'GET /api/subscription': subscription, 'GET /api/billing/invoices': () => invoices });
  return renderWithProviders(<SubscriptionPage />, path);
}

describe('the subscription page', () => {
  it('shows Free with the plans to upgrade to and an honest empty billing history', async () => {
    renderSubscription(() => free);
    const plan = await screen.findByTestId('current-plan');
    expect(plan).toHaveTextContent('Free');
    expect(plan).toHaveTextContent('You are on the Free plan.');
    expect(within(plan).queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/checkout/premium-monthly');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('shows the renewal date and invoices of a yearly subscriber, and opens billing management', async () => {
    api.use({ 'POST /api/billing/portal': { url: 'https://billing.stripe.com/p/session/abc' } });
    renderSubscription(() => yearly, [invoice]);
    const plan = await screen.findByTestId('current-plan');
    expect(plan).toHaveTextContent('Premium');
    expect(plan).toHaveTextContent('Yearly');
    expect(screen.getByTestId('plan-period')).toHaveTextContent('Renews on March 1, 2027.');
    expect(screen.queryByTestId('plan-free')).not.toBeInTheDocument();

    const row = await screen.findByTestId('invoice');
    expect(row).toHaveTextContent('Mar 1, 2026');
    expect(row).toHaveTextContent('$28.70');
    expect(row).toHaveTextContent('Paid');
    expect(within(row).getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', 'https://invoice.stripe.com/i/in_1');

    await userEvent.click(within(plan).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://billing.stripe.com/p/session/abc'));
  });

  it('says when a cancelled subscription ends, and warns about a failed payment', async () => {
    let state: SubscriptionState = { ...yearly, cancelAtPeriodEnd: true };
    const view = renderSubscription(() => state);
    expect(await screen.findByTestId('plan-period')).toHaveTextContent('Cancels on March 1, 2027: Premium stays until then.');
    view.unmount();

    state = { ...yearly, interval: 'month', status: 'past_due' };
    renderSubscription(() => state);
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText(/Update your card in Manage billing/)).toBeInTheDocument();
  });

  it('shows Premium granted by an administrator without billing management', async () => {
    renderSubscription(() => ({ plan: 'premium', interval: null, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false }));
    expect(await screen.findByTestId('plan-period')).toHaveTextContent('Premium granted by the administrator, with no end date.');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('thanks the user back from Stripe and asks for the plan again', async () => {
    let answered = 0;
    renderSubscription(
      () => {
        answered += 1;
        return answered === 1 ? free : { ...yearly, interval: 'month' };
      },
      [],
      '/subscription?checkout=success',
    );
    expect(screen.getByTestId('checkout-success')).toHaveTextContent('Thank you! Your payment went through.');
    await waitFor(() => expect(screen.getByTestId('current-plan')).toHaveTextContent('Premium'), { timeout: 4000 });
    expect(screen.getByTestId('plan-period')).toHaveTextContent('Renews on');
    expect(api.callsTo('GET /api/subscription').length).toBeGreaterThanOrEqual(2);
  });

  it('explains when billing management cannot open', async () => {
    api.use({ 'POST /api/billing/portal': () => failure(409, 'There is no billing account yet: subscribe to Premium first.', 'no_billing_account') });
    renderSubscription(() => yearly);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no billing account yet');
    expect(leaveApp).not.toHaveBeenCalled();
  });
});
