import { expect, test } from './support/fixtures';

test.describe('plans and referrals', () => {
  test('says plainly that payments are not available on a server without Stripe, and whom to ask', async ({ signedInPage: page }) => {
    await page.goto('/checkout/premium-yearly');
    await expect(page.getByTestId('checkout-summary')).toBeVisible();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/checkout') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    expect((await answer).status()).toBe(503);
    await expect(page.getByText('Payments are not available here')).toBeVisible();
    await expect(page.getByText(/npm run admin/)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/premium-yearly');
  });

  test('opens sign-up with the code of a referral link filled in', async ({ page }) => {
    await page.goto('/?ref=tandem4821');
    await expect(page.getByTestId('sign-up-referral-code')).toHaveValue('TANDEM4821');
  });
});
