import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '../../domain/shared/errors';
import { errorAnswer } from './app-error';

export const forbiddenCharactersMessage = 'validation.forbiddenCharacters';

/**
 * NUL, which PostgreSQL cannot store in text, and UTF-16 halves without their partner, which
 * no encoding can store faithfully. With the `u` flag a well-formed pair is one code point, so
 * only a lone half matches `\p{Cs}`.
 */
const loneSurrogate = /\p{Cs}/u;

export function hasForbiddenCharacter(text: string): boolean {
  return text.includes('\0') || loneSurrogate.test(text);
}

interface Frame {
  items: unknown[];
  keys: string[] | null;
  next: number;
  path: string;
}

function frameOf(value: object, path: string): Frame {
  if (Array.isArray(value)) return { items: value, keys: null, next: 0, path };
  const keys = Object.keys(value);
  return { items: keys.map((key) => (value as Record<string, unknown>)[key]), keys, next: 0, path };
}

/**
 * The dotted path of the first string (or object key) holding a forbidden character, or null.
 * Walks with one frame per open container, never one per value, so a body of millions of
 * values costs no more memory than its depth, and a deeply nested one cannot exhaust the stack.
 */
export function findForbiddenText(root: unknown, prefix: string): string | null {
  if (typeof root === 'string') return hasForbiddenCharacter(root) ? prefix : null;
  if (root === null || typeof root !== 'object') return null;
  const frames: Frame[] = [frameOf(root, prefix)];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1]!;
    if (frame.next === frame.items.length) {
      frames.pop();
      continue;
    }
    const index = frame.next;
    frame.next += 1;
    const key = frame.keys ? frame.keys[index]! : null;
    if (key !== null && hasForbiddenCharacter(key)) return join(frame.path, key.replace(/\p{Cs}/gu, '?').replaceAll('\0', '?'));
    const value = frame.items[index];
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) return join(frame.path, key ?? String(index));
    } else if (value !== null && typeof value === 'object') {
      frames.push(frameOf(value, join(frame.path, key ?? String(index))));
    }
  }
  return null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function offendingField(request: FastifyRequest): string | null {
  for (const part of [request.params, request.query, request.body]) {
    const found = findForbiddenText(part, '');
    if (found !== null) return found || '_';
  }
  return null;
}

/**
 * One check for every route, after parsing and before schema validation: text that the
 * database would refuse (or silently alter) answers 400 on the field that carries it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const field = offendingField(request);
    if (field === null) return;
    return reply.status(400).send(errorAnswer(errorCodes.validation, forbiddenCharactersMessage, { [field]: forbiddenCharactersMessage }));
  });
}
