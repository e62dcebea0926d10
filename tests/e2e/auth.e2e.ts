import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { newAccount, registerInContext, waitForSidebarUser, type Account } from './support/session';

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function openSignUp(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get started free' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.waitFor();
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
  await dialog.waitFor();
  return dialog;
}

async function fillSignIn(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('signing up', () => {
  it('checks the e-mail and password in the form before anything is sent', async () => {
    const { page } = await openPage();
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) registerCalls.push(request.url());
    });
    const dialog = await openSignUp(page);
    await fillSignUp(dialog, { ...newAccount(), email: 'not-an-email', password: 'short' });
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await dialog.getByText('Enter a valid email address').waitFor();
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(registerCalls).toEqual([]);
    expect(pathOf(page)).toBe('/');
  });

  it('walks a new user through the six-step tour to the dashboard', async () => {
    const { page } = await openPage();
    const account = newAccount('signup', 'Noor', 'Haddad');
    const dialog = await openSignUp(page);
    await fillSignUp(dialog, account);
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/welcome');
    await page.getByText('Step 1 of 6').waitFor();
    await page.getByRole('heading', { level: 1, name: /Noor/ }).waitFor();
    // The tour stands alone: no sidebar, no user card.
    expect(await page.getByTestId('user-name').count()).toBe(0);

    for (let step = 2; step <= 6; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 6`).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Finish' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await waitForSidebarUser(page, account);
    expect(await page.getByTestId('user-email').innerText()).toBe(account.email);
    expect(await page.getByTestId('dashboard').getAttribute('aria-current')).toBe('page');

    // The tour is done for good: /welcome now leads home.
    await page.goto('/welcome');
    await page.waitForURL((url) => url.pathname === '/');
    await waitForSidebarUser(page, account);
  });

  it('lets a new user skip the tour', async () => {
    const { page } = await openPage();
    const account = newAccount('skip');
    const dialog = await openSignUp(page);
    await fillSignUp(dialog, account);
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await page.getByText('Step 1 of 6').waitFor();
    expect(pathOf(page)).toBe('/welcome');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForSidebarUser(page, account);
  });

  it('sends a not-yet-onboarded user to the tour from any path', async () => {
    const { page, context, baseUrl } = await openPage();
    await registerInContext(context, baseUrl, newAccount('gate'), { onboarded: false });
    await page.goto('/money-tracking');
    await page.waitForURL('**/welcome');
    await page.getByText('Step 1 of 6').waitFor();
  });

  it("shows the server's message when the e-mail is already registered", async () => {
    const existing = newAccount('taken');
    const first = await openPage();
    await registerInContext(first.context, first.baseUrl, existing);

    const { page } = await openPage();
    const dialog = await openSignUp(page);
    await fillSignUp(dialog, { ...existing, firstName: 'Other', lastName: 'Person' });
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/auth/register')),
      dialog.getByRole('button', { name: 'Create account' }).click(),
    ]);
    expect(response.status()).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe('An account with this email already exists');
    await dialog.getByText(message).waitFor();
    expect(pathOf(page)).toBe('/');
  });
});

describe('signing out and back in', () => {
  it('returns to the landing page, and a returning user goes straight to the dashboard', async () => {
    const { page, context, baseUrl } = await openPage();
    const account = newAccount('return', 'Kofi', 'Mensah');
    await registerInContext(context, baseUrl, account);
    await page.goto('/');
    await waitForSidebarUser(page, account);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Get started free' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.getByTestId('user-name').count()).toBe(0);
    // The session really ended on the server, not only in the page.
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);

    const dialog = await openSignIn(page);
    await fillSignIn(dialog, account.email, account.password);
    // The tour would wait for the user at /welcome (without a sidebar), so reaching the user card proves it was skipped.
    await waitForSidebarUser(page, account);
    expect(pathOf(page)).toBe('/');
    expect(await page.getByText(/Step \d of 6/).count()).toBe(0);

    // And a reload keeps the session.
    await page.reload();
    await waitForSidebarUser(page, account);
  });

  it('refuses a wrong password with a clear message', async () => {
    const { page, context, baseUrl } = await openPage();
    const account = newAccount('wrong');
    await registerInContext(context, baseUrl, account);
    await context.clearCookies();

    await page.goto('/');
    const dialog = await openSignIn(page);
    await fillSignIn(dialog, account.email, 'not-the-right-password');
    await dialog.getByText('Invalid email or password').waitFor();
    expect(await page.getByTestId('user-name').count()).toBe(0);
    expect(pathOf(page)).toBe('/');
  });
});
