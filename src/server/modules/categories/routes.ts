import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListSchema,
  createCustomCategoryInput,
  customCategorySchema,
  deleteCustomCategoryQuery,
  updateCustomCategoryInput,
} from '../../../domain/categories/custom-categories';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { createCategory, deleteCategory, listCategories, updateCategory } from './service';

const tags = ['categories'];
const premiumNote = 'Premium only: a Free account answers 403 `premium_required`.';

export const categoriesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Built-in categories and the user’s own, grouped by transaction type',
        description: 'Open to every plan. A custom category’s `key` (`custom:<id>`) is what transactions send and store as `category`.',
        response: { 200: categoryListSchema },
      },
    },
    async (request) => listCategories(db, requireUser(request).id),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Adds a custom income or expense category',
        description: `${premiumNote} Names are unique per type, ignoring case (409 otherwise).`,
        body: createCustomCategoryInput,
        response: { 201: customCategorySchema, 400: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(db, requireUser(request).id, request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Renames a custom category or changes its type, icon or colour',
        description: `${premiumNote} The type of a category used by transactions cannot change (409).`,
        params: idParams,
        body: updateCustomCategoryInput,
        response: { 200: customCategorySchema, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => updateCategory(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a custom category',
        description: `${premiumNote} A category used by transactions answers 409 \`category_in_use\` naming how many, unless \`moveTo\` names a category of the same type (built-in or custom) to move them to first.`,
        params: idParams,
        querystring: deleteCustomCategoryQuery,
        response: { 204: noContent, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await deleteCategory(db, requireUser(request).id, request.params.id, request.query.moveTo);
      return reply.status(204).send(null);
    },
  );
};
