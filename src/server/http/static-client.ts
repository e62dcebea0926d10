import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, errorMessages } from '../../domain/shared/errors';
import { errorAnswer } from './app-error';
import { languageCodes, type LanguageCode } from '../../domain/shared/languages';
import type { Config } from '../config';
import { languageCookieName, sessionTokenFrom } from '../shared/session-cookie';
import { htmlDocument } from './html-document';
import { landingLanguage, landingLanguageParameter } from './landing-language';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
/** The prerendered landing pages, one per language (scripts/prerender-landing.mjs); only ever sent as the answer for `/`. */
const landingFile = (language: LanguageCode) => `landing-${language}.html`;
const isLandingFile = (pathname: string) => /^\/landing-[a-z]+\.html$/.test(pathname);
/** A session cookie means the visitor may be signed in, and the landing page would be wrong for them. */
function mayBeSignedIn(request: FastifyRequest, config: Config): boolean {
  return sessionTokenFrom(request, config) !== undefined;
}

type Page = ReturnType<typeof htmlDocument>;

/** Every language's landing page, or null when the build wrote none (a client built without them). */
function readLandingPages(clientDir: string): Map<LanguageCode, Page> | null {
  const pages = new Map<LanguageCode, Page>();
  for (const language of languageCodes) {
    const file = path.join(clientDir, landingFile(language));
    if (existsSync(file)) pages.set(language, htmlDocument(readFileSync(file, 'utf8')));
  }
  if (pages.size === 0) return null;
  if (pages.size !== languageCodes.length) throw new Error(`The client has landing pages for ${[...pages.keys()].join(', ')} only: rebuild it`);
  return pages;
}

/**
 * Serves the built client: hashed files under /assets forever-cached, everything else
 * revalidated, and any unknown non-API GET answered with index.html so client routes work
 * on reload; `/` answers signed-out visitors with the prerendered landing page in their language. Unknown /api
 * paths answer 404 JSON.
 */
export async function registerClient(app: FastifyInstance, config: Config): Promise<void> {
  const { clientDir } = config;
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => !isLandingFile(pathname),
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : revalidate);
      },
    });
  }
  const indexPage = built ? htmlDocument(readFileSync(indexFile, 'utf8')) : null;
  const landingPages = built ? readLandingPages(clientDir) : null;

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
    if (pathname === '/' && landingPages && !mayBeSignedIn(request, config)) {
      const language = landingLanguage({
        asked: new URLSearchParams(request.url.split('?')[1] ?? '').get(landingLanguageParameter),
        chosen: request.cookies[languageCookieName],
        acceptLanguage: request.headers['accept-language'],
      });
      page = landingPages.get(language) ?? page;
    }
    const { body, encoding } = page(request.headers['accept-encoding']);
    // `/` differs by sign-in and language; every page differs by the encoding picked.
    const vary = pathname === '/' ? 'Cookie, Accept-Language, Accept-Encoding' : 'Accept-Encoding';
    reply.header('cache-control', revalidate).header('vary', vary).type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
