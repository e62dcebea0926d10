import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../src/domain/shared/languages';
import { createTestApp } from '../support/test-app';

const clientDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-client-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
await mkdir(path.join(clientDir, 'assets'));
await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><title>Tandem</title><div id="root"></div>');
/** What the build writes for each language: its own prerendered landing page. */
const landingPage = (language: string) =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}" data-landing><title>Tandem</title><div id="root" data-prerendered="landing"><h1>Plan your money (${language})</h1>${'<p>pitch</p>'.repeat(200)}</div>`;
for (const language of languageCodes) await writeFile(path.join(clientDir, `landing-${language}.html`), landingPage(language));
const landingHtml = landingPage('en');
await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
await writeFile(path.join(clientDir, 'assets', 'app-3f9a.js'), script);
await writeFile(path.join(clientDir, 'assets', 'app-3f9a.js.br'), brotliCompressSync(script));

const { app } = await createTestApp({ CLIENT_DIR: clientDir });

describe('serving the web client', () => {
  it('answers any app route with the page so client routes survive a reload', async () => {
    for (const url of ['/money-tracking', '/dashboard', '/invite/abc123', '/shared/calendar/xyz']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Plan your money');
    }
  });

  it('answers a signed-out visitor opening / with the prerendered landing page', async () => {
    for (const url of ['/', '/?ref=friend']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': 'en-GB,en;q=0.9' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      expect(response.body).toBe(landingHtml);
    }
    // No Accept-Language at all is English too.
    expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(landingHtml);
  });

  it('answers / with the app shell when a session cookie may mean a signed-in user', async () => {
    for (const cookie of ['tandem_session=abc', 'theme=dark; tandem_session=abc']) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Plan your money');
    }
  });

  it('reads the session cookie under the one name the server uses, as sign-in does', async () => {
    // Over plain HTTP the session is never a `__Host-` cookie: such a cookie signs nobody in.
    expect((await app.inject({ method: 'GET', url: '/', headers: { cookie: '__Host-tandem_session=abc' } })).body).toBe(landingHtml);
    const secure = await createTestApp({ CLIENT_DIR: clientDir, PUBLIC_ORIGIN: 'https://tandem.example' });
    expect((await secure.app.inject({ method: 'GET', url: '/', headers: { cookie: '__Host-tandem_session=abc' } })).body).toContain('<div id="root"></div>');
    expect((await secure.app.inject({ method: 'GET', url: '/', headers: { cookie: 'tandem_session=abc' } })).body).toBe(landingHtml);
  });

  it('sends the landing page in the language the browser asks for, English when it asks for none supported', async () => {
    const arabic = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-FR,ar-SA;q=0.9,en;q=0.5' } });
    expect(arabic.body).toBe(landingPage('ar'));
    const unsupported = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-FR' } });
    expect(unsupported.body).toBe(landingHtml);
  });

  it('prefers the language chosen on the device, and a link to one language over both', async () => {
    const chosen = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en', cookie: 'theme=dark; tandem-language=tr' } });
    expect(chosen.body).toBe(landingPage('tr'));
    const linked = await app.inject({ method: 'GET', url: '/?ref=ANA4821&lang=vi', headers: { 'accept-language': 'ar', cookie: 'tandem-language=tr' } });
    expect(linked.body).toBe(landingPage('vi'));
    // A language the app does not have is no choice at all.
    const unknown = await app.inject({ method: 'GET', url: '/?lang=xx', headers: { 'accept-language': 'es', cookie: 'tandem-language=zz' } });
    expect(unknown.body).toBe(landingPage('es'));
  });

  it('never serves a landing page under its own name', async () => {
    for (const url of ['/landing-en.html', '/landing-ar.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('compresses pages with the best encoding the browser accepts', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(landingHtml);
    const gzip = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root"></div>');
    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(landingHtml);
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
      expect(response.json()).toEqual({ message: 'The requested resource was not found', code: 'NOT_FOUND', key: 'messages.notFound' });
    }
  });

  it('answers a POST to an unknown API path with 404 JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
