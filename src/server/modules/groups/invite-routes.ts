import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createdInviteSchema, createInviteInput, groupInviteSchema, inviteAcceptedSchema, invitePreviewSchema } from '../../../domain/groups/groups';
import type { Config } from '../../config';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { acceptInvite, createInvite, declineInvite, listInvites, previewInvite, revokeInvite } from './invites';

const tags = ['groups'];
const inviteParams = z.object({ id: z.string().max(100), inviteId: z.string().max(100) });
const tokenParams = z.object({ token: z.string().max(200) });

/** Links point at the configured public address, else at the address this request came to. */
function appOrigin(config: Config, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

export const invitesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.post(
    '/groups/:id/invites',
    {
      schema: {
        tags,
        summary: 'Creates an invite link (owner or admin; only the owner invites admins)',
        description: 'The token is shown only in this answer: only its SHA-256 is stored. Archived groups give out no links (409).',
        params: idParams,
        body: createInviteInput,
        response: { 201: createdInviteSchema, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const invite = await createInvite(db, requireUser(request).id, request.params.id, request.body, appOrigin(config, request));
      return reply.status(201).send(invite);
    },
  );

  app.get(
    '/groups/:id/invites',
    {
      schema: {
        tags,
        summary: 'The group’s invite links with their state and uses (owner or admin)',
        params: idParams,
        response: { 200: z.array(groupInviteSchema), 403: errorBody, 404: errorBody },
      },
    },
    async (request) => listInvites(db, requireUser(request).id, request.params.id),
  );

  app.delete(
    '/groups/:id/invites/:inviteId',
    {
      schema: {
        tags,
        summary: 'Revokes an invite link (owner or admin)',
        params: inviteParams,
        response: { 204: noContent, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await revokeInvite(db, requireUser(request).id, request.params.id, request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invites/:token',
    {
      schema: {
        tags,
        summary: 'What an invite link offers: group, inviter, role, expiry and state (`used` when already a member)',
        params: tokenParams,
        response: { 200: invitePreviewSchema, 404: errorBody },
      },
    },
    async (request) => previewInvite(db, requireUser(request).id, request.params.token),
  );

  app.post(
    '/invites/:token/accept',
    {
      schema: {
        tags,
        summary: 'Joins the group with the invite’s role (a member keeps the role they have)',
        params: tokenParams,
        response: { 200: inviteAcceptedSchema, 404: errorBody, 409: errorBody, 410: errorBody },
      },
    },
    async (request) => acceptInvite(db, requireUser(request).id, request.params.token),
  );

  app.post(
    '/invites/:token/decline',
    {
      schema: {
        tags,
        summary: 'Declines an invite',
        params: tokenParams,
        response: { 204: noContent, 404: errorBody, 410: errorBody },
      },
    },
    async (request, reply) => {
      await declineInvite(db, requireUser(request).id, request.params.token);
      return reply.status(204).send(null);
    },
  );
};
