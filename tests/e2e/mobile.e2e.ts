import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phone } from './support/browser';
import { openSignedIn, type Account } from './support/session';

async function openOnPhone(path = '/'): Promise<{ page: Page; account: Account }> {
  const { page, account } = await openSignedIn({ viewport: phone, path });
  await page.getByRole('navigation', { name: 'Sections' }).waitFor();
  return { page, account };
}

function tabs(page: Page) {
  return page.getByRole('navigation', { name: 'Sections' });
}

describe('on a phone', () => {
  it('shows the bottom tab bar instead of the sidebar, and tapping a tab navigates and lights it', async () => {
    const { page } = await openOnPhone();
    const bar = tabs(page);
    const labels = await bar.getByRole('link').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(['Home', 'AI', 'Insights', 'Calendar', 'Premium']);
    expect(await bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    // The tab bar sits at the bottom of the screen.
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(phone.height);

    // No sidebar on screen: its items and user card are not shown until the menu is opened.
    expect(await page.getByTestId('dashboard').isVisible()).toBe(false);
    expect(await page.getByTestId('user-name').isVisible()).toBe(false);

    await bar.getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL('**/calendar');
    await expect.poll(() => bar.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    await bar.getByRole('link', { name: 'Premium' }).click();
    await page.waitForURL('**/subscription');
    await expect.poll(() => bar.getByRole('link', { name: 'Premium' }).getAttribute('aria-current')).toBe('page');
  });

  it("the header's initials open a menu with the user's name, e-mail, settings and subscription", async () => {
    const { page, account } = await openOnPhone();
    const trigger = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => trigger.innerText()).toBe('ML');

    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await menu.getByText(`${account.firstName} ${account.lastName}`).waitFor();
    await menu.getByText(account.email).waitFor();
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await menu.waitFor({ state: 'detached' });

    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Premium Subscription' }).click();
    await page.waitForURL('**/subscription');

    await page.getByRole('link', { name: 'Tandem' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the add button opens a sheet with the quick actions, each opening its own drawer', async () => {
    const { page } = await openOnPhone();
    await page.getByRole('button', { name: 'Quick add' }).click();
    const sheet = page.getByRole('dialog', { name: 'Quick add' });
    await sheet.waitFor();
    const actions = sheet.getByRole('button');
    const names = (await actions.allInnerTexts()).map((text) => text.split('\n')[0]?.trim());
    // The three of docs/product/screens.md#phone-layout come first; adding funds and the time tracker follow (planning).
    expect(names).toEqual(['New goal', 'Add transaction', 'Schedule event', 'Add funds', 'Time tracker']);

    await sheet.getByRole('button', { name: /^Add transaction/ }).click();
    await page.getByRole('dialog', { name: 'Add transaction' }).waitFor();
    await sheet.waitFor({ state: 'detached' });
  });

  it('has no add button on the calendar', async () => {
    const { page } = await openOnPhone('/calendar');
    await expect.poll(() => tabs(page).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Quick add' }).count()).toBe(0);

    // And it comes back on the next screen.
    await tabs(page).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Quick add' }).waitFor();
  });

  it('the menu button opens the navigation as a drawer', async () => {
    const { page } = await openOnPhone();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.waitFor();
    await drawer.getByTestId('money tracking').click();
    await page.waitForURL('**/money-tracking');
    await drawer.waitFor({ state: 'detached' });
  });
});
