import type { BrowserContext, Page } from '@playwright/test';
import { addDays, todayInZone } from '../../src/domain/shared/dates';
import { appUrl } from './support/app-url';
import { expect, phone, test } from './support/fixtures';
import { newAccount, registerInContext } from './support/session';
import { expectToast } from './support/toast';

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

const goalCard = (page: Page, title: string) => page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('planning money together', () => {
  test('invites by link, shares a goal a friend contributes to, and splits an expense both see the same way', async ({
    page: a,
    context: ownerContext,
    account: owner,
    openPage,
  }) => {
    // A (desktop) creates a group and an invite link.
    await a.goto('/groups');
    await expect(a.getByText('No groups yet')).toBeVisible();
    await a.getByTestId('new-group-button').first().click();
    await a.getByTestId('group-form-name').fill('Lisbon trip');
    await a.getByTestId('group-form-submit').click();
    await expect(a.getByRole('heading', { level: 1, name: 'Lisbon trip' })).toBeVisible();
    const groupPath = new URL(a.url()).pathname;

    await a.getByTestId('create-invite-button').click();
    await expect(a.getByTestId('invite-url')).toHaveValue(/\/invite\/[\w-]{20,}$/);
    const inviteUrl = await a.getByTestId('invite-url').inputValue();

    // B (phone, another browser context) opens the link and joins.
    const friend = await openPage({ viewport: phone });
    const friendAccount = newAccount('friend', 'Noah', 'Berg');
    await registerInContext(friend.context, appUrl(), friendAccount);
    const b = friend.page;
    await b.goto(new URL(inviteUrl).pathname);
    await expect(b.getByTestId('invite-offer')).toBeVisible();
    await expect(b.getByTestId('invite-inviter')).toContainText(`${owner.firstName} ${owner.lastName}`);
    await expect(b.getByTestId('invite-role')).toContainText('Member');
    await b.getByTestId('invite-accept').click();
    await expect(b.getByRole('heading', { level: 1, name: 'Lisbon trip' })).toBeVisible();
    await expect(b).toHaveURL((url) => url.pathname === groupPath);

    const ownerId = await userIdOf(ownerContext);
    const friendId = await userIdOf(friend.context);
    await a.reload();
    await expect(a.getByTestId(`member-${friendId}`)).toBeVisible();

    // A shares a goal with the group; B may add money to it.
    const today = todayInZone('UTC');
    const created = await ownerContext.request.post('/api/financial-goals', {
      data: { title: 'Trip fund', targetAmount: '1200', targetDate: addDays(today, 200), category: 'vacation' },
      headers: { Origin: appUrl() },
    });
    expect(created.status()).toBe(201);
    await a.goto('/financial-goals');
    await a.getByRole('button', { name: 'Actions for Trip fund' }).click();
    await a.getByRole('menuitem', { name: 'Share with a group' }).click();
    const dialog = a.getByTestId('share-goal-dialog');
    await dialog.getByRole('radio', { name: 'Contribute' }).click();
    await dialog.getByTestId('share-goal-submit').click();
    await expectToast(a, 'Goal shared');

    await b.goto('/financial-goals');
    const sharedCard = goalCard(b, 'Trip fund');
    await expect(sharedCard.getByTestId('goal-shared-by')).toBeVisible();
    await sharedCard.getByRole('button', { name: 'Contribute to Trip fund' }).click();
    const form = b.getByTestId('add-funds-form');
    await form.getByLabel('Amount').fill('40');
    await form.getByTestId('add-funds-submit').click();
    await expectToast(b, 'Transaction added');
    await expect(sharedCard.getByTestId('goal-contributions')).toContainText('$40.00');

    // A sees who gave what on the goal.
    await a.reload();
    await expect(goalCard(a, 'Trip fund').getByTestId('goal-contributions')).toContainText('Noah Berg');

    // A adds a dinner split equally; both see the same balances.
    await a.goto(groupPath);
    await a.getByTestId('add-group-expense').click();
    const expenseForm = a.getByTestId('group-expense-form');
    await expenseForm.getByTestId('group-expense-description').fill('Dinner in Alfama');
    await expenseForm.getByTestId('group-expense-amount').fill('90');
    await expenseForm.getByTestId('group-expense-submit').click();
    await expect(a.getByText('Dinner in Alfama').first()).toBeVisible();
    await expect(a.getByTestId(`group-balance-${ownerId}`)).toContainText('$45.00');

    await b.goto(groupPath);
    await expect(b.getByText('Dinner in Alfama').first()).toBeVisible();
    await expect(b.getByTestId(`group-balance-${ownerId}`)).toContainText('$45.00');
    const seenByA = await balancesShown(a, [ownerId, friendId]);
    const seenByB = await balancesShown(b, [ownerId, friendId]);
    expect(seenByB).toEqual(seenByA);
    expect(seenByB).toEqual(['gets back $45.00', 'owes $45.00']);
  });
});
