import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, todayInZone } from '../../src/domain/dates';
import { openPage, phone } from './support/browser';
import { newAccount, openSignedIn, registerInContext } from './support/session';

async function toastWithTitle(page: Page, title: string): Promise<void> {
  await page.locator('[data-slot="toast"]').filter({ hasText: title }).first().waitFor();
}

async function userIdOf(context: BrowserContext): Promise<string> {
  const response = await context.request.get('/api/users/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Each member's balance as the page states it ("gets back $45.00"), without the name, which reads "You" for oneself. */
async function balancesShown(page: Page, userIds: string[]): Promise<string[]> {
  const lines = await Promise.all(userIds.map((id) => page.getByTestId(`group-balance-${id}`).innerText()));
  return lines.map((text) => text.trim().split('\n').at(-1) ?? '');
}

describe('planning money together', () => {
  it('invites by link, shares a goal a friend contributes to, and splits an expense both see the same way', async () => {
    // A (desktop) creates a group and an invite link.
    const owner = await openSignedIn({ path: '/groups' });
    const a = owner.page;
    await a.getByText('No groups yet').waitFor();
    await a.getByTestId('new-group-button').first().click();
    await a.getByTestId('group-form-name').fill('Lisbon trip');
    await a.getByTestId('group-form-submit').click();
    await a.getByRole('heading', { level: 1, name: 'Lisbon trip' }).waitFor();
    const groupPath = new URL(a.url()).pathname;

    await a.getByTestId('create-invite-button').click();
    const inviteUrl = await a.getByTestId('invite-url').inputValue();
    expect(inviteUrl).toMatch(/\/invite\/[\w-]{20,}$/);

    // B (phone, another browser context) opens the link and joins.
    const friend = await openPage({ viewport: phone });
    const friendAccount = newAccount('friend', 'Noah', 'Berg');
    await registerInContext(friend.context, friend.baseUrl, friendAccount);
    const b = friend.page;
    await b.goto(new URL(inviteUrl).pathname);
    await b.getByTestId('invite-offer').waitFor();
    expect(await b.getByTestId('invite-inviter').innerText()).toContain(`${owner.account.firstName} ${owner.account.lastName}`);
    expect(await b.getByTestId('invite-role').innerText()).toContain('Member');
    await b.getByTestId('invite-accept').click();
    await b.getByRole('heading', { level: 1, name: 'Lisbon trip' }).waitFor();
    expect(new URL(b.url()).pathname).toBe(groupPath);

    const ownerId = await userIdOf(owner.context);
    const friendId = await userIdOf(friend.context);
    await a.reload();
    await a.getByTestId(`member-${friendId}`).waitFor();

    // A shares a goal with the group; B may add money to it.
    const today = todayInZone('UTC');
    const created = await owner.context.request.post('/api/financial-goals', {
      data: { title: 'Trip fund', targetAmount: '1200', targetDate: addDays(today, 200), category: 'vacation' },
      headers: { Origin: owner.baseUrl },
    });
    expect(created.status()).toBe(201);
    await a.goto('/financial-goals');
    await a.getByRole('button', { name: 'Actions for Trip fund' }).click();
    await a.getByRole('menuitem', { name: 'Share with a group' }).click();
    const dialog = a.getByTestId('share-goal-dialog');
    await dialog.getByRole('radio', { name: 'Contribute' }).click();
    await dialog.getByTestId('share-goal-submit').click();
    await toastWithTitle(a, 'Goal shared');

    await b.goto('/financial-goals');
    const sharedCard = b.getByTestId('goal-card').filter({ has: b.getByRole('heading', { name: 'Trip fund', exact: true }) });
    await sharedCard.getByTestId('goal-shared-by').waitFor();
    await sharedCard.getByRole('button', { name: 'Contribute to Trip fund' }).click();
    const form = b.getByTestId('add-funds-form');
    await form.getByLabel('Amount').fill('40');
    await form.getByTestId('add-funds-submit').click();
    await toastWithTitle(b, 'Transaction added');
    await expect.poll(() => sharedCard.getByTestId('goal-contributions').innerText()).toContain('$40.00');

    // A sees who gave what on the goal.
    await a.reload();
    const ownCard = a.getByTestId('goal-card').filter({ has: a.getByRole('heading', { name: 'Trip fund', exact: true }) });
    await expect.poll(() => ownCard.getByTestId('goal-contributions').innerText()).toContain('Noah Berg');

    // A adds a dinner split equally; both see the same balances.
    await a.goto(groupPath);
    await a.getByTestId('add-group-expense').click();
    const expenseForm = a.getByTestId('group-expense-form');
    await expenseForm.getByTestId('group-expense-description').fill('Dinner in Alfama');
    await expenseForm.getByTestId('group-expense-amount').fill('90');
    await expenseForm.getByTestId('group-expense-submit').click();
    await a.getByText('Dinner in Alfama').first().waitFor();
    await expect.poll(() => a.getByTestId(`group-balance-${ownerId}`).innerText()).toContain('$45.00');

    await b.goto(groupPath);
    await b.getByText('Dinner in Alfama').first().waitFor();
    const seenByA = await balancesShown(a, [ownerId, friendId]);
    const seenByB = await balancesShown(b, [ownerId, friendId]);
    expect(seenByB).toEqual(seenByA);
    expect(seenByB).toEqual(['gets back $45.00', 'owes $45.00']);
  });
});
