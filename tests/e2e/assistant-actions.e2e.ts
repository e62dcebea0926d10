import { addDays, todayInZone } from '../../src/domain/shared/dates';
import { appUrl } from './support/app-url';
import { expect, phone, test } from './support/fixtures';

test.describe('the assistant acts only on confirmation', () => {
  test('a request becomes a card; nothing is written until Confirm, and Undo takes it back', async ({ signedInPage: page, context }) => {
    const transactions = async () => (await (await context.request.get('/api/transactions')).json()).items as { description: string }[];
    await page.goto('/ai-assistant');

    await page.getByTestId('ai-input').fill('add 12.50 coffee yesterday');
    await page.getByTestId('ai-input').press('Enter');
    const card = page.getByTestId('ai-proposal');
    await expect(card).toHaveAttribute('data-status', 'pending');
    await expect(card).toContainText('Add expense');
    await expect(card).toContainText('$12.50');
    await expect(card).toContainText('Nothing changes until you confirm.');
    expect(await transactions()).toEqual([]);

    await card.getByTestId('ai-proposal-confirm').click();
    await expect(card).toHaveAttribute('data-status', 'confirmed');
    expect((await transactions()).map((row) => row.description)).toEqual([expect.stringMatching(/coffee/i)]);
    await card.getByTestId('ai-proposal-undo').click();
    await expect(card).toContainText('Undone: nothing of it was kept.');
    await expect(card.getByTestId('ai-proposal-undo')).toHaveCount(0);
    expect(await transactions()).toEqual([]);

    // A second request, confirmed, opens what was written from the card.
    await page.getByTestId('ai-input').fill('I got paid 2,000 salary');
    await page.getByTestId('ai-input').press('Enter');
    const second = page.getByTestId('ai-proposal').last();
    await expect(second).toContainText('$2,000.00');
    await second.getByTestId('ai-proposal-confirm').click();
    await second.getByTestId('ai-proposal-link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/money-tracking');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('a personal API token is shown once, reads with Bearer, is refused a write when read-only, and dies when revoked', async ({ signedInPage: page, context }) => {
      await context.request.post('/api/transactions', {
        data: { amount: 9, type: 'expense', category: 'dining', description: 'Lunch', date: addDays(todayInZone('UTC'), -1) },
        headers: { Origin: appUrl() },
      });
      await page.goto('/settings');
      const form = page.getByTestId('create-token-form');
      await form.getByLabel('Name').fill('Spreadsheet sync');
      await form.getByText('Read only', { exact: true }).click();
      await form.getByRole('button', { name: 'Create token' }).click();

      await expect(page.getByText('Copy it now and keep it somewhere safe. It will not be shown again.')).toBeVisible();
      const secret = await page.getByRole('textbox', { name: 'New token' }).inputValue();
      expect(secret).toMatch(/^tdm_/);
      const bearer = { Authorization: `Bearer ${secret}` };
      const read = await context.request.get('/api/transactions', { headers: bearer });
      expect(read.status()).toBe(200);
      expect((await read.json()).items.map((row: { description: string }) => row.description)).toEqual(['Lunch']);
      const write = await context.request.post('/api/transactions', { data: { amount: 1, type: 'expense', category: 'dining', date: todayInZone('UTC') }, headers: bearer });
      expect(write.status()).toBe(403);

      await page.getByTestId('token-secret-saved').click();
      await expect(page.getByRole('textbox', { name: 'New token' })).toHaveCount(0);
      const listed = page.getByTestId('api-token');
      await expect(listed).toContainText('Spreadsheet sync');
      await expect(listed).toContainText('Read only');
      await expect(listed).not.toContainText(secret);

      await listed.getByRole('button', { name: 'Revoke Spreadsheet sync' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByTestId('api-token')).toHaveCount(0);
      expect((await context.request.get('/api/transactions', { headers: bearer })).status()).toBe(401);
    });
  });
});
