import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/app-url';
import { expectSidebarUser } from './support/session';

/** The sidebar panel, whose width is 256 px expanded (16rem) and 48 px collapsed to icons (3rem). */
const panel = (page: Page) => page.locator('[data-slot="sidebar-inner"]').locator('..');
const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');

async function sidebarCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'sidebar_state')?.value;
}

/** The hint shown while the pointer rests on an entry: its box, and the entry's. */
async function hintBeside(page: Page, testId: string) {
  const entry = page.getByTestId(testId);
  await entry.hover();
  const hint = page.getByRole('tooltip');
  await expect(hint).toBeVisible();
  await expect(entry).toHaveAccessibleDescription(/./);
  return { hint, entryBox: (await entry.boundingBox())!, hintBox: (await hint.boundingBox())! };
}

test.describe('sidebar', () => {
  test('a collapsed entry names itself beside the rail on hover, on the inner side in Arabic too', async ({ page, context, account }) => {
    await page.goto('/');
    await expectSidebarUser(page, account);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

    const english = await hintBeside(page, 'dashboard');
    await expect(english.hint).toContainText('Dashboard');
    expect(english.hintBox.x).toBeGreaterThanOrEqual(english.entryBox.x + english.entryBox.width);
    // Centred on the entry.
    expect(Math.abs(english.hintBox.y + english.hintBox.height / 2 - (english.entryBox.y + english.entryBox.height / 2))).toBeLessThan(2);
    await page.mouse.move(600, 400);
    await expect(english.hint).toBeHidden();

    await context.request.patch('/api/settings', { data: { language: 'ar' }, headers: { Origin: appUrl() } });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    const arabic = await hintBeside(page, 'dashboard');
    expect(arabic.hintBox.x + arabic.hintBox.width).toBeLessThanOrEqual(arabic.entryBox.x);
    await page.keyboard.press('Escape');
    await expect(arabic.hint).toBeHidden();
  });

  test('collapses to icons with its button, stays collapsed after a reload, and expands again', async ({ page, context, account }) => {
    await page.goto('/');
    await expectSidebarUser(page, account);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect(panel(page)).toHaveCSS('width', '256px');

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(panel(page)).toHaveCSS('width', '48px');
    expect(await sidebarCookie(context)).toBe('false');
    // The labels give way to icons; the user card's name is kept for screen readers only.
    await expect(page.getByTestId('dashboard').getByText('Dashboard')).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(panel(page)).toHaveCSS('width', '48px');

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect(panel(page)).toHaveCSS('width', '256px');
    expect(await sidebarCookie(context)).toBe('true');
    await expect(page.getByTestId('dashboard').getByText('Dashboard')).toBeVisible();
  });

  test('Ctrl+B toggles it, and the choice is kept in the sidebar_state cookie for 7 days', async ({ page, context, account }) => {
    await page.goto('/');
    await expectSidebarUser(page, account);

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    // 604800 s from now, within a minute of slack for the test's own pace.
    const expected = Date.now() / 1000 + 604_800;
    expect(Math.abs((cookie?.expires ?? 0) - expected)).toBeLessThan(60);

    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    expect(await sidebarCookie(context)).toBe('true');

    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  });

  test('marks the current screen and moves between screens', async ({ page, account }) => {
    await page.goto('/');
    await expectSidebarUser(page, account);
    await expect(page.getByTestId('dashboard')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('money tracking').click();
    await expect(page).toHaveURL(/\/money-tracking$/);
    await expect(page.getByTestId('money tracking')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('dashboard')).not.toHaveAttribute('aria-current');

    await page.getByTestId('settings-button').click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('money tracking')).not.toHaveAttribute('aria-current');
  });
});
