import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '@/features/billing/checkout-page';
import { leaveApp } from '@/lib/leave-app';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareSession } from '../../support/session';

vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

afterEach(() => vi.mocked(leaveApp).mockReset());

function renderCheckout(planId: string, path = `/checkout/${planId}`) {
  declareSession();
  return renderWithProviders(<CheckoutPage planId={planId} />, path);
}

describe('checkout', () => {
  it('sums up the yearly plan with its saving and sends the user to Stripe', async () => {
    api.use({ 'POST /api/checkout': { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } });
    renderCheckout('premium-yearly');
    const summary = screen.getByTestId('checkout-summary');
    expect(summary).toHaveTextContent('$28.70/year');
    expect(screen.getByTestId('yearly-saving')).toHaveTextContent('$2.39/month, billed yearly · you save $7.18 a year');

    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.callsTo('POST /api/checkout').map((call) => call.body)).toEqual([{ planId: 'premium-yearly' }]);
  });

  it('charges monthly for the monthly plan, and reads the older /checkout/premium links', async () => {
    api.use({ 'POST /api/checkout': { url: 'https://checkout.stripe.com/c/pay/cs_test_2' } });
    renderCheckout('premium', '/checkout/premium');
    expect(screen.getByTestId('checkout-summary')).toHaveTextContent('$2.99/month');
    expect(screen.queryByTestId('yearly-saving')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledOnce());
    expect(api.callsTo('POST /api/checkout')[0]?.body).toEqual({ planId: 'premium-monthly' });
  });

  it('says plainly when the server takes no payments and sends the person to the administrator, whose command is in README', async () => {
    api.use({
      'POST /api/checkout': () => failure(503, 'Payments are not set up on this server. Its administrator can grant Premium with the admin command.', 'payments_not_configured'),
    });
    renderCheckout('premium-monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const notice = await screen.findByTestId('payments-not-configured');
    expect(notice).toHaveTextContent('Payments are not available here');
    expect(notice).toHaveTextContent('Ask the administrator to give your account Premium.');
    expect(notice).not.toHaveTextContent('npm run admin');
    const readme = readFileSync(path.resolve(__dirname, '../../../../README.md'), 'utf8');
    expect(readme).toContain('npm run admin -- plan --email someone@example.com --plan premium');
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when the user already has Premium', async () => {
    api.use({
      'POST /api/checkout': () => failure(409, 'You already have Premium. Change or cancel it from Manage billing on the subscription page.', 'already_premium'),
    });
    renderCheckout('premium-monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Change or cancel it from Manage billing');
  });

  it('says the checkout was cancelled when Stripe sends the user back', () => {
    renderCheckout('premium-yearly', '/checkout/premium-yearly?checkout=cancelled');
    expect(screen.getByTestId('checkout-cancelled')).toHaveTextContent('Checkout was cancelled. You have not been charged.');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });
});
