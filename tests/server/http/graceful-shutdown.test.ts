import http from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { connectDatabase } from '../../../src/server/db/client';
import { createLifecycle } from '../../../src/server/http/lifecycle';
import { cloneTemplate, dropDatabase } from '../support/databases';
import { spawnServer, waitForStatus, type ServerProcess } from '../support/server-process';

const adminUrl = inject('adminUrl');
const { url: databaseUrl, name } = await cloneTemplate(adminUrl, inject('templateDatabase'));
afterAll(() => dropDatabase(adminUrl, name));

/** A sign-in whose body arrives in two parts, so it stays in flight until `finish` is called. */
function slowSignIn(baseUrl: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const request = http.request(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

/**
 * Resolves once the server has logged the sign-in as an incoming request. Fastify writes that
 * line and then, in the same turn, runs the hook that counts the request as in flight, so by
 * the time the line is read the request is one a SIGTERM must wait for.
 */
function signInReached(server: ServerProcess): Promise<void> {
  const reached = (text: string) => text.split('\n').some((line) => line.includes('"incoming request"') && line.includes('"url":"/api/auth/login"'));
  return new Promise((resolve) => {
    if (reached(server.output())) return resolve();
    const look = () => {
      if (!reached(server.output())) return;
      server.child.stdout!.off('data', look);
      resolve();
    };
    server.child.stdout!.on('data', look);
  });
}

describe('readiness', () => {
  it('answers 503 while an instance is starting and 200 once it is ready', async () => {
    const database = connectDatabase(databaseUrl, 2);
    const lifecycle = createLifecycle('starting');
    const app = await buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), lifecycle });
    try {
      const starting = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ status: 'starting' });
      lifecycle.markReady();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('a running server on SIGTERM', () => {
  it('answers 503 on /api/ready, finishes the request in flight, then exits 0', async () => {
    // At debug level the server logs each request as it arrives, which is how the test knows it has.
    const server = await spawnServer({ DATABASE_URL: databaseUrl, SHUTDOWN_GRACE_SECONDS: '10', LOG_LEVEL: 'debug' });
    try {
      await waitForStatus(server, '/api/ready', 200);
      const inFlight = slowSignIn(server.url);
      await signInReached(server);
      server.child.kill('SIGTERM');
      await waitForStatus(server, '/api/ready', 503, 5_000);
      inFlight.finish();
      expect(await inFlight.answered).toBe(401);
      expect((await server.exited).code).toBe(0);
      expect(server.output()).toContain('stopped cleanly');
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('gives up on a request that never finishes once SHUTDOWN_GRACE_SECONDS have passed, and still exits 0', async () => {
    const server = await spawnServer({ DATABASE_URL: databaseUrl, SHUTDOWN_GRACE_SECONDS: '1', LOG_LEVEL: 'debug' });
    try {
      await waitForStatus(server, '/api/ready', 200);
      const stalled = slowSignIn(server.url);
      stalled.answered.catch(() => undefined);
      await signInReached(server);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(server.output()).toContain('requests still in flight after 1 s');
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
