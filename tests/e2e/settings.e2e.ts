import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, todayInZone } from '../../src/domain/dates';
import { navigateClientSide, waitForScreen } from './support/screens';
import { openSignedIn } from './support/session';

const tonga = 'Pacific/Tongatapu';

/** Refetches after a write and first loads of a screen can take a moment on a busy machine. */
const patience = { timeout: 15_000 };

/** Intl separates amount and symbol with a no-break space; compare texts with plain spaces. */
const text = async (locator: Locator) => (await locator.innerText()).replace(/[\u00a0\u202f]/g, ' ');

async function choose(page: Page, trigger: Locator, option: RegExp): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

/** Waits for a settings change to be saved and its toast to show. */
async function saved(page: Page, change: () => Promise<void>): Promise<void> {
  const response = page.waitForResponse((answer) => answer.url().endsWith('/api/settings') && answer.request().method() === 'PATCH');
  await change();
  expect((await response).status()).toBe(200);
}

describe('settings', () => {
  it('switches to euros, German numbers, long dates, a 24-hour clock and UTC+13, and the dashboard and transactions follow without a reload', async () => {
    const { page, context, baseUrl } = await openSignedIn();
    // Three days back is in the past in every zone on Earth.
    const rentDay = addDays(todayInZone('UTC'), -3);
    const created = await context.request.post('/api/transactions', {
      data: { amount: '1234.56', type: 'expense', category: 'rent', description: 'Rent', date: rentDay },
      headers: { Origin: baseUrl },
    });
    expect(created.status()).toBe(201);

    await page.reload();
    await waitForScreen(page, '/');
    const recent = page.getByTestId('recent-transaction').filter({ hasText: 'Rent' });
    await recent.waitFor(patience);
    expect(await text(recent)).toContain('-$1,234.56');
    const mediumDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${rentDay}T00:00:00Z`));
    expect(await text(recent)).toContain(mediumDate);

    await navigateClientSide(page, '/settings');
    // Money already recorded moves with the currency: keep its figures, only relabelled.
    await choose(page, page.getByTestId('settings-currency'), /^EUR/);
    const dialog = page.getByTestId('currency-change-dialog');
    await dialog.getByTestId('currency-change-relabel').check();
    const moved = page.waitForResponse((answer) => answer.url().endsWith('/api/settings/currency') && answer.request().method() === 'POST');
    await dialog.getByTestId('currency-change-confirm').click();
    expect((await moved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await saved(page, () => choose(page, page.getByTestId('settings-number-format'), /^de-DE/));
    await saved(page, () => choose(page, page.getByTestId('settings-date-format'), /^Long/));
    await saved(page, () => page.getByTestId('settings-time-format-24h').click());
    await page.getByTestId('settings-timezone').click();
    await page.getByTestId('timezone-search').fill('Tongatapu');
    await saved(page, () => page.getByTestId('timezone-search').press('Enter'));
    await expect.poll(() => text(page.getByTestId('settings-timezone'))).toContain('Pacific / Tongatapu');
    expect(await text(page.getByTestId('preview-amount'))).toBe('1.234,56 €');
    expect(await text(page.getByTestId('preview-time'))).toMatch(/^\d{2}:\d{2}$/);

    // The dashboard changes with no reload: German numbers, the relabelled rent in euros, long dates.
    await navigateClientSide(page, '/');
    const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${rentDay}T00:00:00Z`));
    await expect.poll(() => text(recent), patience).toContain('-1.234,56 €');
    expect(await text(recent)).toContain(longDate);
    await expect.poll(() => text(page.getByTestId('stat-monthly-expenses-value')), patience).toMatch(/^[\d.]+,\d{2} €$/);

    // Money tracking: the same row, and "today" is today in Tonga, not in the browser's UTC.
    await navigateClientSide(page, '/money-tracking');
    const row = page.getByTestId('transaction-row').filter({ hasText: 'Rent' });
    await row.waitFor(patience);
    expect(await text(row)).toContain('-1.234,56 €');
    expect(await text(row)).toContain(longDate);

    const tongaToday = todayInZone(tonga);
    await page.getByTestId('add-transaction-button').click();
    const form = page.getByTestId('transaction-form');
    await form.waitFor();
    expect(await form.getByLabel('Date').inputValue()).toBe(tongaToday);
    expect(await form.getByLabel('Date').getAttribute('max')).toBe(tongaToday);
    await form.getByLabel('Amount').fill('12,50');
    await choose(page, form.getByRole('combobox', { name: 'Category' }), /^Dining$/);
    await form.getByLabel('Description').fill('Coffee');
    const added = page.waitForResponse((answer) => answer.url().endsWith('/api/transactions') && answer.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add transaction' }).click();
    expect((await added).status()).toBe(201);
    await form.waitFor({ state: 'detached' });

    const coffee = page.getByTestId('transaction-row').filter({ hasText: 'Coffee' });
    await coffee.waitFor(patience);
    expect(await text(coffee)).toContain('-12,50 €');
    await page.getByTestId('transaction-list').getByRole('heading', { name: 'Today' }).waitFor();
    await context.close();
  });
});
