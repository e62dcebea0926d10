import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser | undefined;
const openContexts = new Set<BrowserContext>();

async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  return browser;
}

/** Where screenshots of failed tests go, to see what the page showed when an expectation failed. */
const failureDir = process.env.E2E_ARTIFACTS ?? path.join(os.tmpdir(), 'tandem-e2e-failures');

afterEach(async (context) => {
  const failed = context.task.result?.state === 'fail';
  for (const open of openContexts) {
    if (failed) {
      mkdirSync(failureDir, { recursive: true });
      const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [index, page] of open.pages().entries()) {
        const file = path.join(failureDir, `${name}-${index}.png`);
        await page.screenshot({ path: file, fullPage: false }).then(
          () => console.error(`screenshot of the failed test: ${file} (${page.url()})`),
          () => undefined,
        );
      }
    }
    await open.close().catch(() => undefined);
  }
  openContexts.clear();
});

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

export interface PageOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  colorScheme?: 'light' | 'dark';
}

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/** The app's address, as the global setup started it. */
export function appUrl(): string {
  return inject('baseUrl');
}

/** A fresh browser context (no cookies or storage) with one page open on the app; closed after the test. */
export async function openPage(options: PageOptions = {}): Promise<{ page: Page; context: BrowserContext; baseUrl: string }> {
  const baseUrl = appUrl();
  const context = await (await sharedBrowser()).newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? desktop,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  openContexts.add(context);
  const page = await context.newPage();
  return { page, context, baseUrl };
}

let counter = 0;

export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@tandem.test`;
}
