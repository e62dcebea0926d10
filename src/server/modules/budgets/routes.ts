import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  budgetActionAnswer,
  budgetMonthAnswer,
  budgetMonthParams,
  budgetParams,
  budgetsFromRuleInput,
  budgetsQuery,
  dismissBudgetAlertsInput,
  setBudgetInput,
} from '../../../domain/budgets/budgets';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, noContent } from '../../http/route-kit';
import { budgetMonth, budgetsFromAverage, budgetsFromRule, copyPreviousMonth, deleteBudget, dismissBudgetAlerts, setBudget } from './service';
import { registerBudgetProposals } from './proposal-actions';

const tags = ['budgets'];

export const budgetsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  registerBudgetProposals();
  app.get(
    '/budgets',
    {
      schema: {
        tags,
        summary: 'A month’s budgets per expense category with spent, carried and available, the totals, the month’s income and its alerts',
        description:
          'Spending comes from the monthly rollups in the account currency. `carried` is last month’s available when last month’s budget rolls over (followed back at most 12 months). Reading raises each category’s 80% and 100% alert once. A month without budgets answers an empty list with zero totals.',
        querystring: budgetsQuery,
        response: { 200: budgetMonthAnswer, 400: errorBody },
      },
    },
    async (request) => budgetMonth(db, requireUser(request).id, request.query.month),
  );

  app.post(
    '/budgets/alerts/dismiss',
    {
      schema: {
        tags,
        summary: 'Dismisses budget alerts: a month’s or every month’s, narrowed to one category or one threshold when given',
        body: dismissBudgetAlertsInput,
        response: { 200: z.object({ dismissed: z.number().int() }), 400: errorBody },
      },
    },
    async (request) => dismissBudgetAlerts(db, requireUser(request).id, request.body),
  );

  app.put(
    '/budgets/:month/:category',
    {
      schema: {
        tags,
        summary: 'Sets a category’s budget for a month (amount ≥ 0 in the account currency, rollover on or off); answers the month',
        params: budgetParams,
        body: setBudgetInput,
        response: { 200: budgetMonthAnswer, 400: errorBody },
      },
    },
    async (request) => setBudget(db, requireUser(request).id, request.params.month, request.params.category, request.body),
  );

  app.delete(
    '/budgets/:month/:category',
    {
      schema: { tags, summary: 'Removes a category’s budget for a month', params: budgetParams, response: { 204: noContent, 400: errorBody, 404: errorBody } },
    },
    async (request, reply) => {
      await deleteBudget(db, requireUser(request).id, request.params.month, request.params.category);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/budgets/:month/copy-previous',
    {
      schema: {
        tags,
        summary: 'Sets the month’s budgets to last month’s (amount and rollover); categories last month had no budget for stay as they are',
        params: budgetMonthParams,
        response: { 200: budgetActionAnswer, 400: errorBody },
      },
    },
    async (request) => copyPreviousMonth(db, requireUser(request).id, request.params.month),
  );

  app.post(
    '/budgets/:month/from-average',
    {
      schema: {
        tags,
        summary: 'Sets each category’s budget to its average expense spending over the 3 months before (months without spending count as 0), rounded to the minor unit',
        description: 'Categories that spent nothing in those months are skipped; existing budgets of other categories stay, and a changed budget keeps its rollover.',
        params: budgetMonthParams,
        response: { 200: budgetActionAnswer, 400: errorBody },
      },
    },
    async (request) => budgetsFromAverage(db, requireUser(request).id, request.params.month),
  );

  app.post(
    '/budgets/:month/from-rule',
    {
      schema: {
        tags,
        summary:
          'Budgets from the 50/30/20 targets: the needs target spread over needs categories and the wants target over wants categories by their share of the last 3 months’ spending',
        description: 'A bucket without recent spending is shared equally by its built-in categories. Savings get no budget.',
        params: budgetMonthParams,
        body: budgetsFromRuleInput,
        response: { 200: budgetActionAnswer, 400: errorBody },
      },
    },
    async (request) => budgetsFromRule(db, requireUser(request).id, request.params.month, request.body),
  );
};
