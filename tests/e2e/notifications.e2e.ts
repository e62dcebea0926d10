import { appUrl } from './support/app-url';
import { expect, phone, test } from './support/fixtures';
import { waitForScreen } from './support/screens';
import { newAccount, registerInContext } from './support/session';

test.describe('the notification centre', () => {
  test('a friend request lights the bell on a phone; opening it leads to the friends screen and clears the badge', async ({ openPage }) => {
    const ana = await openPage({ viewport: phone });
    const anaAccount = newAccount('bell', 'Ana', 'Lima');
    await registerInContext(ana.context, appUrl(), anaAccount);
    const page = ana.page;
    await page.goto('/');
    await waitForScreen(page, '/');
    await expect(page.getByTestId('notification-unread-count')).toHaveCount(0);

    const ben = await openPage();
    await registerInContext(ben.context, appUrl(), newAccount('bell-friend', 'Ben', 'Okafor'));
    expect((await ben.context.request.post('/api/friends/requests', { data: { email: anaAccount.email }, headers: { Origin: appUrl() } })).status()).toBe(201);

    // The bell asks again when the window regains focus; a reload stands in for coming back to the tab.
    await page.reload();
    await waitForScreen(page, '/');
    await expect(page.getByTestId('notification-unread-count')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeVisible();
    const item = panel.getByTestId('notification-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Ben Okafor sent you a friend request');

    await item.click();
    await waitForScreen(page, '/friends');
    await expect(page.getByTestId('notification-unread-count')).toHaveCount(0);
  });
});
