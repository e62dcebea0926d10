import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, todayInZone } from '../../src/domain/dates';
import { phone } from './support/browser';
import { openSignedIn } from './support/session';

/** "Today" as the browser sees it, which is what the goal form checks dates against. */
async function browserToday(page: Page): Promise<string> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return todayInZone(zone);
}

function goalCard(page: Page, title: string): Locator {
  return page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function openCardMenu(page: Page, title: string): Promise<void> {
  await goalCard(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
}

async function toastWithTitle(page: Page, title: string): Promise<void> {
  await page.locator('[data-slot="toast"]').filter({ hasText: title }).first().waitFor();
}

describe('financial goals', () => {
  it('validates, creates, edits and archives a goal', async () => {
    const { page, context } = await openSignedIn({ path: '/financial-goals' });
    await page.getByText('No goals yet').waitFor();
    const today = await browserToday(page);

    await page.getByTestId('new-goal-button').click();
    const form = page.getByTestId('goal-form');
    await form.waitFor();
    // Defaults: docs/product/limits.md#defaults.
    expect(await form.getByLabel('Saved so far').inputValue()).toBe('0');
    expect(await form.getByRole('radio', { name: 'Medium' }).getAttribute('aria-checked')).toBe('true');

    // The messages of docs/product/validation.md#goal, before anything reaches the server.
    await form.getByLabel('Target amount').fill('5000');
    await form.getByLabel('Saved so far').fill('6000');
    await form.getByLabel('Target date').fill('2020-01-01');
    await form.getByRole('button', { name: 'Create goal' }).click();
    await form.getByText('Goal title is required').waitFor();
    await form.getByText('Target date must be in the future.').waitFor();
    await form.getByText('Current amount cannot exceed target amount.').waitFor();

    await form.getByLabel('Goal name').fill('Emergency fund');
    await form.getByLabel('Saved so far').fill('1200');
    await form.getByLabel('Target date').fill(addDays(today, 200));
    await form.getByTestId('goal-category-select').click();
    await page.getByRole('option', { name: 'Emergency fund' }).click();
    await form.getByRole('radio', { name: 'High' }).click();
    const created = page.waitForResponse((response) => response.url().endsWith('/api/financial-goals') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create goal' }).click();
    expect((await created).status()).toBe(201);
    await toastWithTitle(page, 'Goal created');
    await form.waitFor({ state: 'detached' });

    const card = goalCard(page, 'Emergency fund');
    await card.waitFor();
    expect(await card.getByTestId('goal-amounts').innerText()).toContain('$1,200.00 of $5,000.00');
    expect(await card.getByTestId('goal-state').innerText()).toBe('On track');
    expect(await card.getByTestId('goal-priority').innerText()).toBe('High priority');
    expect(await card.getByTestId('goal-percent').innerText()).toBe('24%');

    // Edit: the drawer opens seeded with the goal.
    await openCardMenu(page, 'Emergency fund');
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editForm = page.getByTestId('edit-goal-drawer').getByTestId('goal-form');
    await editForm.waitFor();
    expect(await editForm.getByLabel('Goal name').inputValue()).toBe('Emergency fund');
    await editForm.getByLabel('Goal name').fill('Rainy day fund');
    await editForm.getByLabel('Target amount').fill('6000');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await toastWithTitle(page, 'Goal updated');
    const edited = goalCard(page, 'Rainy day fund');
    await edited.waitFor();
    await expect.poll(() => edited.getByTestId('goal-amounts').innerText()).toContain('$1,200.00 of $6,000.00');

    // Archive: out of sight in the default view, listed under Archived.
    await openCardMenu(page, 'Rainy day fund');
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await toastWithTitle(page, 'Goal archived');
    await edited.waitFor({ state: 'detached' });
    await page.getByTestId('goal-status-archived').click();
    await goalCard(page, 'Rainy day fund').getByText('Archived').waitFor();

    const stored = await context.request.get('/api/financial-goals');
    const goals = (await stored.json()) as { title: string; status: string; targetAmount: string }[];
    expect(goals.map(({ title, status, targetAmount }) => ({ title, status, targetAmount }))).toEqual([
      { title: 'Rainy day fund', status: 'archived', targetAmount: '6000.00' },
    ]);
  });

  it('creates a goal from the phone add sheet and shows it on the dashboard', async () => {
    const { page } = await openSignedIn({ viewport: phone, path: '/' });
    const goals = page.getByTestId('dashboard-goals');
    await goals.getByText('No goals yet').waitFor();

    await page.getByTestId('quick-add-button').click();
    await page.getByTestId('quick-action-newGoal').click();
    const form = page.getByTestId('quick-action-drawer').getByTestId('goal-form');
    await form.waitFor();
    await form.getByLabel('Goal name').fill('Trip to Lisbon');
    await form.getByLabel('Target amount').fill('2400');
    await form.getByLabel('Saved so far').fill('600');
    await form.getByRole('button', { name: 'Create goal' }).click();
    await toastWithTitle(page, 'Goal created');
    await form.waitFor({ state: 'detached' });

    const entry = goals.getByTestId('dashboard-goal').filter({ hasText: 'Trip to Lisbon' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('25%');
    expect(await entry.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });
});
