import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/app-url';
import { expectSidebarUser, signInContext } from './support/session';

/** The page's root element, which carries the `dark` class while the dark theme is on. */
const root = (page: Page) => page.locator('html');
const dark = /(^|\s)dark(\s|$)/;

const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('tandem-theme'));

test.describe('theme', () => {
  test('the sidebar toggle switches to dark, which survives a reload and follows the account to a new browser', async ({ page, account, openPage }) => {
    await page.goto('/');
    await expectSidebarUser(page, account);
    await expect(root(page)).not.toHaveClass(dark);

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user-preferences') && response.request().method() === 'PATCH');
    await page.getByTestId('theme-toggle').click();
    await expect(root(page)).toHaveClass(dark);
    expect(await storedTheme(page)).toBe('dark');
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', 'Switch to light mode');
    expect((await saved).ok()).toBe(true);
    const preferences = (await (await page.request.get('/api/user-preferences')).json()) as { theme: string };
    expect(preferences.theme).toBe('dark');

    await page.reload();
    await expectSidebarUser(page, account);
    await expect(root(page)).toHaveClass(dark);

    // A browser that has never seen this user (light system setting, nothing stored) adopts the saved preference.
    const fresh = await openPage({ colorScheme: 'light' });
    await signInContext(fresh.context, appUrl(), account);
    await fresh.page.goto('/');
    await expectSidebarUser(fresh.page, account);
    await expect(root(fresh.page)).toHaveClass(dark);
    expect(await storedTheme(fresh.page)).toBe('dark');

    // And back to light.
    await fresh.page.getByTestId('theme-toggle').click();
    await expect(root(fresh.page)).not.toHaveClass(dark);
    expect(await storedTheme(fresh.page)).toBe('light');
  });

  test.describe('with a dark operating system', () => {
    test.use({ colorScheme: 'dark' });

    test('the header menu offers light, dark and system, and system follows the operating system', async ({ page, account }) => {
      await page.goto('/');
      await expectSidebarUser(page, account);
      // Nothing chosen yet: the account says "system" and the operating system is dark.
      await expect(root(page)).toHaveClass(dark);

      await page.getByTestId('theme-menu').click();
      const menu = page.getByRole('menu');
      for (const name of ['Light', 'Dark', 'System']) await expect(menu.getByRole('menuitemradio', { name })).toBeVisible();
      await menu.getByRole('menuitemradio', { name: 'Light' }).click();
      await expect(root(page)).not.toHaveClass(dark);
      await expect(menu).toHaveCount(0);

      await page.getByTestId('theme-menu').click();
      await menu.getByRole('menuitemradio', { name: 'System' }).click();
      await expect(root(page)).toHaveClass(dark);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(root(page)).not.toHaveClass(dark);
      expect(await storedTheme(page)).toBe('system');
    });
  });
});
