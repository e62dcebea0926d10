import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const testPassword = 'Quiet-river-at-dawn-42';

/** An address no other test, worker or run has used. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 13)}@tandem.test`;
}

export function newAccount(prefix = 'e2e', firstName = 'Maya', lastName = 'Lindqvist'): Account {
  return { firstName, lastName, email: uniqueEmail(prefix), password: testPassword };
}

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string): Promise<void> {
  if (!response.ok()) throw new Error(`${what} failed with ${response.status()}: ${await response.text()}`);
}

/**
 * Creates the account through the API from inside the browser context, so the session cookie
 * lands in that context. `onboarded` marks the tour as done, as a returning user would have it.
 */
export async function registerInContext(context: BrowserContext, baseUrl: string, account: Account, { onboarded = true } = {}): Promise<void> {
  const headers = { Origin: baseUrl };
  await expectOk(await context.request.post('/api/auth/register', { data: account, headers }), 'registering');
  if (onboarded) {
    await expectOk(await context.request.patch('/api/user-preferences', { data: { hasCompletedOnboarding: true }, headers }), 'finishing onboarding');
  }
}

/** Signs an existing account in from inside the browser context (cookie included). */
export async function signInContext(context: BrowserContext, baseUrl: string, account: Account): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: baseUrl },
  });
  await expectOk(response, 'signing in');
}

/** Waits until the desktop sidebar's user card shows the signed-in user's full name. */
export async function expectSidebarUser(page: Page, account: Account): Promise<void> {
  await expect(page.getByTestId('user-name').filter({ hasText: `${account.firstName} ${account.lastName}` })).toBeVisible();
}
