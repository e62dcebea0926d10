import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCodes } from '../../../../domain/shared/errors';
import {
  importErrorSchema,
  importMaxBytes,
  importMaxRows,
  importMessages,
  importProgressMediaType,
  importResultSchema,
  importRowMaxFields,
  importTransactionsInput,
  type ImportStreamEvent,
} from '../../../../domain/transactions/imports';
import { transactionMessages } from '../../../../domain/transactions/transactions';
import type { Database } from '../../../db/client';
import { AppError, described, errorAnswer } from '../../../http/app-error';
import { requireUser } from '../../../http/auth-guard';
import { settleStreamedAnswer, unlessDryRun } from '../../../http/idempotency';
import { errorBody } from '../../../http/route-kit';
import { planImport, savePlan, type ImportPlan } from './import-transactions';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** Answers 413 from the declared length alone, before a byte of an oversized body is read. */
async function refuseOversized(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > importMaxBytes) {
    return reply.status(413).send(errorAnswer(errorCodes.payloadTooLarge, importMessages.tooLarge));
  }
}

function wantsProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(importProgressMediaType);
}

/**
 * Saves while telling the client how far it got, one JSON line per chunk. The status (201) is
 * sent before saving starts, so a failure while saving is its last line; the database
 * transaction has then been rolled back and nothing was imported.
 */
function streamSave(db: Database, userId: string, plan: ImportPlan, request: FastifyRequest, reply: FastifyReply) {
  const stream = new PassThrough();
  const write = (event: ImportStreamEvent) => stream.write(`${JSON.stringify(event)}\n`);
  const total = plan.toInsert.length;
  write({ type: 'saving', saved: 0, total });
  const contentType = `${importProgressMediaType}; charset=utf-8`;
  savePlan(db, userId, plan, (saved) => write({ type: 'saving', saved, total })).then(
    async () => {
      const done: ImportStreamEvent = { type: 'done', result: plan.result };
      await settleStreamedAnswer(db, request, { statusCode: 201, contentType, body: `${JSON.stringify(done)}\n` });
      write(done);
      stream.end();
    },
    async (error: unknown) => {
      await settleStreamedAnswer(db, request, null);
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'import failed while saving');
      const known = error instanceof AppError && error.statusCode < 500;
      write({ type: 'failed', ...errorAnswer(known ? error.code : errorCodes.internal, known ? error.text : importMessages.saveFailed) });
      stream.end();
    },
  );
  return reply.status(201).header('content-type', contentType).header('cache-control', 'no-store').send(stream);
}

export function registerImportRoute(app: RouteApp, db: Database): void {
  app.post(
    '/transactions/import',
    {
      onRequest: refuseOversized,
      bodyLimit: importMaxBytes,
      config: {
        signInMessage: transactionMessages.signInToAdd,
        idempotent: unlessDryRun,
        // Counted before parsing: the rows, each an object of its fields, and the two options.
        jsonShape: {
          maxValues: importMaxRows * (importRowMaxFields + 1) + 8,
          maxArrayItems: importMaxRows,
          maxObjectMembers: importRowMaxFields * 2,
          tooManyMessage: importMessages.tooManyRows,
        },
      },
      // Progress lines must reach the client as they are written, not when a compressor flushes.
      compress: false,
      schema: {
        tags: ['transactions'],
        summary: `Imports up to ${importMaxRows} rows atomically, reporting duplicates of existing transactions`,
        description: [
          'Each row has the fields of POST /transactions. Any invalid row fails the whole import with 400 and `errors: [{ row (1-based), field, message }]`.',
          'A row is a duplicate when one of your transactions has the same date, amount and description; `dryRun` only reports, `skipDuplicates` leaves duplicates out.',
          `Bodies over ${importMaxBytes / 1_000_000} MB are refused with 413. Rows are written in one database transaction: all or nothing.`,
          `Send \`Accept: ${importProgressMediaType}\` to follow the saving: the 201 answer is then one JSON line per step, \`{ type: "saving", saved, total }\`, ending with \`{ type: "done", result }\` or \`{ type: "failed", message, code }\` (nothing saved).`,
        ].join(' '),
        body: importTransactionsInput,
        response: {
          200: importResultSchema,
          201: importResultSchema,
          400: z.union([importErrorSchema, errorBody]),
          413: errorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const check = await planImport(db, userId, request.body);
      if (!check.ok)
        return reply
          .status(400)
          .send({ ...errorAnswer(errorCodes.importInvalid, importMessages.refused), errors: check.errors.map(({ message, ...at }) => ({ ...at, ...described(message) })) });
      const { plan } = check;
      if (plan.result.dryRun) return reply.status(200).send(plan.result);
      if (wantsProgress(request) && plan.toInsert.length > 0) return streamSave(db, userId, plan, request, reply);
      await savePlan(db, userId, plan);
      return reply.status(201).send(plan.result);
    },
  );
}
