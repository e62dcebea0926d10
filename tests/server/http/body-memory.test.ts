import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importMaxBytes, importMaxRows } from '../../../src/domain/transactions/imports';
import { cloneTemplate, dropDatabase } from '../support/databases';
import { spawnServer, waitForStatus, type ServerProcess } from '../support/server-process';
import { defaultPassword, uniqueEmail } from '../support/user-factories';

const adminUrl = inject('adminUrl');
const { url: databaseUrl, name } = await cloneTemplate(adminUrl, inject('templateDatabase'));

/** What the budget allows: the server's baseline plus one large import's bytes, never a multiple of them. */
const peakBudgetKb = 300 * 1024;
/** What all the hostile bodies together may add to the resting server: one import's bytes and change. */
const requestBudgetKb = 100 * 1024;

let server: ServerProcess;
let cookie = '';

/** The process's peak resident memory so far (VmHWM), in kilobytes. */
function peakResidentKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  return Number(line?.replace(/\D+/g, ''));
}

/** Linux resets VmHWM to the current resident size when 5 is written to clear_refs. */
function resetPeakResident(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function post(path: string, body: string) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

type Outcome = { status: number; body: { message?: string; code?: string } } | 'connection closed';

/**
 * Posts a hostile body on a connection of its own (`agent: false`). The server scans a large body
 * as it arrives and may answer before the upload ends, then closes the connection: a client still
 * sending sees the close (EPIPE) instead of the answer, which refuses the body just as well. On a
 * shared connection pool that close could also fail the next request.
 */
function postAlone(path: string, body: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers = { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const call = request(`${server.url}${path}`, { method: 'POST', agent: false, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') as { message?: string; code?: string } }));
      response.on('error', () => resolve('connection closed'));
    });
    call.on('error', () => resolve('connection closed'));
    call.end(body);
  });
}

/** The body was refused: the expected answer when it could be read, else the connection closed on the upload. */
function expectRefused(outcome: Outcome, answer: { status: number; body?: object }): void {
  if (outcome === 'connection closed') return;
  expect(outcome).toEqual({ status: answer.status, body: answer.body ?? expect.anything() });
}

/** `{"rows":[…]}` of one item repeated until the body is just under the import limit. */
function rowsOfRepeated(item: string): string {
  const count = Math.floor((importMaxBytes - 100) / (item.length + 1));
  return `{"rows":[${Array.from({ length: count }, () => item).join(',')}]}`;
}

beforeAll(async () => {
  server = await spawnServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' });
  await waitForStatus(server, '/api/ready', 200);
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Memory', lastName: 'Probe', email: uniqueEmail('memory'), password: defaultPassword }),
  });
  expect(response.status).toBe(201);
  cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
}, 120_000);

afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await dropDatabase(adminUrl, name);
});

describe('the largest hostile bodies a route admits', () => {
  it('are refused before they are parsed, and the server stays within its memory budget', async () => {
    // Start-up (transpiling the sources, warming up) peaks higher on some Node versions than any
    // request does; the high-water mark is reset so that it measures what the bodies cost.
    resetPeakResident(server.child.pid!);
    const restingKb = peakResidentKb(server.child.pid!);
    const zeros = await postAlone('/api/transactions/import', rowsOfRepeated('0'));
    expectRefused(zeros, { status: 400, body: expect.objectContaining({ message: `Import at most ${importMaxRows} rows at a time` }) });

    expectRefused(await postAlone('/api/transactions/import', rowsOfRepeated('{}')), { status: 400 });

    const oneWideRow = `{"rows":[[${Array.from({ length: Math.floor(importMaxBytes / 2) - 100 }, () => '0').join(',')}]]}`;
    expectRefused(await postAlone('/api/transactions/import', oneWideRow), { status: 400 });

    const nested = `{"rows":[${'['.repeat(importMaxBytes / 2 - 100)}${']'.repeat(importMaxBytes / 2 - 100)}]}`;
    expectRefused(await postAlone('/api/transactions/import', nested), {
      status: 400,
      body: expect.objectContaining({ message: 'The request body is nested too deeply or holds more values than this request takes' }),
    });

    const wideObject = `{"rows":[{${Array.from({ length: 3_000_000 }, (_, index) => `"k${index}":0`).join(',')}}]}`;
    expectRefused(await postAlone('/api/transactions/import', wideObject), { status: 400 });

    const sixteenMegabytes = `[${Array.from({ length: 8 * 1024 * 1024 - 1 }, () => '0').join(',')}]`;
    expectRefused(await postAlone('/api/financial-goals', sixteenMegabytes), { status: 413, body: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }) });

    const smallRouteZeros = `[${Array.from({ length: 128 * 1024 - 1 }, () => '0').join(',')}]`;
    expect((await post('/api/financial-goals', smallRouteZeros)).status).toBe(400);

    expect(server.child.exitCode).toBeNull();
    const peakKb = peakResidentKb(server.child.pid!);
    expect(peakKb - restingKb).toBeLessThan(requestBudgetKb);
    expect(peakKb).toBeLessThan(Math.max(peakBudgetKb, restingKb + requestBudgetKb));
  }, 300_000);
});
