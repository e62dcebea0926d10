/**
 * Lighthouse on the landing page (docs/architecture.md#performance-budgets): its mobile preset
 * (a mid-range phone on a slow 4G connection, throttling simulated from the trace, so the figures
 * vary little with the machine's load), three runs in a fresh headless Chromium each after one
 * uncounted warm-up run.
 *   npx tsx tests/bench/lighthouse.ts [baseUrl] [--runs N] [--check]   (starts nothing; expects a running app)
 * Prints performance, LCP, CLS and the bytes transferred of each run, and what moved when anything
 * did; `--check` exits with code 1 when a run scores under 98, paints its largest content after
 * 1.5 s or shifts its layout at all, and does so again when measured once more.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const check = args.includes('--check');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const baseUrl = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--runs') ?? process.env.BENCH_URL ?? 'http://localhost:3000';

/** Every run must meet all three. */
const budgets = { performance: 98, lcpMs: 1500, cls: 0 };

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'];

interface Run {
  performance: number;
  lcpMs: number;
  cls: number;
  transferKb: number;
  /** What moved, when anything did: each shifted element and its share of the layout shift. */
  shifts: string[];
}

interface ShiftItem {
  node?: { selector?: string; snippet?: string };
  score?: number;
}

async function measure(url: string): Promise<Run> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    // The default configuration is the mobile preset with simulated throttling.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      transferKb: audit('total-byte-weight') / 1024,
      shifts: ((lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? []).map(
        (item) => `${(item.score ?? 0).toFixed(4)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`,
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/** A run whose trace Lighthouse could not read (NO_NAVSTART and the like, now and then on a busy machine) is run again, twice at most. */
async function measureOnce(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

const url = new URL('/', baseUrl).href;
// One run first, not counted: the first Chromium of a session and the server's first answers are
// slower than any later visit, which is what a phone meets in use.
await measureOnce(url);
const failures: string[] = [];

function missesOf({ performance, lcpMs, cls }: Run): string[] {
  return [
    performance < budgets.performance ? `performance ${performance} < ${budgets.performance}` : null,
    lcpMs > budgets.lcpMs ? `LCP ${(lcpMs / 1000).toFixed(2)} s > ${budgets.lcpMs / 1000} s` : null,
    cls > budgets.cls ? `CLS ${cls.toFixed(3)} > ${budgets.cls}` : null,
  ].filter((miss): miss is string => miss !== null);
}

function print(label: string, measured: Run, misses: string[]): void {
  const { performance, lcpMs, cls, transferKb, shifts } = measured;
  console.log(
    `${label}: performance ${performance}, LCP ${(lcpMs / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}, transfer ${transferKb.toFixed(1)} KB${misses.length ? ' (OVER budget)' : ''}`,
  );
  for (const shift of shifts) console.log(`  shifted: ${shift}`);
}

for (let run = 1; run <= runs; run += 1) {
  const measured = await measureOnce(url);
  const misses = missesOf(measured);
  print(`run ${run}`, measured, misses);
  if (misses.length === 0) continue;
  // A miss is measured once more before it counts: on a machine busy with other work one trace in
  // many records a hitch (a 0.002 shift, a late paint) that the page does not make. A page that
  // misses its budget misses it again.
  const again = await measureOnce(url);
  const missedAgain = missesOf(again);
  print(`run ${run}, measured again`, again, missedAgain);
  failures.push(...missedAgain.map((miss) => `run ${run}: ${miss}`));
}
console.log(`budgets: performance ≥ ${budgets.performance}, LCP ≤ ${budgets.lcpMs / 1000} s, CLS ${budgets.cls} in every run (mobile preset, simulated throttling)`);
if (check && failures.length > 0) {
  console.error(`Over budget: ${failures.join('; ')}.`);
  process.exitCode = 1;
}
