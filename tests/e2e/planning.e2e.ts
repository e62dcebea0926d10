import type { BrowserContext } from '@playwright/test';
import { addDays } from '../../src/domain/shared/dates';
import { appUrl } from './support/app-url';
import { browserToday } from './support/browser-today';
import { expect, phone, test } from './support/fixtures';
import { signInContext } from './support/session';
import { expectToast } from './support/toast';

async function post(context: BrowserContext, url: string, data: Record<string, unknown>): Promise<{ id: string }> {
  const response = await context.request.post(url, { data, headers: { Origin: appUrl() } });
  if (!response.ok()) throw new Error(`${url} failed with ${response.status()}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

test.describe('planning', () => {
  test('keeps one timer across two browsers: started on the laptop, seen and stopped on the phone', async ({ page: laptop, context, account, openPage }) => {
    await post(context, '/api/time/projects', { name: 'Acme redesign', color: '#22c55e', hourlyRate: '60', currency: 'USD' });
    await laptop.goto('/planning');

    const idle = laptop.getByTestId('timer-idle');
    await expect(idle).toBeVisible();
    await idle.getByLabel('What are you working on?').fill('Wireframes');
    await idle.getByRole('button', { name: 'Start' }).click();
    const running = laptop.getByTestId('timer-running');
    await expect(running.getByText('Acme redesign')).toBeVisible();

    const phoneView = await openPage({ viewport: phone });
    await signInContext(phoneView.context, appUrl(), account);
    await phoneView.page.goto('/');
    await phoneView.page.getByTestId('quick-add-button').click();
    await phoneView.page.getByTestId('quick-action-timeTracker').click();
    const drawer = phoneView.page.getByTestId('quick-action-drawer');
    const onPhone = drawer.getByTestId('timer-running');
    await expect(onPhone.getByText('Acme redesign')).toBeVisible();
    await expect(onPhone.getByText('Wireframes')).toBeVisible();
    await expect(onPhone.getByRole('timer')).toHaveText(/^0:00:\d\d$/);

    const stopped = phoneView.page.waitForResponse((response) => response.url().endsWith('/api/time/timer/stop'));
    await onPhone.getByRole('button', { name: 'Stop' }).click();
    expect((await stopped).status()).toBe(200);
    await expect(drawer.getByTestId('timer-idle')).toBeVisible();

    // The laptop learns of it from the server on its next look (here, a reload).
    await laptop.reload();
    await expect(laptop.getByTestId('timer-idle')).toBeVisible();
    await expect(laptop.getByTestId('entry-row').filter({ hasText: 'Acme redesign' })).toBeVisible();
  });

  test('adds funds to a goal from its card', async ({ signedInPage: page, context }) => {
    await page.goto('/financial-goals');
    const today = await browserToday(page);
    await post(context, '/api/financial-goals', { title: 'Vacation', targetAmount: '1500', targetDate: addDays(today, 200), category: 'vacation' });
    await page.reload();

    const card = page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: 'Vacation', exact: true }) });
    await card.getByRole('button', { name: 'Add funds to Vacation' }).click();
    const form = page.getByTestId('quick-action-drawer').getByTestId('add-funds-form');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Add funds' }).click();
    await expect(form.getByText('Amount is required')).toBeVisible();

    await form.getByLabel('Amount').fill('250');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/transactions') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add funds' }).click();
    expect((await saved).status()).toBe(201);
    await expectToast(page, 'Transaction added');
    await expect(card.getByTestId('goal-amounts').filter({ hasText: '$250.00' })).toBeVisible();
  });
});
