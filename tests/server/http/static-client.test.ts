import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

const clientDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-client-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
await mkdir(path.join(clientDir, 'assets'));
await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Tandem</title><div id="root"></div>');
await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
await writeFile(path.join(clientDir, 'assets', 'app-3f9a.js'), script);
await writeFile(path.join(clientDir, 'assets', 'app-3f9a.js.br'), brotliCompressSync(script));

const { app } = await createTestApp({ CLIENT_DIR: clientDir });

describe('serving the web client', () => {
  it('answers any app route with the page so client routes survive a reload', async () => {
    for (const url of ['/', '/money-tracking', '/invite/abc123', '/shared/calendar/xyz']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and sends the precompressed file', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-3f9a.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('makes the service worker revalidate so updates are found', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file or API path with 404 JSON, not the page', async () => {
    for (const url of ['/assets/gone-1234.js', '/api/nothing-here', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The requested resource was not found', code: 'NOT_FOUND' });
    }
  });

  it('answers a POST to an unknown API path with 404 JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
