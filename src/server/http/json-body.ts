import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, errorMessages } from '../../domain/shared/errors';
import { AppError } from './app-error';
import { JsonShapeScanner, type JsonShapeLimits, type JsonShapeProblem } from './json-shape';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route taking a large body says what it may hold, and what to answer when it holds too many values. */
    jsonShape?: JsonShapeLimits & { tooManyMessage: string };
  }
}

/** Every body but the few large ones: small enough that no count is needed beyond the depth. */
export const defaultBodyLimit = 256 * 1024;

const unbounded: JsonShapeLimits = { maxValues: Infinity, maxArrayItems: Infinity, maxObjectMembers: Infinity };

const tooLarge = () => new AppError(413, errorCodes.payloadTooLarge, errorMessages.payloadTooLarge);
const badRequest = (message: string) => new AppError(400, errorCodes.badRequest, message);

function shapeError(request: FastifyRequest, problem: JsonShapeProblem): AppError {
  const shape = request.routeOptions.config.jsonShape;
  const tooMany = shape && (problem === 'tooManyValues' || problem === 'tooManyItems');
  return badRequest(tooMany ? shape.tooManyMessage : errorMessages.bodyTooComplex);
}

/**
 * Reads a body into one buffer of its declared length (no second copy), scanning its shape as
 * the parts arrive so an oversized or overfull body is refused before it is kept whole.
 */
function readBody(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  const limit = request.routeOptions.bodyLimit;
  const declared = Number(request.headers['content-length']);
  const known = Number.isSafeInteger(declared) && declared >= 0;
  if (known && declared > limit) return Promise.reject(tooLarge());
  const scanner = new JsonShapeScanner(request.routeOptions.config.jsonShape ?? unbounded);
  const whole = known ? Buffer.allocUnsafe(declared) : null;
  const parts: Buffer[] = [];
  let received = 0;
  return new Promise((resolve, reject) => {
    const stop = (error: AppError) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      reject(error);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (received + bytes.length > limit || (whole && received + bytes.length > whole.length)) return stop(tooLarge());
      const problem = scanner.feed(bytes);
      if (problem) return stop(shapeError(request, problem));
      if (whole) bytes.copy(whole, received);
      else parts.push(Buffer.from(bytes));
      received += bytes.length;
    }
    function onEnd() {
      payload.removeListener('data', onData);
      if (whole && received !== whole.length) return reject(badRequest(errorMessages.invalidJson));
      resolve(whole ?? Buffer.concat(parts, received));
    }
    payload.on('data', onData);
    payload.once('end', onEnd);
    payload.once('error', () => stop(badRequest(errorMessages.invalidJson)));
    payload.resume();
  });
}

/**
 * Replaces the JSON parser: the body must be within the route's shape (checked on the raw bytes
 * before anything is allocated per value) and valid UTF-8 (a broken sequence would otherwise be
 * stored as U+FFFD replacement characters); then Fastify's own parser, with its
 * prototype-poisoning checks, reads it.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBody(request, payload).then(
      (bytes) => {
        if (!isUtf8(bytes)) return done(badRequest(errorMessages.invalidUtf8), undefined);
        // Fastify types the default parser as callback- or promise-style; the JSON one is the
        // callback kind, answering through done and returning nothing to await.
        // eslint-disable-next-line @typescript-eslint/no-floating-promises
        parse(request, bytes.toString('utf8'), done);
      },
      (error: AppError) => done(error, undefined),
    );
  });
}
