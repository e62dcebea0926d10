import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, errorMessages } from '../../domain/shared/errors';
import { errorAnswer } from './app-error';
import { defaultLanguage, languageFromAcceptHeader } from '../../domain/shared/languages';
import type { Config } from '../config';
import { sessionTokenFrom } from '../shared/session-cookie';
import { htmlDocument } from './html-document';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
/** The prerendered landing page; only ever sent as the answer for `/`, never under its own name. */
const landingPath = '/landing.html';
/** A session cookie means the visitor may be signed in, and the landing page would be wrong for them. */
function mayBeSignedIn(request: FastifyRequest, config: Config): boolean {
  return sessionTokenFrom(request, config) !== undefined;
}

/**
 * The prerendered landing page in English is for the signed-out visitors opening `/`. For a
 * browser asking for another language it stays hidden (public/theme-init.js handles a language
 * chosen on the device) until the app renders it in that language: no English flashes by.
 */
function hideForOtherLanguages(html: string): string {
  const opening = '<html lang="en" dir="ltr">';
  if (!html.includes(opening)) throw new Error('landing.html does not open with the expected <html> tag');
  return html.replace(opening, '<html lang="en" dir="ltr" data-prerender="hide">');
}

/**
 * Serves the built client: hashed files under /assets forever-cached, everything else
 * revalidated, and any unknown non-API GET answered with index.html so client routes work
 * on reload; `/` answers signed-out visitors with the prerendered landing page. Unknown /api
 * paths answer 404 JSON.
 */
export async function registerClient(app: FastifyInstance, config: Config): Promise<void> {
  const { clientDir } = config;
  const indexFile = path.join(clientDir, 'index.html');
  const landingFile = path.join(clientDir, landingPath);
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== landingPath,
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : revalidate);
      },
    });
  }
  const indexPage = built ? htmlDocument(readFileSync(indexFile, 'utf8')) : null;
  const landingHtml = built && existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : null;
  const landingPage = landingHtml === null ? null : htmlDocument(landingHtml);
  const hiddenLandingPage = landingHtml === null ? null : htmlDocument(hideForOtherLanguages(landingHtml));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!wantsPage || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send(errorAnswer(errorCodes.notFound, errorMessages.notFound));
    }
    if (!indexPage) {
      return reply.status(503).type('text/plain').send('The web client has not been built yet. Run `npm run build` (npm start does this for you).');
    }
    let page = indexPage;
    if (pathname === '/' && landingPage && hiddenLandingPage && !mayBeSignedIn(request, config)) {
      const english = languageFromAcceptHeader(request.headers['accept-language']) === defaultLanguage;
      page = english ? landingPage : hiddenLandingPage;
    }
    const { body, encoding } = page(request.headers['accept-encoding']);
    // `/` differs by sign-in and language; every page differs by the encoding picked.
    const vary = pathname === '/' ? 'Cookie, Accept-Language, Accept-Encoding' : 'Accept-Encoding';
    reply.header('cache-control', revalidate).header('vary', vary).type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
