import { todayInZone } from '../../src/domain/shared/dates';
import { appUrl } from './support/app-url';
import { describeViolations, seriousViolations } from './support/axe';
import { desktop, expect, phone, test } from './support/fixtures';
import { sidewaysOverflow } from './support/overflow';

test.describe('the AI assistant', () => {
  test('answers from the user’s own numbers, counts the month’s chats down and offers Premium at the limit', async ({ signedInPage: page, context }) => {
    const spent = await context.request.post('/api/transactions', {
      data: { amount: 42.5, type: 'expense', category: 'groceries', description: 'Weekly shop', date: todayInZone('UTC') },
      headers: { Origin: appUrl() },
    });
    expect(spent.status()).toBe(201);
    await page.goto('/ai-assistant');

    const count = page.getByTestId('ai-quota-count');
    await expect(count).toContainText('5 AI chats left this month');

    await page.getByTestId('ai-suggestion-spending').click();
    await expect(page.getByTestId('ai-answer').filter({ hasText: '$42.50' })).toBeVisible();
    await expect(count).toContainText('4 AI chats left this month');
    await expect(page.getByTestId('ai-source').first()).toContainText('Transactions');
    // The Markdown renderer loads on the first answer, so the table may follow the text a moment later.
    await expect(page.getByTestId('ai-answer').getByRole('table')).toHaveCount(1);
    await expect(page.getByTestId('ai-conversation').filter({ hasText: 'How much did I spend this month?' })).toBeVisible();

    const ask = async (question: string, remaining: string) => {
      await page.getByTestId('ai-input').fill(question);
      await page.getByTestId('ai-input').press('Enter');
      await expect(count).toContainText(remaining);
    };
    await ask('What is my savings rate?', '3 AI chats left this month');
    await ask('How are my goals doing?', 'Only 2 AI chats remaining');
    await expect(page.getByTestId('ai-quota-warning')).toContainText("You're running low on AI chats. Consider upgrading to Premium for unlimited access.");
    await expect(page.getByTestId('ai-answer')).toHaveCount(3);

    await ask('Check my budget with the 50/30/20 rule', 'Only 1 AI chat remaining');
    // Four answers in, the question box is still on screen, pinned to its bottom edge.
    const input = await page.getByTestId('ai-input').boundingBox();
    expect(input && input.y > 0 && input.y + input.height <= desktop.height).toBe(true);
    await ask('What events are coming up?', "You've used all 5 AI chats for this month");
    await expect(page.getByTestId('ai-quota-warning')).toContainText("You've reached your AI chat limit. Upgrade to Premium for unlimited AI assistance!");
    // The count can update a moment before the answer's stream closes; the box locks once both have.
    await expect(page.getByTestId('ai-input')).toBeDisabled();
    const refused = await context.request.post('/api/ai/chat', { data: { message: 'One more?' }, headers: { Origin: appUrl() } });
    expect(refused.status()).toBe(402);

    await page.getByTestId('ai-upgrade').click();
    await expect(page).toHaveURL((url) => url.pathname === '/upgrade');
  });

  test('reads a payee from the user’s own rows and opens exactly those rows from “Data used”', async ({ signedInPage: page, context }) => {
    for (const data of [
      { amount: 12.5, category: 'groceries', description: 'LIDL SAGT DANKE' },
      { amount: 20, category: 'groceries', description: 'Lidl Berlin 443' },
      { amount: 900, category: 'rent', description: 'Flat rent' },
    ]) {
      const created = await context.request.post('/api/transactions', { data: { ...data, type: 'expense', date: todayInZone('UTC') }, headers: { Origin: appUrl() } });
      expect(created.status()).toBe(201);
    }
    await page.goto('/ai-assistant');
    await page.getByTestId('ai-input').fill('how much did i spend at lidl this month');
    await page.getByTestId('ai-input').press('Enter');
    await expect(page.getByTestId('ai-answer').filter({ hasText: '$32.50' })).toBeVisible();

    await page.getByTestId('ai-source').filter({ hasText: '“lidl”' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/money-tracking' && url.searchParams.get('q') === 'lidl');
    await expect(page.getByTestId('transaction-row')).toHaveCount(2);
    await expect(page.getByTestId('transaction-row').filter({ hasText: 'Flat rent' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    // The app's Content-Security-Policy would keep axe's script out: the tests lift it.
    test.use({ viewport: phone, bypassCSP: true });

    test('fits an answer with a table on a phone, keeps conversations in a sheet, and stays accessible', async ({ signedInPage: page, context }) => {
      for (const data of [
        { amount: 3000, type: 'income', category: 'salary', description: 'Salary' },
        { amount: 1234.56, type: 'expense', category: 'rent', description: 'Flat' },
      ]) {
        const created = await context.request.post('/api/transactions', { data: { ...data, date: todayInZone('UTC') }, headers: { Origin: appUrl() } });
        expect(created.status()).toBe(201);
      }
      await page.goto('/ai-assistant');
      await page.getByTestId('ai-suggestion-budget').click();
      await expect(page.getByTestId('ai-answer').getByRole('table')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeNull();
      expect(describeViolations('AI assistant with an answer', await seriousViolations(page))).toEqual([]);

      await expect(page.getByTestId('ai-new-chat')).toHaveCount(0);
      await page.getByTestId('ai-open-conversations').click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByTestId('ai-conversation')).toBeVisible();
      expect(describeViolations('AI conversations sheet', await seriousViolations(page, '[role="dialog"]'))).toEqual([]);
      await sheet.getByTestId('ai-new-chat').click();
      await expect(sheet).toHaveCount(0);
      await expect(page.getByTestId('ai-welcome')).toBeVisible();
    });
  });
});
