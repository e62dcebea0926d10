import type { Page } from '@playwright/test';
import { appUrl } from './support/app-url';
import { browserToday } from './support/browser-today';
import { expect, phone, test } from './support/fixtures';
import { expectToast } from './support/toast';

async function createRent(page: Page, startsOn: string): Promise<void> {
  const response = await page.context().request.post('/api/recurring', {
    data: { type: 'expense', category: 'rent', amount: '900', description: 'Flat rent', rule: 'FREQ=WEEKLY', startsOn, weekend: 'none' },
    headers: { Origin: appUrl() },
  });
  expect(response.status()).toBe(201);
}

async function payRent(page: Page): Promise<void> {
  await page.goto('/');
  await createRent(page, await browserToday(page));
  await page.goto('/money-tracking');
  await page.getByRole('tab', { name: 'Recurring' }).click();
  const upcoming = page.getByTestId('recurring-upcoming');
  await expect(upcoming.getByTestId('occurrence-row').first()).toContainText('Flat rent');
  await expect(page.getByTestId('recurring-schedules')).toContainText('Every week on');
  await upcoming.getByRole('button', { name: 'Mark paid' }).first().click();
  await expectToast(page, 'Marked paid and recorded');
  await expect(page.getByTestId('recurring-paid')).toContainText('Paid');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByTestId('transaction-row').first()).toContainText('Flat rent');
}

test.describe('recurring transactions', () => {
  test('a bill due today is marked paid from the Recurring tab and recorded once', async ({ signedInPage: page }) => {
    await payRent(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });
    test('the Recurring tab fits and works', async ({ signedInPage: page }) => {
      await payRent(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(phone.width);
    });
  });
});
