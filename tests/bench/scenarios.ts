import autocannon, { type Request } from 'autocannon';

export interface Scenario {
  name: string;
  connections: number;
  requests: Request[];
  /** What docs/architecture.md#performance-budgets asks of this scenario, checked against the measurement. */
  target?: { p95Ms?: number; p975Ms?: number; p99Ms?: number; minRps?: number; noErrors?: boolean };
}

export interface Measurement {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  failures: number;
  /** Milliseconds of server CPU per request, when the bench runs the server itself. */
  serverCpuMs?: number;
  verdict: string;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function verdict(target: Scenario['target'], measured: Omit<Measurement, 'verdict'>): string {
  if (!target) return '';
  const misses: string[] = [];
  if (target.p95Ms !== undefined && measured.p95 > target.p95Ms) misses.push(`p95 > ${target.p95Ms} ms`);
  if (target.p975Ms !== undefined && measured.p975 > target.p975Ms) misses.push(`p97.5 > ${target.p975Ms} ms`);
  if (target.p99Ms !== undefined && measured.p99 > target.p99Ms) misses.push(`p99 > ${target.p99Ms} ms`);
  if (target.minRps !== undefined && measured.rps < target.minRps) misses.push(`< ${target.minRps} req/s`);
  if (target.noErrors && measured.failures > 0) misses.push('errors');
  return misses.length ? `MISS (${misses.join(', ')})` : 'ok';
}

/**
 * Runs one scenario; latencies are recorded per response so percentiles are exact, not
 * interpolated. Given several instances, the connections are split evenly between them (as a
 * round-robin load balancer would) and the results are added up.
 */
export async function measure(target: string | string[], scenario: Scenario, seconds: number, serverCpu?: () => number | undefined): Promise<Measurement> {
  // Fewer connections than instances: only as many instances as there are connections get one.
  const urls = (Array.isArray(target) ? target : [target]).slice(0, Math.max(1, scenario.connections));
  const latencies: number[] = [];
  const cpuBefore = serverCpu?.();
  const runs = urls.map((url, index) => {
    const connections = Math.floor(scenario.connections / urls.length) + (index < scenario.connections % urls.length ? 1 : 0);
    const instance = autocannon({ url, connections, duration: seconds, requests: scenario.requests, timeout: 10 });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    return instance;
  });
  const results = await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  const cpuAfter = serverCpu?.();
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  const duration = Math.max(...results.map((result) => result.duration));
  const measured = {
    name: scenario.name,
    connections: scenario.connections,
    requests: total,
    rps: Math.round(total / duration),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p975: percentile(latencies, 0.975),
    p99: percentile(latencies, 0.99),
    failures: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    serverCpuMs: cpuBefore !== undefined && cpuAfter !== undefined && total > 0 ? ((cpuAfter - cpuBefore) * 1000) / total : undefined,
  };
  return { ...measured, verdict: verdict(scenario.target, measured) };
}

export function printTable(rows: Measurement[]): void {
  const header = ['scenario', 'conns', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p97.5 ms', 'p99 ms', 'failed', 'cpu ms/req', 'target'];
  const body = rows.map((row) => [
    row.name,
    String(row.connections),
    String(row.requests),
    String(row.rps),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p975.toFixed(1),
    row.p99.toFixed(1),
    String(row.failures),
    row.serverCpuMs === undefined ? '-' : row.serverCpuMs.toFixed(2),
    row.verdict,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
}
