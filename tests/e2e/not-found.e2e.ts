import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, waitForSidebarUser } from './support/session';

const quickLinks: { name: string; path: string }[] = [
  { name: 'Dashboard', path: '/' },
  { name: 'Money Tracking', path: '/money-tracking' },
  { name: 'AI Assistant', path: '/ai-assistant' },
  { name: 'Goals', path: '/financial-goals' },
];

function quickLinksNav(page: Page) {
  return page.getByRole('navigation', { name: 'Quick links' });
}

async function expectNotFound(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
}

describe('an unknown address while signed in', () => {
  it('shows the not-found page with a way back and quick links that lead to their screens', async () => {
    const { page, account } = await openSignedIn({ path: '/nope' });
    await expectNotFound(page);
    // Inside the app: the sidebar stays available.
    await waitForSidebarUser(page, account);
    const names = (await quickLinksNav(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(names).toEqual(quickLinks.map((link) => link.name));

    for (const link of quickLinks) {
      await page.goto('/nope');
      await expectNotFound(page);
      await quickLinksNav(page).getByRole('link', { name: link.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === link.path);
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    }
  });

  it('Back returns to the previous screen', async () => {
    const { page, account } = await openSignedIn({ path: '/money-tracking' });
    await waitForSidebarUser(page, account);
    await page.goto('/nope/deeper');
    await expectNotFound(page);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/money-tracking');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });
});
