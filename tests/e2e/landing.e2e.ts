import type { Page } from '@playwright/test';
import { appUrl } from './support/app-url';
import { expect, test, type PageOptions } from './support/fixtures';
import { expectSidebarUser, newAccount, registerInContext } from './support/session';

async function expectLanding(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /Plan your money/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get started free' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeVisible();
}

test.describe('signed-out visitors', () => {
  for (const path of ['/', '/money-tracking', '/some/deep/path']) {
    test(`see the landing page at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectLanding(page);
      // The address stays as typed: the landing page stands in for the screen, it does not redirect.
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByTestId('user-name')).toHaveCount(0);
    });
  }

  test('can compare monthly and yearly prices, the yearly one saving 20%', async ({ page }) => {
    await page.goto('/');
    const billing = page.getByRole('radiogroup', { name: 'Billing period' });
    const premium = page.getByTestId('plan-premium');
    await premium.scrollIntoViewIfNeeded();

    await expect(premium.getByText('$2.99')).toBeVisible();
    await expect(premium.getByText('/month', { exact: true })).toBeVisible();
    await expect(premium.getByText('Save 20%')).toHaveCount(0);

    await billing.getByRole('radio', { name: /Yearly/ }).click();
    // 12 × $2.99 = $35.88, less 20% is $28.70.
    await expect(premium.getByText('$28.70')).toBeVisible();
    await expect(premium.getByText('/year', { exact: true })).toBeVisible();
    await expect(premium.getByText('Save 20%')).toBeVisible();
    await expect(premium.getByText('$35.88')).toBeVisible();

    await billing.getByRole('radio', { name: /Monthly/ }).click();
    await expect(premium.getByText('$2.99')).toBeVisible();
    await expect(premium.getByText('$28.70')).toHaveCount(0);
    await expect(billing.getByRole('radio', { name: /Monthly/ })).toHaveAttribute('aria-checked', 'true');
  });

  test('opens a public shared calendar link without the landing page', async ({ page }) => {
    await page.goto('/shared/calendar/abc');
    // Whatever the calendar shows for an unknown token, it settles on its own page, not on the pitch.
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(/Plan your money/);
    await expect(page.getByRole('button', { name: 'Get started free' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toHaveCount(0);
  });

  test('shows not-found for any other public /shared/ path', async ({ page }) => {
    await page.goto('/shared/elsewhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get started free' })).toHaveCount(0);
  });
});

/** Every console error and uncaught exception on the page, and every session lookup it made. */
function watch(page: Page): { errors: string[]; sessionLookups: number } {
  const seen = { errors: [] as string[], sessionLookups: 0 };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') seen.sessionLookups += 1;
  });
  return seen;
}

async function openLanding(page: Page, storedLanguage?: string) {
  // A choice made in the language menu: the language plus the mark that says it was chosen.
  if (storedLanguage) {
    await page.context().addInitScript((language) => {
      localStorage.setItem('tandem-language', language);
      localStorage.setItem('tandem-language-chosen', '1');
    }, storedLanguage);
  }
  const seen = watch(page);
  const response = await page.goto('/');
  // A device whose choice predates the language cookie is sent on to its language's page, and
  // the first answer's body is gone with it.
  const html = (await response?.text().catch(() => '')) ?? '';
  return { seen, html };
}

test.describe('the prerendered landing page', () => {
  test('arrives as HTML with the hero and prices, then comes alive without errors or a session lookup', async ({ page }) => {
    const { seen, html } = await openLanding(page);
    expect(html).toContain('data-prerendered="landing"');
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).toContain('Plan your money, alone or together.');
    expect(text).toContain('$2.99');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    const premium = page.getByTestId('plan-premium');
    await page
      .getByRole('radiogroup', { name: 'Billing period' })
      .getByRole('radio', { name: /Yearly/ })
      .click();
    await expect(premium.getByText('$28.70')).toBeVisible();
    await page.getByRole('button', { name: 'Get started free' }).first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(seen.errors).toEqual([]);
    // The server sends this page only without a session cookie, so nobody needs to ask who is signed in.
    expect(seen.sessionLookups).toBe(0);
  });

  test.describe('to a visitor whose system is dark', () => {
    test.use({ colorScheme: 'dark' });

    test('keeps a dark-theme visitor dark from the first paint, without errors', async ({ page }) => {
      const { seen } = await openLanding(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
      expect(seen.errors).toEqual([]);
    });
  });

  const arabicVisitors: { who: string; options: PageOptions; stored?: string }[] = [
    { who: 'whose browser asks for Arabic', options: { locale: 'ar-SA' } },
    { who: 'who chose Arabic on this device', options: {}, stored: 'ar' },
  ];
  for (const { who, options, stored } of arabicVisitors) {
    test(`shows a visitor ${who} the page in Arabic, right to left, without errors`, async ({ openPage }) => {
      const { page } = await openPage(options);
      const { seen } = await openLanding(page, stored);
      await expect(page.getByRole('heading', { level: 1, name: /خطّط لأموالك/ })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: /Plan your money/ })).toHaveCount(0);
      expect(seen.errors).toEqual([]);
      expect(seen.sessionLookups).toBe(0);
    });
  }

  test('is not what a signed-in user gets at /: the app shell leads straight to the dashboard', async ({ page, context }) => {
    const account = newAccount('landing');
    await registerInContext(context, appUrl(), account);
    const response = await page.goto('/');
    expect(await response?.text()).not.toContain('data-prerendered');
    await expectSidebarUser(page, account);
  });

  test('is not sent for deep links, which get the app shell', async ({ page }) => {
    const response = await page.goto('/dashboard');
    expect(await response?.text()).not.toContain('data-prerendered');
    await expectLanding(page);
  });
});
