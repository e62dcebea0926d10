/**
 * What a visitor downloads on first load (docs/architecture.md#performance-budgets): the landing page signed out, and
 * the app shell with the dashboard signed in. Loads the built app in Chromium and records every
 * response. Scripts are summed at their gzip size from dist/client; the landing page's total
 * transfer (HTML, CSS, fonts, images, scripts) is the bytes that crossed the network, as sent.
 *   npx tsx tests/bench/bundle-size.ts [baseUrl] [--list] [--check]   (starts nothing; expects a running app)
 * `--list` also prints each file's size, largest first, to show what to split.
 * `--check` exits with code 1 when a figure is over its budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';

const args = process.argv.slice(2);
const listFiles = args.includes('--list');
const check = args.includes('--check');
const baseUrl = args.find((arg) => !arg.startsWith('--')) ?? process.env.BENCH_URL ?? 'http://localhost:3000';
const clientDir = path.resolve(import.meta.dirname, '../../dist/client');

/** Kilobytes: the landing page's scripts before any interaction, its whole first load, and the signed-in shell's scripts. */
const budgets = { landingScripts: 15, landingTransfer: 60, shellScripts: 170 };

interface Loaded {
  path: string;
  type: string;
  response: Response;
}

/**
 * Resolves once no request of the page has been in flight for half a second (a load state such as
 * `networkidle` is reached once per navigation, so it cannot tell when a hover's downloads end).
 * An app that keeps a request open counts as settled after ten seconds.
 */
function settled(page: Page): { done: Promise<void>; arm: () => void; stop: () => void } {
  let inFlight = 0;
  let quietTimer: NodeJS.Timeout | undefined;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const limit = setTimeout(() => finish(), 10_000);
  const arm = () => {
    clearTimeout(quietTimer);
    if (inFlight === 0) quietTimer = setTimeout(() => finish(), 500);
  };
  const started = () => {
    inFlight += 1;
    arm();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    arm();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const stop = () => {
    clearTimeout(quietTimer);
    clearTimeout(limit);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
  return { done, arm, stop };
}

/** Every response the page receives while `action` runs and until its requests settle. */
async function responsesDuring(page: Page, action: () => Promise<unknown>): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  const listener = (response: Response) => {
    loaded.push({ path: new URL(response.url()).pathname, type: response.request().resourceType(), response });
  };
  page.on('response', listener);
  const quiet = settled(page);
  await action();
  // An action that asks for nothing is settled half a second later.
  quiet.arm();
  await quiet.done;
  quiet.stop();
  page.off('response', listener);
  return loaded;
}

/** Kilobytes of a body as it crossed the network (compressed when the server compressed it). */
async function transferredKilobytes(entry: Loaded): Promise<number> {
  const sizes = await entry.response.request().sizes();
  return sizes.responseBodySize / 1024;
}

const gzipKilobytes = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length / 1024;
const scriptsOf = (loaded: Loaded[]) => [...new Set(loaded.filter((entry) => entry.type === 'script').map((entry) => entry.path))];
const scriptKilobytes = (files: string[]) => files.reduce((sum, file) => sum + gzipKilobytes(file), 0);

/** The figures past their budget, for --check. */
const overBudget: string[] = [];
function report(name: string, size: number, budget: number | undefined, what: string, files: { file: string; size: number }[]): void {
  const verdict = budget === undefined ? '' : ` (budget ${budget} KB: ${size <= budget ? 'within' : 'OVER'})`;
  if (budget !== undefined && size > budget) overBudget.push(name);
  console.log(`${name.padEnd(26)} ${size.toFixed(1).padStart(7)} KB ${what}${verdict}`);
  if (!listFiles) return;
  for (const { file, size: fileSize } of [...files].sort((a, b) => b.size - a.size)) console.log(`  ${fileSize.toFixed(1).padStart(6)} KB  ${file}`);
}

function reportScripts(name: string, files: string[], budget?: number): void {
  report(
    name,
    scriptKilobytes(files),
    budget,
    `gzipped in ${files.length} scripts`,
    files.map((file) => ({ file, size: gzipKilobytes(file) })),
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
  const page = await context.newPage();
  const landing = await responsesDuring(page, () => page.goto('/'));
  // A visitor reaching for "Sign in": what the dialog brings with it, over what the page had.
  const beforeIntent = new Set(scriptsOf(landing));
  const onIntent = await responsesDuring(page, () => page.getByRole('banner').getByRole('button').last().hover({ timeout: 10_000 }));
  const intentScripts = scriptsOf(onIntent).filter((file) => !beforeIntent.has(file));

  const email = `bundle-${Date.now()}@tandem.test`;
  const register = await page.request.post('/api/auth/register', {
    headers: { origin: baseUrl },
    data: { firstName: 'Bundle', lastName: 'Check', email, password: 'a-long-bundle-password' },
  });
  if (!register.ok()) throw new Error(`registration failed: ${register.status()}`);
  await page.request.patch('/api/user-preferences', { headers: { origin: baseUrl }, data: { hasCompletedOnboarding: true } });
  const fresh = await context.newPage();
  const pageErrors: string[] = [];
  fresh.on('pageerror', (error) => pageErrors.push(error.message));
  // Counted only once the dashboard shows its figures: a split that breaks the app must not pass as a light one.
  const shell = await responsesDuring(fresh, async () => {
    await fresh.goto('/');
    await fresh.getByTestId('stat-total-balance-value').waitFor({ state: 'visible', timeout: 30_000 });
  });
  if (pageErrors.length > 0) throw new Error(`the signed-in dashboard failed: ${pageErrors.join('; ')}`);

  reportScripts('landing, before interaction', scriptsOf(landing), budgets.landingScripts);
  const transfer = await Promise.all(landing.map(async (entry) => ({ file: `${entry.path} (${entry.type})`, size: await transferredKilobytes(entry) })));
  report(
    'landing, total transfer',
    transfer.reduce((sum, entry) => sum + entry.size, 0),
    budgets.landingTransfer,
    `as sent in ${transfer.length} responses`,
    transfer,
  );
  reportScripts('landing, on first intent', intentScripts);
  reportScripts('shell', scriptsOf(shell), budgets.shellScripts);
} finally {
  await browser.close();
}
if (check && overBudget.length > 0) {
  console.error(`Over budget: ${overBudget.join(', ')}.`);
  process.exitCode = 1;
}
