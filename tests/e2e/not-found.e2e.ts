import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectSidebarUser } from './support/session';

const quickLinks: { name: string; path: string }[] = [
  { name: 'Dashboard', path: '/' },
  { name: 'Money Tracking', path: '/money-tracking' },
  { name: 'AI Assistant', path: '/ai-assistant' },
  { name: 'Goals', path: '/financial-goals' },
];

function quickLinksNav(page: Page) {
  return page.getByRole('navigation', { name: 'Quick links' });
}

const notFoundHeading = (page: Page) => page.getByRole('heading', { name: 'Page not found' });

test.describe('an unknown address while signed in', () => {
  test('shows the not-found page with a way back and quick links that lead to their screens', async ({ page, account }) => {
    await page.goto('/nope');
    await expect(notFoundHeading(page)).toBeVisible();
    // Inside the app: the sidebar stays available.
    await expectSidebarUser(page, account);
    await expect(quickLinksNav(page).getByRole('link')).toHaveText(quickLinks.map((link) => link.name));

    for (const link of quickLinks) {
      await page.goto('/nope');
      await expect(notFoundHeading(page)).toBeVisible();
      await quickLinksNav(page).getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === link.path);
      await expect(notFoundHeading(page)).toHaveCount(0);
    }
  });

  test('Back returns to the previous screen', async ({ page, account }) => {
    await page.goto('/money-tracking');
    await expectSidebarUser(page, account);
    await page.goto('/nope/deeper');
    await expect(notFoundHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/money-tracking');
    await expect(notFoundHeading(page)).toHaveCount(0);
  });
});
