import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorCodes, errorMessages } from '../../domain/errors';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built client: hashed files under /assets forever-cached, everything else
 * revalidated, and any unknown non-API GET answered with index.html so client routes work
 * on reload. Unknown /api paths answer 404 JSON.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : revalidate);
      },
    });
  }
  let indexHtml: string | undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!wantsPage || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send({ message: errorMessages.notFound, code: errorCodes.notFound });
    }
    if (!built) {
      return reply.status(503).type('text/plain').send('The web client has not been built yet. Run `npm run build` (npm start does this for you).');
    }
    indexHtml ??= await readFile(indexFile, 'utf8');
    return reply.header('cache-control', revalidate).type('text/html; charset=utf-8').send(indexHtml);
  });
}
