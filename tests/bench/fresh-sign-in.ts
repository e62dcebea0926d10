/**
 * A fresh device signing in: a new browser context (no cache, no cookies) opens the landing page,
 * opens sign-in and fills the demo user's e-mail and password; the figure is the time from the
 * submit to the dashboard's first figure (the total balance) on screen. Median of several runs.
 *   npx tsx tests/bench/fresh-sign-in.ts [baseUrl] [--runs 5] [--waterfall] [--check]
 * Without a URL (or BENCH_URL) it starts the server itself as `npm run bench` does (the built
 * client from `npm run build`, the database `npm start` uses, seeded with `npm run seed`).
 * `--waterfall` prints every request made after the submit of the last run, with its start and
 * end, to show what waits on what. `--check` exits with code 1 when the median is over 1 second.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer, type BenchServer } from './server';

const budgetMs = 1_000;
const firstFigure = '[data-testid="stat-total-balance-value"]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    email: { type: 'string', default: 'demo@tandem.local' },
    password: { type: 'string', default: 'a-long-demo-password' },
    waterfall: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});

interface Timed {
  url: string;
  startMs: number;
  endMs: number;
}

interface Run {
  ms: number;
  requests: Timed[];
}

/** Resolves once the page has had no request in flight for half a second (ten seconds at most). */
async function quiet(page: Page): Promise<void> {
  const deadline = Date.now() + 10_000;
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 500)) await page.waitForTimeout(100);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

async function signInOnce(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' });
  // The app asks for a few hundred files; the browser's default record keeps only 250 of them.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5_000));
  try {
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('Email', { exact: true }).fill(values.email);
    await dialog.getByLabel('Password', { exact: true }).fill(values.password);
    const submit = dialog.getByRole('button', { name: 'Sign in', exact: true });
    await submit.waitFor({ state: 'visible' });
    // A person takes seconds to type an address and a password: what the open dialog fetched
    // meanwhile has arrived by the time they submit.
    await quiet(page);

    // Timed in the page's own clock, from the form's submit event to the frame after the figure
    // is in the document: Playwright's own round trips to a busy browser are not the device's.
    await page.evaluate((selector) => {
      const marks = { submitAt: -1, figureAt: -1 };
      Object.assign(window, { freshSignIn: marks });
      document.addEventListener('submit', () => (marks.submitAt = marks.submitAt < 0 ? performance.now() : marks.submitAt), true);
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => (marks.figureAt = performance.now()));
      });
      observer.observe(document.documentElement, { childList: true, subtree: true });
    }, firstFigure);
    await submit.click();
    await page.locator(firstFigure).waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => (window as unknown as { freshSignIn: { figureAt: number } }).freshSignIn.figureAt >= 0);
    const { marks, entries } = await page.evaluate(() => ({
      marks: (window as unknown as { freshSignIn: { submitAt: number; figureAt: number } }).freshSignIn,
      entries: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startMs: entry.startTime, endMs: (entry as PerformanceResourceTiming).responseEnd })),
    }));
    const requests = entries
      .filter((entry) => entry.startMs >= marks.submitAt)
      .map((entry) => ({ url: entry.url.replace(baseUrl, ''), startMs: entry.startMs - marks.submitAt, endMs: entry.endMs - marks.submitAt }));
    return { ms: marks.figureAt - marks.submitAt, requests };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function printWaterfall(run: Run): void {
  console.log('\n[fresh sign-in] requests after the submit (ms from the submit; the figure showed at %s ms)', run.ms.toFixed(0));
  for (const request of run.requests.sort((a, b) => a.startMs - b.startMs)) {
    console.log(`  ${request.startMs.toFixed(0).padStart(6)} → ${request.endMs.toFixed(0).padStart(6)}  ${request.url}`);
  }
}

async function main() {
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of 1 or more');
  let server: BenchServer | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    let baseUrl = positionals[0] ?? process.env.BENCH_URL;
    if (!baseUrl) {
      if (!existsSync(path.resolve(import.meta.dirname, '../../dist/client/index.html'))) throw new Error('no built client: run npm run build first');
      console.log('[fresh sign-in] starting the server…');
      server = await startServer();
      baseUrl = server.url;
    }
    // One unmeasured run: the server's first answers (connections, prepared statements) are not a device's.
    await signInOnce(browser, baseUrl);
    const measured: Run[] = [];
    for (let index = 0; index < runs; index += 1) measured.push(await signInOnce(browser, baseUrl));
    const times = measured.map((run) => run.ms);
    const figure = median(times);
    console.log(
      `[fresh sign-in] ${baseUrl}: submit → first dashboard figure, median ${figure.toFixed(0)} ms of ${runs} (${times.map((ms) => ms.toFixed(0)).join(', ')}), budget ${budgetMs} ms ${figure <= budgetMs ? 'ok' : 'MISS'}`,
    );
    if (values.waterfall) printWaterfall(measured.at(-1)!);
    if (values.check && figure > budgetMs) process.exitCode = 1;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[fresh sign-in] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
