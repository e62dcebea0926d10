import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { proposalLifetimeMinutes, proposalListQuery, proposalViewSchema, undoWindowSeconds } from '../../../../domain/ai/proposals';
import type { AppContext } from '../../../http/app-context';
import { requireUser } from '../../../http/auth-guard';
import { errorBody, idParams } from '../../../http/route-kit';
import { cancelProposal, confirmProposal, undoProposal } from './lifecycle';
import { listProposals, requireProposal, toProposalView } from './store';

const tags = ['ai'];

/** The person's side of the assistant's proposed writes: see them, confirm once, cancel, undo for a short while. */
export const proposalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/ai/proposals',
    {
      schema: {
        tags,
        summary: 'Writes the assistant proposed, newest first; `status=pending` lists those still waiting for confirmation',
        description: `A proposal expires ${proposalLifetimeMinutes} minutes after it is made; an expired one reads \`expired\`.`,
        querystring: proposalListQuery,
        response: { 200: z.array(proposalViewSchema), 400: errorBody },
      },
    },
    async (request) => listProposals(db, requireUser(request).id, request.query.status),
  );

  app.get(
    '/ai/proposals/:id',
    {
      schema: { tags, summary: 'One proposal in its current state, with what it will write (`preview`)', params: idParams, response: { 200: proposalViewSchema, 404: errorBody } },
    },
    async (request) => toProposalView(await requireProposal(db, request.params.id, requireUser(request).id)),
  );

  app.post(
    '/ai/proposals/:id/confirm',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Writes what the proposal holds, once, through the same service, checks and texts as the app’s screens',
        description: [
          'Honours `Idempotency-Key`: a retry with the same key answers the first result.',
          'Confirmed already: 409 `PROPOSAL_ALREADY_CONFIRMED`; expired: 410 `PROPOSAL_EXPIRED`; cancelled or undone: 409 `PROPOSAL_CLOSED`.',
          'A refusal by the service (its validation 400, a permission 403, a conflict 409) leaves the proposal pending.',
          `Answers the proposal with \`link\` to what was written and \`undoUntil\`, ${undoWindowSeconds} seconds on.`,
        ].join(' '),
        params: idParams,
        response: { 200: proposalViewSchema, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 410: errorBody },
      },
    },
    async (request) => confirmProposal(db, request.params.id, requireUser(request).id),
  );

  app.post(
    '/ai/proposals/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Declines a pending proposal; nothing is written',
        description: 'Confirmed: 409 `PROPOSAL_ALREADY_CONFIRMED`; expired: 410 `PROPOSAL_EXPIRED`. Cancelling twice answers the same.',
        params: idParams,
        response: { 200: proposalViewSchema, 404: errorBody, 409: errorBody, 410: errorBody },
      },
    },
    async (request) => cancelProposal(db, request.params.id, requireUser(request).id),
  );

  app.post(
    '/ai/proposals/:id/undo',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: `Takes a confirmed write back within ${undoWindowSeconds} seconds of confirming: deletes what was created, or restores the previous answer or budget`,
        description: 'After the window: 409 `UNDO_WINDOW_CLOSED`; not confirmed: 409 `PROPOSAL_NOT_CONFIRMED`.',
        params: idParams,
        response: { 200: proposalViewSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => undoProposal(db, request.params.id, requireUser(request).id),
  );
};
