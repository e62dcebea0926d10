import type { Locator, Page } from '@playwright/test';
import { appUrl } from './support/app-url';
import { expect, test } from './support/fixtures';
import { expectSidebarUser, newAccount, registerInContext, type Account } from './support/session';

const onPath = (path: string) => (url: URL) => url.pathname === path;

async function openSignUp(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get started free' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillSignUp(dialog: Locator, account: Account): Promise<void> {
  await dialog.getByLabel('First name').fill(account.firstName);
  await dialog.getByLabel('Last name').fill(account.lastName);
  await dialog.getByLabel('Email', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
}

async function openSignIn(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillSignIn(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('signing up', () => {
  test('checks the e-mail and password in the form before anything is sent', async ({ page }) => {
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) registerCalls.push(request.url());
    });
    const dialog = await openSignUp(page);
    await fillSignUp(dialog, { ...newAccount(), email: 'not-an-email', password: 'short' });
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(registerCalls).toEqual([]);
    await expect(page).toHaveURL(onPath('/'));
  });

  test('walks a new user through the six-step tour to the dashboard', async ({ page }) => {
    const account = newAccount('signup', 'Noor', 'Haddad');
    const dialog = await openSignUp(page);
    await fillSignUp(dialog, account);
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(onPath('/welcome'));
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Noor/ })).toBeVisible();
    // The tour stands alone: no sidebar, no user card.
    await expect(page.getByTestId('user-name')).toHaveCount(0);

    for (let step = 2; step <= 6; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish' }).click();

    await expect(page).toHaveURL(onPath('/'));
    await expectSidebarUser(page, account);
    await expect(page.getByTestId('user-email')).toHaveText(account.email);
    await expect(page.getByTestId('dashboard')).toHaveAttribute('aria-current', 'page');

    // The tour is done for good: /welcome now leads home.
    await page.goto('/welcome');
    await expect(page).toHaveURL(onPath('/'));
    await expectSidebarUser(page, account);
  });

  test('lets a new user skip the tour', async ({ page }) => {
    const account = newAccount('skip');
    const dialog = await openSignUp(page);
    await fillSignUp(dialog, account);
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page).toHaveURL(onPath('/welcome'));
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page).toHaveURL(onPath('/'));
    await expectSidebarUser(page, account);
  });

  test('sends a not-yet-onboarded user to the tour from any path', async ({ page, context }) => {
    await registerInContext(context, appUrl(), newAccount('gate'), { onboarded: false });
    await page.goto('/money-tracking');
    await expect(page).toHaveURL(onPath('/welcome'));
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
  });

  test("shows the server's message when the e-mail is already registered", async ({ page, openPage }) => {
    const existing = newAccount('taken');
    const first = await openPage();
    await registerInContext(first.context, appUrl(), existing);

    const dialog = await openSignUp(page);
    await fillSignUp(dialog, { ...existing, firstName: 'Other', lastName: 'Person' });
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/auth/register')),
      dialog.getByRole('button', { name: 'Create account' }).click(),
    ]);
    expect(response.status()).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe('An account with this email already exists');
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(onPath('/'));
  });
});

test.describe('signing out and back in', () => {
  test('returns to the landing page, and a returning user goes straight to the dashboard', async ({ page, context }) => {
    const account = newAccount('return', 'Kofi', 'Mensah');
    await registerInContext(context, appUrl(), account);
    await page.goto('/');
    await expectSidebarUser(page, account);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Get started free' }).first()).toBeVisible();
    await expect(page).toHaveURL(onPath('/'));
    await expect(page.getByTestId('user-name')).toHaveCount(0);
    // The session really ended on the server, not only in the page.
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);

    const dialog = await openSignIn(page);
    await fillSignIn(dialog, account.email, account.password);
    // The tour would wait for the user at /welcome (without a sidebar), so reaching the user card proves it was skipped.
    await expectSidebarUser(page, account);
    await expect(page).toHaveURL(onPath('/'));
    await expect(page.getByText(/Step \d of 6/)).toHaveCount(0);

    // And a reload keeps the session.
    await page.reload();
    await expectSidebarUser(page, account);
  });

  test('refuses a wrong password with a clear message', async ({ page, context }) => {
    const account = newAccount('wrong');
    await registerInContext(context, appUrl(), account);
    await context.clearCookies();

    await page.goto('/');
    const dialog = await openSignIn(page);
    await fillSignIn(dialog, account.email, 'not-the-right-password');
    await expect(dialog.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveCount(0);
    await expect(page).toHaveURL(onPath('/'));
  });
});
