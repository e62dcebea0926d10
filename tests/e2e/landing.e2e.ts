import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';

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
