import os from 'node:os';
import { parseArgs } from 'node:util';
import { todayInZone } from '../../src/domain/shared/dates';
import { measure, printTable, type Measurement, type Scenario } from './scenarios';
import { startServer, type BenchServer } from './server';
import { cleanUp, setUpBudgets, signIn, walkPages } from './session';

const usage = `Measures the API with autocannon against a user seeded with a long history (the
budgets scenario first sets a rolling budget per expense category for this month and the 12 before).

  npm run seed -- --email demo@tandem.local --password 'a-long-demo-password' --transactions 100000
  npm run bench

By default the bench starts the server itself (src/server/main.ts through tsx, no build
needed) on a free port, with the configuration \`npm start\` uses (DATABASE_URL, or the
embedded database under DATA_DIR; stop \`npm start\` first). To measure a server that is
already running, pass --url or set BENCH_URL; start it with RATE_LIMIT_PER_MINUTE=100000000
or the rate limit will answer 429.

Options:
  --url          a running server, e.g. http://127.0.0.1:3000 (default: BENCH_URL, else start one)
  --email        the seeded user (default demo@tandem.local)
  --password     its password (default a-long-demo-password)
  --duration     seconds per scenario (default 10)
  --deep-pages   pages of 50 to follow before measuring the deep page (default 50)
  --only         run only the scenarios whose name contains this text (several, comma-separated:
                 --only health,dashboard)
  --keep         keep the transactions the create scenarios add (default: delete them)
  --instances    start this many servers on DATABASE_URL (and REDIS_URL, if set), measure one
                 of them, then all of them with the connections split round-robin, and report
                 the throughput of N against one (default 1)
  --help         show this text`;

function options() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.BENCH_URL },
      email: { type: 'string', default: 'demo@tandem.local' },
      password: { type: 'string', default: 'a-long-demo-password' },
      duration: { type: 'string', default: '10' },
      'deep-pages': { type: 'string', default: '50' },
      keep: { type: 'boolean', default: false },
      only: { type: 'string' },
      instances: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances must be a whole number from 1 to 16');
  if (instances > 1 && values.url) throw new Error('--instances starts its own servers; leave out --url');
  if (instances > 1 && !process.env.DATABASE_URL) throw new Error('several instances need one PostgreSQL server: set DATABASE_URL (the built-in database belongs to one process)');
  return { ...values, instances, duration: Number(values.duration), deepPages: Number(values['deep-pages']) };
}

/** The date that is "today" in the last time zone to reach it, so never in the future for any user. */
const earliestToday = todayInZone('Etc/GMT+12');

function scenarios(cookie: string, deepCursor: string): Scenario[] {
  const headers = { cookie };
  const budgets = { method: 'GET', path: `/api/budgets?month=${earliestToday.slice(0, 7)}`, headers };
  const stats = { method: 'GET', path: '/api/dashboard/stats', headers };
  // What a load balancer's probe asks: no session, one trivial query. The floor every other route is compared with.
  const health = { method: 'GET', path: '/api/health' };
  const cashFlow = { method: 'GET', path: '/api/cash-flow?days=90', headers };
  const firstPage = { method: 'GET', path: '/api/transactions', headers };
  const deepPage = { method: 'GET', path: `/api/transactions?cursor=${deepCursor}`, headers };
  const create = {
    method: 'POST',
    path: '/api/transactions',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 4.5, type: 'expense', category: 'dining', description: 'Benchmark entry', date: earliestToday }),
  };
  // 8 million zeros as import rows: refused (400) from a scan of the bytes, never parsed.
  const hostileImport = {
    method: 'POST',
    path: '/api/transactions/import',
    headers: { ...headers, 'content-type': 'application/json' },
    body: `{"rows":[${'0,'.repeat(8 * 1024 * 1024)}0]}`,
  };
  return [
    { name: 'hostile import, 16 MB of zeros (400)', connections: 2, requests: [hostileImport] },
    { name: 'health', connections: 10, requests: [health] },
    { name: 'dashboard stats', connections: 1, requests: [stats], target: { p95Ms: 15 } },
    { name: 'dashboard stats', connections: 10, requests: [stats], target: { minRps: 500, p975Ms: 15 } },
    { name: 'transactions, first page', connections: 10, requests: [firstPage], target: { p975Ms: 20 } },
    { name: 'transactions, deep page', connections: 10, requests: [deepPage], target: { p975Ms: 20 } },
    { name: 'budgets of a month', connections: 10, requests: [budgets], target: { p975Ms: 20 } },
    { name: 'cash flow of 90 days', connections: 10, requests: [cashFlow], target: { p975Ms: 50 } },
    { name: 'create transaction', connections: 10, requests: [create], target: { minRps: 400 } },
    { name: 'mixed (stats, pages, create)', connections: 50, requests: [stats, firstPage, deepPage, create], target: { p99Ms: 500, noErrors: true } },
  ];
}

async function runScenarios(urls: string[], cookie: string, cursor: string, settings: ReturnType<typeof options>, cpu?: () => number | undefined) {
  const results: Measurement[] = [];
  const chosen = scenarios(cookie, cursor).filter((scenario) => !settings.only || settings.only.split(',').some((part) => scenario.name.includes(part.trim())));
  for (const scenario of chosen) {
    results.push(await measure(urls, scenario, settings.duration, cpu));
    console.log(`[bench] ${scenario.name} (${scenario.connections}) on ${urls.length} instance${urls.length > 1 ? 's' : ''} done`);
  }
  return results;
}

/** The dashboard's throughput as a share of health's, both at 10 connections in this run (its target is 0.6 or more). */
function printDashboardRatio(rows: Measurement[]) {
  const health = rows.find((row) => row.name === 'health' && row.connections === 10);
  const dashboard = rows.find((row) => row.name === 'dashboard stats' && row.connections === 10);
  if (!health || !dashboard) return;
  const ratio = dashboard.rps / Math.max(1, health.rps);
  console.log(`[bench] dashboard stats at 10 connections: ${dashboard.rps} req/s = ${ratio.toFixed(2)}× health (${health.rps} req/s), target 0.6× ${ratio >= 0.6 ? 'ok' : 'MISS'}`);
}

function printScaling(one: Measurement[], many: Measurement[], instances: number) {
  console.log(`\n[bench] throughput of ${instances} instances against one (same total connections, same database)`);
  for (const [index, single] of one.entries()) {
    const together = many[index]!;
    console.log(
      `  ${`${single.name} (${single.connections})`.padEnd(40)} ${String(single.rps).padStart(6)} → ${String(together.rps).padStart(6)} req/s  ×${(together.rps / Math.max(1, single.rps)).toFixed(2)}`,
    );
  }
}

async function main() {
  const settings = options();
  let servers: BenchServer[] = [];
  try {
    if (!settings.url) {
      console.log(`[bench] starting ${settings.instances === 1 ? 'the server' : `${settings.instances} servers`}…`);
      servers = await Promise.all(Array.from({ length: settings.instances }, () => startServer()));
    }
    const url = settings.url ?? servers[0]!.url;
    const cookie = await signIn(url, settings.email, settings.password);
    const { cursor, rows } = await walkPages(url, cookie, settings.deepPages);
    await setUpBudgets(url, cookie, earliestToday.slice(0, 7));
    const load = () =>
      os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
    console.log(`[bench] ${url}, ${os.cpus().length} CPUs, load ${load()}, deep page after ${rows} rows, ${settings.duration} s per scenario`);
    await measure(url, { name: 'warm-up', connections: 10, requests: scenarios(cookie, cursor).at(-1)!.requests }, 3);
    const cpuOf = (chosen: BenchServer[]) => {
      if (chosen.length === 0) return undefined;
      return () => {
        let total = 0;
        for (const server of chosen) {
          const seconds = server.cpuSeconds();
          if (seconds === undefined) return undefined;
          total += seconds;
        }
        return total;
      };
    };
    const results = await runScenarios([url], cookie, cursor, settings, cpuOf(servers.slice(0, 1)));
    console.log(`\n[bench] load average afterwards ${load()} (other work on the machine skews every figure)`);
    printTable(results);
    printDashboardRatio(results);
    if (servers.length > 1) {
      const urls = servers.map((server) => server.url);
      await measure(urls, { name: 'warm-up', connections: 10, requests: scenarios(cookie, cursor).at(-1)!.requests }, 3);
      const together = await runScenarios(urls, cookie, cursor, settings, cpuOf(servers));
      console.log(`\n[bench] ${servers.length} instances, load average afterwards ${load()}`);
      printTable(together);
      printDashboardRatio(together);
      printScaling(results, together, servers.length);
    }
    if (servers.length > 0) console.log('[bench] cpu ms/req: CPU time of the server processes (not PostgreSQL) per request; it moves far less with other load than latency does');
    if (!settings.keep) console.log(`[bench] removed ${await cleanUp(url, cookie)} benchmark transactions`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
