import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateUserInput, userSchema } from '../../../domain/auth/auth';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { getUser } from '../../shared/users';
import { updateUser } from './service';

export const usersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: userSchema },
      },
    },
    async (request) => getUser(db, requireUser(request).id),
  );

  app.patch(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: "Changes the signed-in user's name or time zone",
        body: updateUserInput,
        response: { 200: userSchema, 400: errorBody },
      },
    },
    async (request) => updateUser(db, requireUser(request).id, request.body),
  );
};
