import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type PageOptions } from './support/browser';
import { newAccount, registerInContext, waitForSidebarUser } from './support/session';

async function expectLanding(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: /Plan your money/ }).waitFor();
  await page.getByRole('button', { name: 'Get started free' }).waitFor();
  await page.getByRole('heading', { name: 'Simple, honest pricing' }).waitFor();
}

describe('signed-out visitors', () => {
  it.each(['/', '/money-tracking', '/some/deep/path'])('see the landing page at %s', async (path) => {
    const { page } = await openPage();
    await page.goto(path);
    await expectLanding(page);
    // The address stays as typed: the landing page stands in for the screen, it does not redirect.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByTestId('user-name').count()).toBe(0);
  });

  it('can compare monthly and yearly prices, the yearly one saving 20%', async () => {
    const { page } = await openPage();
    await page.goto('/');
    const billing = page.getByRole('radiogroup', { name: 'Billing period' });
    const premium = page.getByTestId('plan-premium');
    await premium.scrollIntoViewIfNeeded();

    await premium.getByText('$2.99').waitFor();
    expect(await premium.getByText('/month', { exact: true }).isVisible()).toBe(true);
    expect(await premium.getByText('Save 20%').count()).toBe(0);

    await billing.getByRole('radio', { name: /Yearly/ }).click();
    // 12 × $2.99 = $35.88, less 20% is $28.70.
    await premium.getByText('$28.70').waitFor();
    expect(await premium.getByText('/year', { exact: true }).isVisible()).toBe(true);
    expect(await premium.getByText('Save 20%').isVisible()).toBe(true);
    expect(await premium.getByText('$35.88').isVisible()).toBe(true);

    await billing.getByRole('radio', { name: /Monthly/ }).click();
    await premium.getByText('$2.99').waitFor();
    expect(await premium.getByText('$28.70').count()).toBe(0);
    expect(await billing.getByRole('radio', { name: /Monthly/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('opens a public shared calendar link without the landing page', async () => {
    const { page } = await openPage();
    await page.goto('/shared/calendar/abc');
    // Whatever the calendar shows for an unknown token, it settles on its own page, not on the pitch.
    const heading = page.getByRole('heading', { level: 1 });
    await heading.first().waitFor();
    expect(await heading.first().innerText()).not.toMatch(/Plan your money/);
    expect(await page.getByRole('button', { name: 'Get started free' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Simple, honest pricing' }).count()).toBe(0);
  });

  it('shows not-found for any other public /shared/ path', async () => {
    const { page } = await openPage();
    await page.goto('/shared/elsewhere');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Get started free' }).count()).toBe(0);
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

async function openLanding(options: PageOptions = {}, storedLanguage?: string) {
  const { page, context } = await openPage(options);
  // A choice made in the language menu: the language plus the mark that says it was chosen.
  if (storedLanguage) {
    await context.addInitScript((language) => {
      localStorage.setItem('tandem-language', language);
      localStorage.setItem('tandem-language-chosen', '1');
    }, storedLanguage);
  }
  const seen = watch(page);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  return { page, seen, html };
}

describe('the prerendered landing page', () => {
  it('arrives as HTML with the hero and prices, then hydrates without errors or a session lookup', async () => {
    const { page, seen, html } = await openLanding();
    expect(html).toContain('data-prerendered="landing"');
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).toContain('Plan your money, alone or together.');
    expect(text).toContain('$2.99');
    // The theme switch exists only once the page is live, so it marks the end of hydration.
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    const premium = page.getByTestId('plan-premium');
    await page.getByRole('radiogroup', { name: 'Billing period' }).getByRole('radio', { name: /Yearly/ }).click();
    await premium.getByText('$28.70').waitFor();
    await page.getByRole('button', { name: 'Get started free' }).first().click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(seen.errors).toEqual([]);
    // The server sends this page only without a session cookie, so nobody needs to ask who is signed in.
    expect(seen.sessionLookups).toBe(0);
  });

  it('keeps a dark-theme visitor dark from the first paint, without errors', async () => {
    const { page, seen } = await openLanding({ colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(seen.errors).toEqual([]);
  });

  it.each([
    ['whose browser asks for Arabic', { locale: 'ar-SA' }, undefined],
    ['who chose Arabic on this device', {}, 'ar'],
  ] as const)('shows a visitor %s the page in Arabic, right to left, without errors', async (_, options, stored) => {
    const { page, seen } = await openLanding(options, stored);
    await page.getByRole('heading', { level: 1, name: /خطّط لأموالك/ }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.getByRole('heading', { level: 1, name: /Plan your money/ }).count()).toBe(0);
    expect(seen.errors).toEqual([]);
    expect(seen.sessionLookups).toBe(0);
  });

  it('is not what a signed-in user gets at /: the app shell leads straight to the dashboard', async () => {
    const { page, context, baseUrl } = await openPage();
    const account = newAccount('landing');
    await registerInContext(context, baseUrl, account);
    const response = await page.goto('/');
    expect(await response?.text()).not.toContain('data-prerendered');
    await waitForSidebarUser(page, account);
  });

  it('is not sent for deep links, which get the app shell', async () => {
    const { page } = await openPage();
    const response = await page.goto('/dashboard');
    expect(await response?.text()).not.toContain('data-prerendered');
    await expectLanding(page);
  });
});
