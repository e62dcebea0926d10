import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { appUrl } from './app-url';
import { actionTimeout, contextDefaults, navigationTimeout } from './context-defaults';
import { newAccount, registerInContext, type Account } from './session';

export { expect } from '@playwright/test';

export { desktop, phone } from './context-defaults';

export interface PageOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  colorScheme?: 'light' | 'dark';
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
}

/** A fresh browser context (no cookies or storage) on the app, set up as the config's `use` sets up the test's own. */
export async function newAppContext(browser: Browser, options: PageOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...contextDefaults, ...options, baseURL: appUrl() });
  context.setDefaultTimeout(actionTimeout);
  context.setDefaultNavigationTimeout(navigationTimeout);
  return context;
}

interface Fixtures {
  /** Opens another browser on the app (a second device, a visitor), closed after the test. */
  openPage: (options?: PageOptions) => Promise<OpenedPage>;
  /** A fresh user who has finished the tour, signed in in the test's own `context` and `page`. */
  account: Account;
  /** The test's own `page` with that user signed in, for tests that need not know who it is. */
  signedInPage: Page;
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its destructured first argument; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(appUrl());
  },
  openPage: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await newAppContext(browser, options);
      opened.push(context);
      return { context, page: await context.newPage() };
    });
    for (const context of opened) await context.close();
  },
  account: async ({ context }, use) => {
    const account = newAccount();
    await registerInContext(context, appUrl(), account);
    await use(account);
  },
  // Depending on `account` is what signs the user in.
  signedInPage: async ({ page, account: _signedIn }, use) => {
    await use(page);
  },
});
