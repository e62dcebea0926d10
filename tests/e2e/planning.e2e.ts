import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { addDays, todayInZone } from '../../src/domain/dates';
import { openPage, phone } from './support/browser';
import { openSignedIn, signInContext } from './support/session';

async function post(context: BrowserContext, baseUrl: string, url: string, data: Record<string, unknown>): Promise<{ id: string }> {
  const response = await context.request.post(url, { data, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`${url} failed with ${response.status()}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

describe('planning', () => {
  it('keeps one timer across two browsers: started on the laptop, seen and stopped on the phone', async () => {
    const laptop = await openSignedIn({ path: '/planning' });
    await post(laptop.context, laptop.baseUrl, '/api/time/projects', { name: 'Acme redesign', color: '#22c55e', hourlyRate: '60', currency: 'USD' });
    await laptop.page.reload();

    const idle = laptop.page.getByTestId('timer-idle');
    await idle.waitFor();
    await idle.getByLabel('What are you working on?').fill('Wireframes');
    await idle.getByRole('button', { name: 'Start' }).click();
    const running = laptop.page.getByTestId('timer-running');
    await running.getByText('Acme redesign').waitFor();

    const phoneView = await openPage({ viewport: phone });
    await signInContext(phoneView.context, phoneView.baseUrl, laptop.account);
    await phoneView.page.goto('/');
    await phoneView.page.getByTestId('quick-add-button').click();
    await phoneView.page.getByTestId('quick-action-timeTracker').click();
    const drawer = phoneView.page.getByTestId('quick-action-drawer');
    const onPhone = drawer.getByTestId('timer-running');
    await onPhone.getByText('Acme redesign').waitFor();
    await onPhone.getByText('Wireframes').waitFor();
    expect(await onPhone.getByRole('timer').textContent()).toMatch(/^0:00:\d\d$/);

    const stopped = phoneView.page.waitForResponse((response) => response.url().endsWith('/api/time/timer/stop'));
    await onPhone.getByRole('button', { name: 'Stop' }).click();
    expect((await stopped).status()).toBe(200);
    await drawer.getByTestId('timer-idle').waitFor();

    // The laptop learns of it from the server on its next look (here, a reload).
    await laptop.page.reload();
    await laptop.page.getByTestId('timer-idle').waitFor();
    await laptop.page.getByTestId('entry-row').filter({ hasText: 'Acme redesign' }).waitFor();
  });

  it('adds funds to a goal from its card', async () => {
    const { page, context, baseUrl } = await openSignedIn({ path: '/financial-goals' });
    const today = todayInZone(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    await post(context, baseUrl, '/api/financial-goals', { title: 'Vacation', targetAmount: '1500', targetDate: addDays(today, 200), category: 'vacation' });
    await page.reload();

    const card = page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: 'Vacation', exact: true }) });
    await card.getByRole('button', { name: 'Add funds to Vacation' }).click();
    const form = page.getByTestId('quick-action-drawer').getByTestId('add-funds-form');
    await form.waitFor();
    await form.getByRole('button', { name: 'Add funds' }).click();
    await form.getByText('Amount is required').waitFor();

    await form.getByLabel('Amount').fill('250');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/transactions') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add funds' }).click();
    expect((await saved).status()).toBe(201);
    await page.locator('[data-slot="toast"]').filter({ hasText: 'Transaction added' }).first().waitFor();
    await card.getByTestId('goal-amounts').filter({ hasText: '$250.00' }).waitFor();
  });
});
