import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, errorMessages, says, type ErrorBody } from '../../domain/shared/errors';
import { AppError, errorAnswer } from './app-error';

interface Issue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldName(issue: Issue): string {
  const fromPath = issue.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  if (fromPath) return fromPath;
  const keys = issue.params.keys;
  return Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : '';
}

function issueMessage(issue: Issue): string {
  if (issue.keyword === 'unrecognized_keys') {
    const keys = Array.isArray(issue.params.keys) ? issue.params.keys.join(', ') : '';
    return says('messages.unknownField', { fields: keys });
  }
  return issue.message ?? says('messages.invalidValue');
}

/** Turns schema issues into `{ message, code, key, params, fieldErrors, fieldKeys }`, keeping the first message per field. */
export function validationBody(issues: Issue[]): ErrorBody {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldName(issue) || '_';
    fieldErrors[name] ??= issueMessage(issue);
  }
  const first = issues[0];
  return errorAnswer(errorCodes.validation, first ? issueMessage(first) : errorMessages.validation, fieldErrors);
}

const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: errorCodes.unsupportedMediaType, message: errorMessages.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: errorCodes.payloadTooLarge, message: errorMessages.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: errorCodes.badRequest, message: errorMessages.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: errorCodes.badRequest, message: errorMessages.invalidJson },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorAnswer(error.code, error.text, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation as Issue[]));
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorAnswer(known.code, known.message));
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send(errorAnswer(errorCodes.badRequest, errorMessages.invalidJson));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorAnswer(errorCodes.rateLimited, errorMessages.rateLimited));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Anything thrown lands here, not only Fastify's own errors, so a code may be missing.
      return reply.status(error.statusCode).send({ message: error.message, code: (error.code as string | undefined) ?? errorCodes.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorAnswer(errorCodes.internal, errorMessages.internal));
  });
}

/**
 * Routing failures Fastify answers before any route runs (an id past the router's length limit,
 * a path that does not decode): they name nothing, so they get our 404 instead of Fastify's 414/400.
 */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(404).send(errorAnswer(errorCodes.notFound, errorMessages.notFound));
}
