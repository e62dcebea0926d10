/**
 * JavaScript a visitor downloads on first load (docs/architecture.md#performance-budgets): the landing page signed out, and
 * the app shell with the dashboard signed in. Loads the built app in Chromium, records every
 * script fetched, and sums their gzip sizes from dist/client.
 *   npx tsx tests/bench/bundle-size.ts [baseUrl] [--list]   (starts nothing; expects a running app)
 * `--list` also prints each script's size, largest first, to show what to split.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const args = process.argv.slice(2);
const listScripts = args.includes('--list');
const baseUrl = args.find((arg) => !arg.startsWith('--')) ?? process.env.BENCH_URL ?? 'http://localhost:3000';
const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const budgets = { landing: 150, shell: 250 };

async function scriptsLoaded(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  const scripts = new Set<string>();
  const listener = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return [...scripts];
}

const gzipKilobytes = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length / 1024;
const kilobytes = (files: string[]) => files.reduce((sum, file) => sum + gzipKilobytes(file), 0);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
  const page = await context.newPage();
  const landing = await scriptsLoaded(page, () => page.goto('/'));

  const email = `bundle-${Date.now()}@tandem.test`;
  const register = await page.request.post('/api/auth/register', {
    headers: { origin: baseUrl },
    data: { firstName: 'Bundle', lastName: 'Check', email, password: 'a-long-bundle-password' },
  });
  if (!register.ok()) throw new Error(`registration failed: ${register.status()}`);
  await page.request.patch('/api/user-preferences', { headers: { origin: baseUrl }, data: { hasCompletedOnboarding: true } });
  const fresh = await context.newPage();
  const shell = await scriptsLoaded(fresh, () => fresh.goto('/'));

  for (const [name, files] of [
    ['landing', landing],
    ['shell', shell],
  ] as const) {
    const size = kilobytes(files);
    const verdict = size <= budgets[name] ? 'within' : 'OVER';
    console.log(`${name.padEnd(8)} ${size.toFixed(1).padStart(7)} KB gzipped in ${files.length} scripts (budget ${budgets[name]} KB: ${verdict})`);
    if (!listScripts) continue;
    const sized = files.map((file) => ({ file, size: gzipKilobytes(file) })).sort((a, b) => b.size - a.size);
    for (const { file, size: fileSize } of sized) console.log(`  ${fileSize.toFixed(1).padStart(6)} KB  ${file}`);
  }
} finally {
  await browser.close();
}
