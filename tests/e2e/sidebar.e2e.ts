import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openSignedIn, waitForSidebarUser } from './support/session';

/** The sidebar panel's width in CSS pixels: 256 expanded (16rem), 48 collapsed to icons (3rem). */
async function sidebarWidth(page: Page): Promise<number> {
  const box = await page.locator('[data-slot="sidebar-inner"]').locator('..').boundingBox();
  if (!box) throw new Error('the sidebar is not on screen');
  return Math.round(box.width);
}

async function sidebarCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'sidebar_state')?.value;
}

function sidebarState(page: Page): Promise<string | null> {
  return page.locator('[data-slot="sidebar"]').getAttribute('data-state');
}

describe('sidebar', () => {
  it('collapses to icons with its button, stays collapsed after a reload, and expands again', async () => {
    const { page, context, account } = await openSignedIn();
    await waitForSidebarUser(page, account);
    expect(await sidebarState(page)).toBe('expanded');
    expect(await sidebarWidth(page)).toBe(256);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => sidebarState(page)).toBe('collapsed');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    expect(await sidebarCookie(context)).toBe('false');
    // The labels give way to icons; the user card's name is kept for screen readers only.
    expect(await page.getByTestId('dashboard').getByText('Dashboard').isVisible()).toBe(false);

    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    expect(await sidebarState(page)).toBe('collapsed');
    expect(await sidebarWidth(page)).toBe(48);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => sidebarState(page)).toBe('expanded');
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    expect(await sidebarCookie(context)).toBe('true');
    expect(await page.getByTestId('dashboard').getByText('Dashboard').isVisible()).toBe(true);
  });

  it('Ctrl+B toggles it, and the choice is kept in the sidebar_state cookie for 7 days', async () => {
    const { page, context, account } = await openSignedIn();
    await waitForSidebarUser(page, account);

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarState(page)).toBe('collapsed');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    // 604800 s from now, within a minute of slack for the test's own pace.
    const expected = Date.now() / 1000 + 604_800;
    expect(Math.abs((cookie?.expires ?? 0) - expected)).toBeLessThan(60);

    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    expect(await sidebarState(page)).toBe('collapsed');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarState(page)).toBe('expanded');
    expect(await sidebarCookie(context)).toBe('true');

    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    expect(await sidebarState(page)).toBe('expanded');
  });

  it('marks the current screen and moves between screens', async () => {
    const { page, account } = await openSignedIn();
    await waitForSidebarUser(page, account);
    expect(await page.getByTestId('dashboard').getAttribute('aria-current')).toBe('page');

    await page.getByTestId('money tracking').click();
    await page.waitForURL('**/money-tracking');
    await expect.poll(() => page.getByTestId('money tracking').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('dashboard').getAttribute('aria-current')).toBeNull();

    await page.getByTestId('settings-button').click();
    await page.waitForURL('**/settings');
    expect(await page.getByTestId('money tracking').getAttribute('aria-current')).toBeNull();
  });
});
