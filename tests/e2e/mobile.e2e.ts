import type { Page } from '@playwright/test';
import { expect, phone, test } from './support/fixtures';

test.use({ viewport: phone });

function tabs(page: Page) {
  return page.getByRole('navigation', { name: 'Sections' });
}

async function openOnPhone(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(tabs(page)).toBeVisible();
}

test.describe('on a phone', () => {
  test('shows the bottom tab bar instead of the sidebar, and tapping a tab navigates and lights it', async ({ signedInPage: page }) => {
    await openOnPhone(page);
    const bar = tabs(page);
    await expect(bar.getByRole('link')).toHaveText(['Home', 'AI', 'Insights', 'Calendar', 'Premium']);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    // The tab bar sits at the bottom of the screen.
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(phone.height);

    // No sidebar on screen: its items and user card are not shown until the menu is opened.
    await expect(page.getByTestId('dashboard')).toBeHidden();
    await expect(page.getByTestId('user-name')).toBeHidden();

    await bar.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(bar.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await bar.getByRole('link', { name: 'Premium' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(bar.getByRole('link', { name: 'Premium' })).toHaveAttribute('aria-current', 'page');
  });

  test("the header's initials open a menu with the user's name, e-mail, settings and subscription", async ({ page, account }) => {
    await openOnPhone(page);
    const trigger = page.getByRole('button', { name: 'Account menu' });
    await expect(trigger).toHaveText('ML');

    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(menu).toHaveCount(0);

    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Premium Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);

    await page.getByRole('link', { name: 'Tandem' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('the add button opens a sheet with the quick actions, each opening its own drawer', async ({ signedInPage: page }) => {
    await openOnPhone(page);
    await page.getByRole('button', { name: 'Quick add' }).click();
    const sheet = page.getByRole('dialog', { name: 'Quick add' });
    await expect(sheet).toBeVisible();
    // The dashboard's three come first; adding funds and the time tracker follow (planning).
    const names = ['New goal', 'Add transaction', 'Schedule event', 'Add funds', 'Time tracker'];
    await expect(sheet.getByRole('button')).toHaveCount(names.length);
    const firstLines = (await sheet.getByRole('button').allInnerTexts()).map((text) => text.split('\n')[0]?.trim());
    expect(firstLines).toEqual(names);

    await sheet.getByRole('button', { name: /^Add transaction/ }).click();
    await expect(page.getByRole('dialog', { name: 'Add transaction' })).toBeVisible();
    await expect(sheet).toHaveCount(0);
  });

  test('has no add button on the calendar', async ({ signedInPage: page }) => {
    await openOnPhone(page, '/calendar');
    await expect(tabs(page).getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Quick add' })).toHaveCount(0);

    // And it comes back on the next screen.
    await tabs(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('button', { name: 'Quick add' })).toBeVisible();
  });

  test('the menu button opens the navigation as a drawer', async ({ signedInPage: page }) => {
    await openOnPhone(page);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('money tracking').click();
    await expect(page).toHaveURL(/\/money-tracking$/);
    await expect(drawer).toHaveCount(0);
  });
});
