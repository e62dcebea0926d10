import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { addDays, todayInZone } from '../../src/domain/dates';
import { phone } from './support/browser';
import { openSignedIn } from './support/session';

/** "Today" as the browser sees it: the form's default date and its "not in the future" limit. */
async function browserToday(page: Page): Promise<string> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return todayInZone(zone);
}

async function createGoal(context: BrowserContext, baseUrl: string, today: string): Promise<string> {
  const response = await context.request.post('/api/financial-goals', {
    data: { title: 'Trip to Lisbon', targetAmount: '2000', currentAmount: '100', targetDate: addDays(today, 300), category: 'vacation' },
    headers: { Origin: baseUrl },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function toastWithTitle(page: Page, title: string): Promise<void> {
  await page.locator('[data-slot="toast"]').filter({ hasText: title }).first().waitFor();
}

async function choose(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the add-transaction form (in whichever drawer holds it) and waits for it to close after saving. */
async function addTransaction(page: Page, entry: { type: 'Income' | 'Expense' | 'Transfer'; amount: string; category: string; goal?: string; description: string }) {
  const form = page.getByTestId('transaction-form');
  await form.waitFor();
  await form.getByRole('radio', { name: entry.type }).click();
  await form.getByLabel('Amount').fill(entry.amount);
  await choose(page, form.getByRole('combobox', { name: 'Category' }), entry.category);
  if (entry.goal) await choose(page, form.getByRole('combobox', { name: 'Goal' }), entry.goal);
  await form.getByLabel('Description').fill(entry.description);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/transactions') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add transaction' }).click();
  expect((await saved).status()).toBe(201);
  await toastWithTitle(page, 'Transaction added');
  await form.waitFor({ state: 'detached' });
}

const statValue = (page: Page, id: string) => page.getByTestId(`${id}-value`).innerText();

/** Refetches after a write and first loads of a screen can take a moment on a busy machine. */
const patience = { timeout: 15_000 };

describe('transactions', () => {
  it('adds income, an expense and a goal contribution from the drawer, and the dashboard and goal follow', async () => {
    const { page, context, baseUrl } = await openSignedIn();
    const today = await browserToday(page);
    await createGoal(context, baseUrl, today);
    await page.reload();
    await page.getByTestId('stat-monthly-income').waitFor();
    expect(await statValue(page, 'stat-monthly-income')).toBe('$0.00');

    await page.getByTestId('dashboard-action-addTransaction').click();
    // docs/product/limits.md#defaults: an expense, dated today.
    const form = page.getByTestId('transaction-form');
    await form.waitFor();
    expect(await form.getByRole('radio', { name: 'Expense' }).getAttribute('aria-checked')).toBe('true');
    expect(await form.getByLabel('Date').inputValue()).toBe(today);
    await addTransaction(page, { type: 'Income', amount: '2500', category: 'Salary', description: 'March salary' });
    await expect.poll(() => statValue(page, 'stat-monthly-income'), patience).toBe('$2,500.00');

    await page.getByTestId('dashboard-action-addTransaction').click();
    await addTransaction(page, { type: 'Expense', amount: '80.25', category: 'Groceries', description: 'Market' });
    await expect.poll(() => statValue(page, 'stat-monthly-expenses'), patience).toBe('$80.25');

    await page.getByTestId('dashboard-action-addTransaction').click();
    await addTransaction(page, { type: 'Transfer', amount: '150', category: 'Goal contribution', goal: 'Trip to Lisbon ($100.00 / $2,000.00)', description: 'Saving for the trip' });
    const goal = page.getByTestId('dashboard-goal').filter({ hasText: 'Trip to Lisbon' });
    await expect.poll(() => goal.innerText(), patience).toContain('$250.00');

    // The money tracking screen shows the three of them, newest first, and this month's totals.
    await page.goto('/money-tracking');
    const rows = page.getByTestId('transaction-row');
    await expect.poll(() => rows.count(), patience).toBe(3);
    expect(await page.getByTestId('summary-income').innerText()).toContain('$2,500.00');
    expect(await page.getByTestId('summary-expenses').innerText()).toContain('$80.25');
    expect(await rows.filter({ hasText: 'Market' }).innerText()).toContain('-$80.25');
    expect(await rows.filter({ hasText: 'Saving for the trip' }).innerText()).toContain('Trip to Lisbon');
  });

  it('imports a small CSV after mapping and previewing it', async () => {
    const { page } = await openSignedIn({ path: '/money-tracking' });
    await page.getByText('No transactions yet').waitFor();
    const today = await browserToday(page);
    const csv = [
      'Date,Description,Category,Amount',
      `${addDays(today, -3)},"Coffee, beans",groceries,-12.40`,
      `${addDays(today, -2)},Paycheck,salary,1800.00`,
      `${addDays(today, -1)},Cinema,entertainment,-9.50`,
    ].join('\r\n');

    await page.getByTestId('import-button').first().click();
    await page.getByTestId('import-file-input').setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
    // Guessed from the header row, with negative amounts read as spending.
    expect(await page.getByTestId('import-column-date').innerText()).toContain('Date');
    expect(await page.getByTestId('import-type-source').innerText()).toContain('negative amounts are expenses');
    await page.getByRole('button', { name: 'Check rows' }).click();

    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    await expect.poll(() => preview.getByText('Ready').count(), patience).toBe(3);
    const imported = page.waitForResponse((response) => response.url().endsWith('/api/transactions/import') && response.request().method() === 'POST' && response.status() === 201);
    await page.getByRole('button', { name: 'Import 3 transactions' }).click();
    await imported;
    await toastWithTitle(page, 'Import complete');

    const rows = page.getByTestId('transaction-row');
    await expect.poll(() => rows.count(), patience).toBe(3);
    expect(await rows.filter({ hasText: 'Coffee, beans' }).innerText()).toContain('-$12.40');
    expect(await rows.filter({ hasText: 'Paycheck' }).innerText()).toContain('+$1,800.00');

    // Importing the same file again finds the three as duplicates of what is already saved.
    await page.getByTestId('import-button').first().click();
    await page.getByTestId('import-file-input').setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check rows' }).click();
    await expect.poll(() => page.getByTestId('import-preview').getByText('Duplicate').count(), patience).toBe(3);
  });

  it('on a phone, a Windows-1252 statement of two accounts reads its accents and imports only the account chosen', async () => {
    const { page } = await openSignedIn({ viewport: phone, path: '/money-tracking' });
    await page.getByText('No transactions yet').waitFor();
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

    await page.getByTestId('import-button').first().click();
    await page.getByTestId('import-file-input').setInputFiles({ name: 'bank.qfx', mimeType: 'application/octet-stream', buffer: Buffer.from(ofx, 'latin1') });
    await page.getByRole('heading', { name: 'Choose the statements' }).waitFor();
    const statements = page.getByTestId('import-statement');
    expect(await statements.nth(0).innerText()).toContain('•••• 1234');
    expect(await statements.nth(1).innerText()).toContain('•••• 9876');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await statements.nth(0).getByRole('checkbox').click();
    await statements.nth(1).getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Check rows' }).click();

    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    // Statements name no categories of ours, so both rows are saved as Other.
    await expect.poll(() => preview.getByText('Saved as Other').count(), patience).toBe(2);
    expect(await preview.innerText()).toContain('Café Müller');
    expect(await page.getByTestId('import-encoding-note').innerText()).toContain('Western European (Windows-1252)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const imported = page.waitForResponse((response) => response.url().endsWith('/api/transactions/import') && response.request().method() === 'POST' && response.status() === 201);
    await page.getByRole('button', { name: 'Import 2 transactions' }).click();
    await imported;
    await toastWithTitle(page, 'Import complete');
    const rows = page.getByTestId('transaction-row');
    await expect.poll(() => rows.count(), patience).toBe(2);
    await rows.filter({ hasText: 'Café Müller' }).waitFor();
  });

  it('on a phone, the add button opens the sheet and "Add transaction" opens the form in a drawer', async () => {
    const { page } = await openSignedIn({ viewport: phone, path: '/money-tracking' });
    await page.getByText('No transactions yet').waitFor();
    await page.getByTestId('quick-add-button').click();
    const sheet = page.getByTestId('quick-action-sheet');
    await sheet.waitFor();
    await sheet.getByTestId('quick-action-addTransaction').click();
    await sheet.waitFor({ state: 'detached' });
    const drawer = page.getByTestId('quick-action-drawer');
    await drawer.getByTestId('transaction-form').waitFor();
    const box = await drawer.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(phone.height);

    await addTransaction(page, { type: 'Expense', amount: '4.20', category: 'Dining', description: 'Croissant' });
    await expect.poll(() => page.getByTestId('transaction-row').count(), patience).toBe(1);
    expect(await page.getByTestId('transaction-row').innerText()).toContain('Croissant');
  });
});
