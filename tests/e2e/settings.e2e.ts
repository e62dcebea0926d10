import type { Locator, Page } from '@playwright/test';
import { addDays, todayInZone } from '../../src/domain/shared/dates';
import { appUrl } from './support/app-url';
import { expect, test } from './support/fixtures';
import { navigateClientSide, waitForScreen } from './support/screens';

const tonga = 'Pacific/Tongatapu';

// Intl puts a no-break space between amount and symbol; Playwright's text matching reads every
// kind of space as a plain one, so the expected texts are written with plain spaces.

async function choose(page: Page, trigger: Locator, option: RegExp): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

/** Makes a settings change and waits for the server to have saved it. */
async function saved(page: Page, change: () => Promise<void>): Promise<void> {
  const response = page.waitForResponse((answer) => answer.url().endsWith('/api/settings') && answer.request().method() === 'PATCH');
  await change();
  expect((await response).status()).toBe(200);
}

test.describe('settings', () => {
  test('switches to euros, German numbers, long dates, a 24-hour clock and UTC+13, and the dashboard and transactions follow without a reload', async ({
    signedInPage: page,
    context,
  }) => {
    // Three days back is in the past in every zone on Earth.
    const rentDay = addDays(todayInZone('UTC'), -3);
    const created = await context.request.post('/api/transactions', {
      data: { amount: '1234.56', type: 'expense', category: 'rent', description: 'Rent', date: rentDay },
      headers: { Origin: appUrl() },
    });
    expect(created.status()).toBe(201);

    await page.goto('/');
    await waitForScreen(page, '/');
    const recent = page.getByTestId('recent-transaction').filter({ hasText: 'Rent' });
    await expect(recent).toContainText('-$1,234.56');
    const mediumDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${rentDay}T00:00:00Z`));
    await expect(recent).toContainText(mediumDate);

    await navigateClientSide(page, '/settings');
    // Money already recorded moves with the currency: keep its figures, only relabelled.
    await choose(page, page.getByTestId('settings-currency'), /^EUR/);
    const dialog = page.getByTestId('currency-change-dialog');
    await dialog.getByTestId('currency-change-relabel').check();
    const moved = page.waitForResponse((answer) => answer.url().endsWith('/api/settings/currency') && answer.request().method() === 'POST');
    await dialog.getByTestId('currency-change-confirm').click();
    expect((await moved).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await saved(page, () => choose(page, page.getByTestId('settings-number-format'), /^de-DE/));
    await saved(page, () => choose(page, page.getByTestId('settings-date-format'), /^Long/));
    await saved(page, () => page.getByTestId('settings-time-format-24h').click());
    await page.getByTestId('settings-timezone').click();
    await page.getByTestId('timezone-search').fill('Tongatapu');
    await saved(page, () => page.getByTestId('timezone-search').press('Enter'));
    await expect(page.getByTestId('settings-timezone')).toContainText('Pacific / Tongatapu');
    await expect(page.getByTestId('preview-amount')).toHaveText('1.234,56 €');
    await expect(page.getByTestId('preview-time')).toHaveText(/^\d{2}:\d{2}$/);

    // The dashboard changes with no reload: German numbers, the relabelled rent in euros, long dates.
    await navigateClientSide(page, '/');
    const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${rentDay}T00:00:00Z`));
    await expect(recent).toContainText('-1.234,56 €');
    await expect(recent).toContainText(longDate);
    await expect(page.getByTestId('stat-monthly-expenses-value')).toHaveText(/^[\d.]+,\d{2}[ \u00a0\u202f]€$/);

    // Money tracking: the same row, and "today" is today in Tonga, not in the browser's UTC.
    await navigateClientSide(page, '/money-tracking');
    const row = page.getByTestId('transaction-row').filter({ hasText: 'Rent' });
    await expect(row).toContainText('-1.234,56 €');
    await expect(row).toContainText(longDate);

    const tongaToday = todayInZone(tonga);
    await page.getByTestId('add-transaction-button').click();
    const form = page.getByTestId('transaction-form');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Date')).toHaveValue(tongaToday);
    await expect(form.getByLabel('Date')).toHaveAttribute('max', tongaToday);
    await form.getByLabel('Amount').fill('12,50');
    await choose(page, form.getByRole('combobox', { name: 'Category' }), /^Dining$/);
    await form.getByLabel('Description').fill('Coffee');
    const added = page.waitForResponse((answer) => answer.url().endsWith('/api/transactions') && answer.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add transaction' }).click();
    expect((await added).status()).toBe(201);
    await expect(form).toHaveCount(0);

    const coffee = page.getByTestId('transaction-row').filter({ hasText: 'Coffee' });
    await expect(coffee).toContainText('-12,50 €');
    await expect(page.getByTestId('transaction-list').getByRole('heading', { name: 'Today' })).toBeVisible();
  });
});
