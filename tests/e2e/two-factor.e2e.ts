import { generateSync } from 'otplib';
import { expect, test } from './support/fixtures';
import { waitForScreen } from './support/screens';
import { expectSidebarUser } from './support/session';

/** The authenticator app's code for the next 30-second step: never the step the last code used, and still inside the server's window. */
const nextCode = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test.describe('two-factor sign-in', () => {
  test('is turned on in settings, then asked for after the password', async ({ signedInPage: page, account }) => {
    await page.goto('/settings');
    await waitForScreen(page, '/settings');

    await page.getByTestId('two-factor-setup').click();
    await expect(page.getByTestId('two-factor-qr')).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await page.getByTestId('two-factor-enable-code').fill(generateSync({ secret }));
    await page.getByTestId('two-factor-enable').click();
    await expect(page.getByTestId('two-factor-backup-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByTestId('two-factor-saved').click();
    await expect(page.getByTestId('two-factor-status')).toHaveText('On');
    await expect(page.getByTestId('two-factor-backup-left')).toHaveText('Unused backup codes: 10');

    await page.getByTestId('settings-sign-out').click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('Email', { exact: true }).fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    // The password alone opens nothing.
    const code = dialog.getByTestId('two-factor-code');
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect((await page.request.get('/api/users/me')).status()).toBe(401);

    await code.fill('000000');
    await dialog.getByTestId('two-factor-submit').click();
    await expect(dialog.getByText('This code is not right. Check your authenticator app and try again')).toBeVisible();

    await code.fill(nextCode(secret));
    await dialog.getByTestId('two-factor-submit').click();
    await expect(dialog).toHaveCount(0);
    await expectSidebarUser(page, account);
    expect((await page.request.get('/api/users/me')).status()).toBe(200);
  });
});
