import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { openSignedIn, signInContext, waitForSidebarUser } from './support/session';

function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

describe('theme', () => {
  it('the sidebar toggle switches to dark, which survives a reload and follows the account to a new browser', async () => {
    const { page, account, baseUrl } = await openSignedIn();
    await waitForSidebarUser(page, account);
    expect(await isDark(page)).toBe(false);

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user-preferences') && response.request().method() === 'PATCH');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('tandem-theme'))).toBe('dark');
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('Switch to light mode');
    expect((await saved).ok()).toBe(true);
    const preferences = (await (await page.request.get('/api/user-preferences')).json()) as { theme: string };
    expect(preferences.theme).toBe('dark');

    await page.reload();
    await waitForSidebarUser(page, account);
    expect(await isDark(page)).toBe(true);

    // A browser that has never seen this user (light system setting, nothing stored) adopts the saved preference.
    const fresh = await openPage({ colorScheme: 'light' });
    await signInContext(fresh.context, baseUrl, account);
    await fresh.page.goto('/');
    await waitForSidebarUser(fresh.page, account);
    await expect.poll(() => isDark(fresh.page), { timeout: 10_000 }).toBe(true);
    expect(await fresh.page.evaluate(() => localStorage.getItem('tandem-theme'))).toBe('dark');

    // And back to light.
    await fresh.page.getByTestId('theme-toggle').click();
    await expect.poll(() => isDark(fresh.page)).toBe(false);
    expect(await fresh.page.evaluate(() => localStorage.getItem('tandem-theme'))).toBe('light');
  });

  it('the header menu offers light, dark and system, and system follows the operating system', async () => {
    const { page, account } = await openSignedIn({ colorScheme: 'dark' });
    await waitForSidebarUser(page, account);
    // Nothing chosen yet: the account says "system" and the operating system is dark.
    await expect.poll(() => isDark(page)).toBe(true);

    await page.getByTestId('theme-menu').click();
    const menu = page.getByRole('menu');
    for (const name of ['Light', 'Dark', 'System']) await menu.getByRole('menuitemradio', { name }).waitFor();
    await menu.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await menu.waitFor({ state: 'detached' });

    await page.getByTestId('theme-menu').click();
    await menu.getByRole('menuitemradio', { name: 'System' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('tandem-theme'))).toBe('system');
  });
});
