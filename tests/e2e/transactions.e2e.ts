import type { BrowserContext, Locator, Page } from '@playwright/test';
import { addDays } from '../../src/domain/shared/dates';
import { appUrl } from './support/app-url';
import { browserToday } from './support/browser-today';
import { expect, phone, test } from './support/fixtures';
import { expectToast } from './support/toast';

async function createGoal(context: BrowserContext, today: string): Promise<string> {
  const response = await context.request.post('/api/financial-goals', {
    data: { title: 'Trip to Lisbon', targetAmount: '2000', currentAmount: '100', targetDate: addDays(today, 300), category: 'vacation' },
    headers: { Origin: appUrl() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function choose(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the add-transaction form (in whichever drawer holds it) and waits for it to close after saving. */
async function addTransaction(page: Page, entry: { type: 'Income' | 'Expense' | 'Transfer'; amount: string; category: string; goal?: string; description: string }) {
  const form = page.getByTestId('transaction-form');
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: entry.type }).click();
  await form.getByLabel('Amount').fill(entry.amount);
  await choose(page, form.getByRole('combobox', { name: 'Category' }), entry.category);
  if (entry.goal) await choose(page, form.getByRole('combobox', { name: 'Goal' }), entry.goal);
  await form.getByLabel('Description').fill(entry.description);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/transactions') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add transaction' }).click();
  expect((await saved).status()).toBe(201);
  await expectToast(page, 'Transaction added');
  await expect(form).toHaveCount(0);
}

const statValue = (page: Page, id: string) => page.getByTestId(`${id}-value`);

test.describe('transactions', () => {
  test('adds income, an expense and a goal contribution from the drawer, and the dashboard and goal follow', async ({ signedInPage: page, context }) => {
    await page.goto('/');
    const today = await browserToday(page);
    await createGoal(context, today);
    await page.reload();
    await expect(statValue(page, 'stat-monthly-income')).toHaveText('$0.00');

    await page.getByTestId('dashboard-action-addTransaction').click();
    // The form's defaults: an expense, dated today.
    const form = page.getByTestId('transaction-form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Expense' })).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByLabel('Date')).toHaveValue(today);
    await addTransaction(page, { type: 'Income', amount: '2500', category: 'Salary', description: 'March salary' });
    await expect(statValue(page, 'stat-monthly-income')).toHaveText('$2,500.00');

    await page.getByTestId('dashboard-action-addTransaction').click();
    await addTransaction(page, { type: 'Expense', amount: '80.25', category: 'Groceries', description: 'Market' });
    await expect(statValue(page, 'stat-monthly-expenses')).toHaveText('$80.25');

    await page.getByTestId('dashboard-action-addTransaction').click();
    await addTransaction(page, {
      type: 'Transfer',
      amount: '150',
      category: 'Goal contribution',
      goal: 'Trip to Lisbon ($100.00 / $2,000.00)',
      description: 'Saving for the trip',
    });
    await expect(page.getByTestId('dashboard-goal').filter({ hasText: 'Trip to Lisbon' })).toContainText('$250.00');

    // The money tracking screen shows the three of them, newest first, and this month's totals.
    await page.goto('/money-tracking');
    const rows = page.getByTestId('transaction-row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('summary-income')).toContainText('$2,500.00');
    await expect(page.getByTestId('summary-expenses')).toContainText('$80.25');
    await expect(rows.filter({ hasText: 'Market' })).toContainText('-$80.25');
    await expect(rows.filter({ hasText: 'Saving for the trip' })).toContainText('Trip to Lisbon');
  });

  test('imports a small CSV after mapping and previewing it', async ({ signedInPage: page }) => {
    await page.goto('/money-tracking');
    await expect(page.getByText('No transactions yet')).toBeVisible();
    const today = await browserToday(page);
    const lines = [
      'Date,Description,Category,Amount',
      `${addDays(today, -3)},"Coffee, beans",groceries,-12.40`,
      `${addDays(today, -2)},Paycheck,salary,1800.00`,
      `${addDays(today, -1)},Cinema,entertainment,-9.50`,
    ];
    const csv = { name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) };

    await page.getByTestId('import-button').first().click();
    await page.getByTestId('import-file-input').setInputFiles(csv);
    await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
    // Guessed from the header row, with negative amounts read as spending.
    await expect(page.getByTestId('import-column-date')).toContainText('Date');
    await expect(page.getByTestId('import-type-source')).toContainText('negative amounts are expenses');
    await page.getByRole('button', { name: 'Check rows' }).click();

    const preview = page.getByTestId('import-preview');
    await expect(preview.getByText('Ready')).toHaveCount(3);
    const imported = page.waitForResponse((response) => response.url().endsWith('/api/transactions/import') && response.request().method() === 'POST' && response.status() === 201);
    await page.getByRole('button', { name: 'Import 3 transactions' }).click();
    await imported;
    await expectToast(page, 'Import complete');

    const rows = page.getByTestId('transaction-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Coffee, beans' })).toContainText('-$12.40');
    await expect(rows.filter({ hasText: 'Paycheck' })).toContainText('+$1,800.00');

    // Importing the same file again finds the three as duplicates of what is already saved.
    await page.getByTestId('import-button').first().click();
    await page.getByTestId('import-file-input').setInputFiles(csv);
    await page.getByRole('button', { name: 'Check rows' }).click();
    await expect(page.getByTestId('import-preview').getByText('Duplicate')).toHaveCount(3);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('a Windows-1252 statement of two accounts reads its accents and imports only the account chosen', async ({ signedInPage: page }) => {
      await page.goto('/money-tracking');
      await expect(page.getByText('No transactions yet')).toBeVisible();
      const today = await browserToday(page);
      const day = (offset: number) => addDays(today, offset).replaceAll('-', '');
      const line = (offset: number, amount: string, name: string) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${day(offset)}<TRNAMT>${amount}<NAME>${name}</STMTTRN>`;
      const ofx = [
        'OFXHEADER:100',
        'DATA:OFXSGML',
        '',
        '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>000000001234<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
        line(-3, '-120.00', 'Payment to card 9876'),
        '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4111111111119876</CCACCTFROM><BANKTRANLIST>',
        line(-2, '-4.50', 'Café Müller') + line(-1, '120.00', 'Payment thank you'),
        '</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>',
      ].join('\r\n');
      const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await page.getByTestId('import-button').first().click();
      await page.getByTestId('import-file-input').setInputFiles({ name: 'bank.qfx', mimeType: 'application/octet-stream', buffer: Buffer.from(ofx, 'latin1') });
      await expect(page.getByRole('heading', { name: 'Choose the statements' })).toBeVisible();
      const statements = page.getByTestId('import-statement');
      await expect(statements.nth(0)).toContainText('•••• 1234');
      await expect(statements.nth(1)).toContainText('•••• 9876');
      expect(await fitsTheScreen()).toBe(true);
      await statements.nth(0).getByRole('checkbox').click();
      await statements.nth(1).getByRole('checkbox').click();
      await page.getByRole('button', { name: 'Check rows' }).click();

      const preview = page.getByTestId('import-preview');
      // Statements name no categories of ours, so both rows are saved as Other.
      await expect(preview.getByText('Saved as Other')).toHaveCount(2);
      await expect(preview).toContainText('Café Müller');
      await expect(page.getByTestId('import-encoding-note')).toContainText('Western European (Windows-1252)');
      expect(await fitsTheScreen()).toBe(true);
      const imported = page.waitForResponse(
        (response) => response.url().endsWith('/api/transactions/import') && response.request().method() === 'POST' && response.status() === 201,
      );
      await page.getByRole('button', { name: 'Import 2 transactions' }).click();
      await imported;
      await expectToast(page, 'Import complete');
      const rows = page.getByTestId('transaction-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Café Müller' })).toBeVisible();
    });

    test('the add button opens the sheet and "Add transaction" opens the form in a drawer', async ({ signedInPage: page }) => {
      await page.goto('/money-tracking');
      await expect(page.getByText('No transactions yet')).toBeVisible();
      await page.getByTestId('quick-add-button').click();
      const sheet = page.getByTestId('quick-action-sheet');
      await expect(sheet).toBeVisible();
      await sheet.getByTestId('quick-action-addTransaction').click();
      await expect(sheet).toHaveCount(0);
      const drawer = page.getByTestId('quick-action-drawer');
      await expect(drawer.getByTestId('transaction-form')).toBeVisible();
      const box = await drawer.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(phone.height);

      await addTransaction(page, { type: 'Expense', amount: '4.20', category: 'Dining', description: 'Croissant' });
      await expect(page.getByTestId('transaction-row')).toHaveCount(1);
      await expect(page.getByTestId('transaction-row')).toContainText('Croissant');
    });
  });
});
