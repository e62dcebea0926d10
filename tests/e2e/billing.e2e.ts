import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { openSignedIn } from './support/session';

describe('plans and referrals', () => {
  it('says plainly that payments are not available on a server without Stripe, and whom to ask', async () => {
    const { page } = await openSignedIn({ path: '/checkout/premium-yearly' });
    await page.getByTestId('checkout-summary').waitFor();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/checkout') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    expect((await answer).status()).toBe(503);
    await page.getByText('Payments are not available here').waitFor();
    expect(await page.getByText(/npm run admin/).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/checkout/premium-yearly');
  });

  it('opens sign-up with the code of a referral link filled in', async () => {
    const { page } = await openPage();
    await page.goto('/?ref=tandem4821');
    const field = page.getByTestId('sign-up-referral-code');
    await field.waitFor();
    expect(await field.inputValue()).toBe('TANDEM4821');
  });
});
