import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser | undefined;

async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  return browser;
}

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

/** A fresh browser context (no cookies or storage) with one page open on the app. */
export async function openPage(options: PageOptions = {}): Promise<{ page: Page; context: BrowserContext; baseUrl: string }> {
  const baseUrl = inject('baseUrl');
  const context = await (await sharedBrowser()).newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? desktop,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  return { page, context, baseUrl };
}

let counter = 0;

export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@tandem.test`;
}
