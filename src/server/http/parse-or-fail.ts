import type { z } from 'zod';
import { errorCodes, errorMessages } from '../../domain/shared/errors';
import { AppError } from './app-error';

/**
 * Checks input that arrived other than as a request body (a stored proposal, say) with the route's
 * own schema: the same 400, texts and field errors a screen's request would get.
 */
export function parseOrFail<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '_')] ??= issue.message;
  const first = parsed.error.issues[0]?.message ?? errorMessages.validation;
  throw new AppError(400, errorCodes.validation, first, fieldErrors);
}
