import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../src/domain/shared/dates';
import { browserToday } from './support/browser-today';
import { expect, phone, test } from './support/fixtures';
import { expectToast } from './support/toast';

function goalCard(page: Page, title: string): Locator {
  return page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function openCardMenu(page: Page, title: string): Promise<void> {
  await goalCard(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
}

test.describe('financial goals', () => {
  test('validates, creates, edits and archives a goal', async ({ signedInPage: page, context }) => {
    await page.goto('/financial-goals');
    await expect(page.getByText('No goals yet')).toBeVisible();
    const today = await browserToday(page);

    await page.getByTestId('new-goal-button').click();
    const form = page.getByTestId('goal-form');
    await expect(form).toBeVisible();
    // The form's defaults.
    await expect(form.getByLabel('Saved so far')).toHaveValue('0');
    await expect(form.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');

    // Every mistake at once, before anything reaches the server.
    await form.getByLabel('Target amount').fill('5000');
    await form.getByLabel('Saved so far').fill('6000');
    await form.getByLabel('Target date').fill('2020-01-01');
    await form.getByRole('button', { name: 'Create goal' }).click();
    await expect(form.getByText('Goal title is required')).toBeVisible();
    await expect(form.getByText('Target date must be in the future.')).toBeVisible();
    await expect(form.getByText('Current amount cannot exceed target amount.')).toBeVisible();

    await form.getByLabel('Goal name').fill('Emergency fund');
    await form.getByLabel('Saved so far').fill('1200');
    await form.getByLabel('Target date').fill(addDays(today, 200));
    await form.getByTestId('goal-category-select').click();
    await page.getByRole('option', { name: 'Emergency fund' }).click();
    await form.getByRole('radio', { name: 'High' }).click();
    const created = page.waitForResponse((response) => response.url().endsWith('/api/financial-goals') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create goal' }).click();
    expect((await created).status()).toBe(201);
    await expectToast(page, 'Goal created');
    await expect(form).toHaveCount(0);

    const card = goalCard(page, 'Emergency fund');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('goal-amounts')).toContainText('$1,200.00 of $5,000.00');
    await expect(card.getByTestId('goal-state')).toHaveText('On track');
    await expect(card.getByTestId('goal-priority')).toHaveText('High priority');
    await expect(card.getByTestId('goal-percent')).toHaveText('24%');

    // Edit: the drawer opens seeded with the goal.
    await openCardMenu(page, 'Emergency fund');
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editForm = page.getByTestId('edit-goal-drawer').getByTestId('goal-form');
    await expect(editForm).toBeVisible();
    await expect(editForm.getByLabel('Goal name')).toHaveValue('Emergency fund');
    await editForm.getByLabel('Goal name').fill('Rainy day fund');
    await editForm.getByLabel('Target amount').fill('6000');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Goal updated');
    const edited = goalCard(page, 'Rainy day fund');
    await expect(edited).toBeVisible();
    await expect(edited.getByTestId('goal-amounts')).toContainText('$1,200.00 of $6,000.00');

    // Archive: out of sight in the default view, listed under Archived.
    await openCardMenu(page, 'Rainy day fund');
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expectToast(page, 'Goal archived');
    await expect(edited).toHaveCount(0);
    await page.getByTestId('goal-status-archived').click();
    await expect(goalCard(page, 'Rainy day fund').getByText('Archived')).toBeVisible();

    const stored = await context.request.get('/api/financial-goals');
    const goals = (await stored.json()) as { title: string; status: string; targetAmount: string }[];
    expect(goals.map(({ title, status, targetAmount }) => ({ title, status, targetAmount }))).toEqual([{ title: 'Rainy day fund', status: 'archived', targetAmount: '6000.00' }]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('creates a goal from the phone add sheet and shows it on the dashboard', async ({ signedInPage: page }) => {
      await page.goto('/');
      const goals = page.getByTestId('dashboard-goals');
      await expect(goals.getByText('No goals yet')).toBeVisible();

      await page.getByTestId('quick-add-button').click();
      await page.getByTestId('quick-action-newGoal').click();
      const form = page.getByTestId('quick-action-drawer').getByTestId('goal-form');
      await expect(form).toBeVisible();
      await form.getByLabel('Goal name').fill('Trip to Lisbon');
      await form.getByLabel('Target amount').fill('2400');
      await form.getByLabel('Saved so far').fill('600');
      await form.getByRole('button', { name: 'Create goal' }).click();
      await expectToast(page, 'Goal created');
      await expect(form).toHaveCount(0);

      const entry = goals.getByTestId('dashboard-goal').filter({ hasText: 'Trip to Lisbon' });
      await expect(entry).toContainText('25%');
      await expect(entry.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    });
  });
});
