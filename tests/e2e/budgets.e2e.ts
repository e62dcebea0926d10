import { browserToday } from './support/browser-today';
import { desktop, expect, phone, test } from './support/fixtures';
import { expectToast } from './support/toast';

for (const [device, viewport] of [
  ['a phone', phone],
  ['a desktop', desktop],
] as const) {
  test.describe(`budgets on ${device}`, () => {
    test.use({ viewport });

    test('sets a budget, shows spending against it, and overspending in red with an alert', async ({ signedInPage: page, context }) => {
      const today = await browserToday(page);
      const spent = await context.request.post('/api/transactions', {
        data: { amount: '120', type: 'expense', category: 'groceries', description: 'Market', date: today },
      });
      expect(spent.status()).toBe(201);

      await page.goto('/budgets');
      await expect(page.getByTestId('budgets-empty')).toBeVisible();
      await expect(page.getByTestId('budgets-month-name')).not.toBeEmpty();

      // A budget above the spending: a bar, within.
      await page.getByTestId('budgets-empty').getByTestId('budgets-add').click();
      const dialog = page.getByTestId('budgets-dialog');
      await dialog.getByTestId('budgets-form-category').click();
      await page.getByRole('option', { name: 'Groceries' }).click();
      await dialog.getByTestId('budgets-form-amount').fill('-5');
      await dialog.getByTestId('budgets-form-submit').click();
      await expect(dialog.getByText('Enter a budget of 0 or more')).toBeVisible();
      await dialog.getByTestId('budgets-form-amount').fill('400');
      await dialog.getByTestId('budgets-form-submit').click();
      await expectToast(page, 'Budget saved');
      const row = page.getByTestId('budgets-row').filter({ hasText: 'Groceries' });
      await expect(row.getByTestId('budgets-row-spent')).toHaveText('$120.00 of $400.00');
      await expect(row.getByRole('progressbar', { name: 'Groceries: spent of budget' })).toHaveAttribute('aria-valuenow', '30');
      await expect(row.getByTestId('budgets-row-status')).toHaveText('$280.00 left');

      // Lowered below the spending: over, in red, with the amount over and an alert.
      await row.getByTestId('budgets-row-edit').click();
      await expect(dialog.getByTestId('budgets-form-amount')).toHaveValue('400.00');
      await dialog.getByTestId('budgets-form-amount').fill('100');
      await dialog.getByTestId('budgets-form-submit').click();
      await expectToast(page, 'Budget saved');
      await expect(row).toHaveAttribute('data-tone', 'over');
      const status = row.getByTestId('budgets-row-status');
      await expect(status).toHaveText('Over by $20.00');
      // The theme writes colours in oklch; a canvas turns the computed colour into sRGB.
      const [red, green, blue] = await status.evaluate((element) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = getComputedStyle(element).color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      });
      expect(red! > 2 * green! && red! > 2 * blue!, `overspending reads in red, not rgb(${red}, ${green}, ${blue})`).toBe(true);
      await expect(page.getByTestId('budgets-alerts').getByTestId('budgets-alert')).toContainText('Groceries is over its budget');
      await expect(page.getByTestId('budgets-total-available')).toContainText('-$20.00');
      await page.getByTestId('budgets-alerts').getByTestId('budgets-alert-dismiss').first().click();
      await expect(page.getByTestId('budgets-alerts').getByTestId('budgets-alert')).toHaveCount(0);

      // The dashboard card says the same, and links back.
      await page.goto('/');
      const card = page.getByTestId('budgets-card');
      await expect(card.getByTestId('budgets-card-total')).toHaveText('$120.00 spent of $100.00 budgeted');
      await expect(card.getByTestId('budgets-card-watch')).toContainText('Over by $20.00');
    });
  });
}
