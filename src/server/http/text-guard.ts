import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '../../domain/errors';

export const forbiddenCharactersMessage = 'This text contains characters that are not allowed';

/**
 * NUL, which PostgreSQL cannot store in text, and UTF-16 halves without their partner, which
 * no encoding can store faithfully. With the `u` flag a well-formed pair is one code point, so
 * only a lone half matches `\p{Cs}`.
 */
const loneSurrogate = /\p{Cs}/u;

export function hasForbiddenCharacter(text: string): boolean {
  return text.includes('\0') || loneSurrogate.test(text);
}

/**
 * The dotted path of the first string (or object key) holding a forbidden character, or null.
 * Iterative, so a deeply nested body cannot exhaust the call stack.
 */
export function findForbiddenText(root: unknown, prefix: string): string | null {
  const pending: [unknown, string][] = [[root, prefix]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) return path;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push([value[index], join(path, String(index))]);
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index]!;
        if (hasForbiddenCharacter(key)) return join(path, key.replace(/\p{Cs}/gu, '?').replaceAll('\0', '?'));
        pending.push([(value as Record<string, unknown>)[key], join(path, key)]);
      }
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
    return reply.status(400).send({
      message: forbiddenCharactersMessage,
      code: errorCodes.validation,
      fieldErrors: { [field]: forbiddenCharactersMessage },
    });
  });
}
