import { describe, expect, it } from 'vitest';
import { todayInZone } from '../../src/domain/dates';
import { allowInjectedScripts, describeViolations, seriousViolations } from './support/axe';
import { desktop, phone } from './support/browser';
import { sidewaysOverflow } from './support/overflow';
import { openSignedIn } from './support/session';

describe('the AI assistant', () => {
  it('answers from the user’s own numbers, counts the month’s chats down and offers Premium at the limit', async () => {
    const { page, context, baseUrl } = await openSignedIn({ path: '/ai-assistant', viewport: desktop });
    const spent = await context.request.post('/api/transactions', {
      data: { amount: 42.5, type: 'expense', category: 'groceries', description: 'Weekly shop', date: todayInZone('UTC') },
      headers: { Origin: baseUrl },
    });
    expect(spent.status()).toBe(201);

    const count = page.getByTestId('ai-quota-count');
    await count.filter({ hasText: '5 AI chats left this month' }).waitFor();

    await page.getByTestId('ai-suggestion-spending').click();
    await page.getByTestId('ai-answer').filter({ hasText: '$42.50' }).waitFor();
    await count.filter({ hasText: '4 AI chats left this month' }).waitFor();
    expect(await page.getByTestId('ai-tools-used').first().innerText()).toContain('Spending summary');
    // The Markdown renderer loads on the first answer, so the table may follow the text a moment later.
    await expect.poll(() => page.getByTestId('ai-answer').getByRole('table').count()).toBe(1);
    await page.getByTestId('ai-conversation').filter({ hasText: 'How much did I spend this month?' }).waitFor();

    const ask = async (question: string, remaining: string) => {
      await page.getByTestId('ai-input').fill(question);
      await page.getByTestId('ai-input').press('Enter');
      await count.filter({ hasText: remaining }).waitFor();
    };
    await ask('What is my savings rate?', '3 AI chats left this month');
    await ask('How are my goals doing?', 'Only 2 AI chats remaining');
    expect(await page.getByTestId('ai-quota-warning').innerText()).toContain("You're running low on AI chats. Consider upgrading to Premium for unlimited access.");
    expect(await page.getByTestId('ai-answer').count()).toBe(3);

    await ask('Check my budget with the 50/30/20 rule', 'Only 1 AI chat remaining');
    // Four answers in, the question box is still on screen, pinned to its bottom edge.
    const input = await page.getByTestId('ai-input').boundingBox();
    expect(input && input.y > 0 && input.y + input.height <= desktop.height).toBe(true);
    await ask('What events are coming up?', "You've used all 5 AI chats for this month");
    expect(await page.getByTestId('ai-quota-warning').innerText()).toContain("You've reached your AI chat limit. Upgrade to Premium for unlimited AI assistance!");
    // The count can update a moment before the answer's stream closes; the box locks once both have.
    await expect.poll(() => page.getByTestId('ai-input').isDisabled()).toBe(true);
    const refused = await context.request.post('/api/ai/chat', { data: { message: 'One more?' }, headers: { Origin: baseUrl } });
    expect(refused.status()).toBe(402);

    await page.getByTestId('ai-upgrade').click();
    await page.waitForURL((url) => url.pathname === '/upgrade');
  });

  it('fits an answer with a table on a phone, keeps conversations in a sheet, and stays accessible', async () => {
    const { page, context, baseUrl } = await openSignedIn({ path: '/ai-assistant', viewport: phone });
    for (const data of [
      { amount: 3000, type: 'income', category: 'salary', description: 'Salary' },
      { amount: 1234.56, type: 'expense', category: 'rent', description: 'Flat' },
    ]) {
      const created = await context.request.post('/api/transactions', { data: { ...data, date: todayInZone('UTC') }, headers: { Origin: baseUrl } });
      expect(created.status()).toBe(201);
    }
    await allowInjectedScripts(page);
    await page.reload();
    await page.getByTestId('ai-suggestion-budget').click();
    await page.getByTestId('ai-answer').getByRole('table').waitFor();
    expect(await sidewaysOverflow(page)).toBeNull();
    expect(describeViolations('AI assistant with an answer', await seriousViolations(page))).toEqual([]);

    await page.getByTestId('ai-new-chat').waitFor({ state: 'detached' });
    await page.getByTestId('ai-open-conversations').click();
    const sheet = page.getByRole('dialog');
    await sheet.getByTestId('ai-conversation').waitFor();
    expect(describeViolations('AI conversations sheet', await seriousViolations(page, '[role="dialog"]'))).toEqual([]);
    await sheet.getByTestId('ai-new-chat').click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByTestId('ai-welcome').waitFor();
  });
});
