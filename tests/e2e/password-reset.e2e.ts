import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnApp, stopApp, type AppProcess } from './support/app-process';
import { actionTimeout, contextDefaults, navigationTimeout } from './support/context-defaults';
import { expect, test } from './support/fixtures';
import { newAccount, registerInContext } from './support/session';
import { startSmtpInbox, type SmtpInbox } from '../server/support/smtp-inbox';

/**
 * The shared app of the suite sends no mail, so this file starts one of its own with SMTP_URL
 * pointing at an inbox it reads the link from, as a person would read their mailbox.
 */
test.describe('password reset', () => {
  let inbox: SmtpInbox;
  let app: AppProcess;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    inbox = await startSmtpInbox();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-reset-'));
    await chmod(dataDir, 0o755);
    const before = process.env.SMTP_URL;
    process.env.SMTP_URL = inbox.url;
    try {
      app = spawnApp({ dataDir, port: await freePort(), quiet: true });
    } finally {
      if (before === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = before;
    }
    await app.ready(120_000);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await stopApp(app).catch(() => undefined);
    await inbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('forgot, open the mailed link, choose a new password, sign in with it', async ({ browser }) => {
    test.setTimeout(120_000);
    const account = newAccount('reset', 'Noor', 'Haddad');
    const open = async (viewport = contextDefaults.viewport) => {
      const context = await browser.newContext({ ...contextDefaults, viewport, baseURL: app.baseUrl });
      context.setDefaultTimeout(actionTimeout);
      context.setDefaultNavigationTimeout(navigationTimeout);
      return context;
    };
    const elsewhere = await open();
    await registerInContext(elsewhere, app.baseUrl, account);

    const context = await open();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText("If an account exists for that address, we've sent a link.")).toBeVisible();

    const mail = await inbox.waitFor((message) => message.to.includes(account.email) && message.text.includes('/reset-password?token='));
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');

    const newPassword = 'A-new-harbour-at-noon-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByTestId('reset-password-done')).toBeVisible();

    // The session signed in before the reset has ended.
    expect((await elsewhere.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('Email', { exact: true }).fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await context.request.get('/api/auth/user')).status()).toBe(200);

    await elsewhere.close();
    await context.close();
  });
});
