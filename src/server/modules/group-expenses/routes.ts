import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGroupExpenseInput,
  createGroupSettlementInput,
  groupBalancesSchema,
  groupExpensePageSchema,
  groupExpenseSchema,
  groupPageQuery,
  groupSettlementPageSchema,
  groupSettlementSchema,
  updateGroupExpenseInput,
} from '../../../domain/group-expenses/group-expenses';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { exchangeRates } from '../../shared/exchange-rates';
import { groupBalances } from './balances';
import { listExpenses } from './expense-queries';
import { createExpense, deleteExpense, updateExpense } from './expense-service';
import { createSettlement, deleteSettlement, listSettlements } from './settlement-service';
import { registerGroupExpenseProposals } from './proposal-actions';

const tags = ['group expenses'];
const expenseParams = idParams.extend({ expenseId: z.string().max(100) });
const settlementParams = idParams.extend({ settlementId: z.string().max(100) });
const amountsNote = 'Amounts are decimal strings in the group’s currency; requests may send JSON numbers.';

export const groupExpensesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const rates = exchangeRates(db, config.fxBaseUrl);
  registerGroupExpenseProposals(rates);
  app.get(
    '/groups/:id/expenses',
    {
      schema: {
        tags,
        summary: 'The group’s expenses, newest first (date, then id), keyset-paged',
        description: `Members only. Pass \`nextCursor\` back as \`cursor\` for the next page (default 50, at most 100 a page). ${amountsNote}`,
        params: idParams,
        querystring: groupPageQuery,
        response: { 200: groupExpensePageSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => listExpenses(db, request.params.id, requireUser(request).id, request.query),
  );

  app.post(
    '/groups/:id/expenses',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Adds an expense split equally, by shares, by percentages or by exact amounts',
        description: `The payer and everyone in the split must be current members. Shares are computed to the last minor unit and add up to the amount. Each member’s share counts as their own spending in \`category\` (default \`other\`): a read-only transaction in their money tracking at the reference rate of the date into their currency (added later by a background job when no rate can be had). ${amountsNote}`,
        params: idParams,
        body: createGroupExpenseInput,
        response: { 201: groupExpenseSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createExpense(db, request.params.id, requireUser(request).id, request.body, rates)),
  );

  app.patch(
    '/groups/:id/expenses/:expenseId',
    {
      schema: {
        tags,
        summary: 'Edits an expense (its payer, whoever added it, or an owner or admin)',
        description: `Any subset of the fields; the result is checked as a new expense would be and the shares are computed again. ${amountsNote}`,
        params: expenseParams,
        body: updateGroupExpenseInput,
        response: { 200: groupExpenseSchema, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => updateExpense(db, request.params.id, request.params.expenseId, requireUser(request).id, request.body, rates),
  );

  app.delete(
    '/groups/:id/expenses/:expenseId',
    {
      schema: {
        tags,
        summary: 'Deletes an expense (its payer, whoever added it, or an owner or admin)',
        params: expenseParams,
        response: { 204: noContent, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await deleteExpense(db, request.params.id, request.params.expenseId, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/groups/:id/balances',
    {
      schema: {
        tags,
        summary: 'Who owes whom: every member’s balance and the fewest payments that settle them',
        description: `Positive amounts are owed to the person, negative ones they owe. Former members appear while their balance is not zero. ${amountsNote}`,
        params: idParams,
        response: { 200: groupBalancesSchema, 404: errorBody },
      },
    },
    async (request) => groupBalances(db, request.params.id, requireUser(request).id),
  );

  app.get(
    '/groups/:id/settlements',
    {
      schema: {
        tags,
        summary: 'Payments recorded between members, newest first, keyset-paged',
        params: idParams,
        querystring: groupPageQuery,
        response: { 200: groupSettlementPageSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => listSettlements(db, request.params.id, requireUser(request).id, request.query),
  );

  app.post(
    '/groups/:id/settlements',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Records a payment from one member to another',
        description: `Members record payments they made or received; owners and admins record any. \`date\` defaults to today. With \`recordInMoneyTracking\` each person also gets a settle-up transfer in their own money tracking. ${amountsNote}`,
        params: idParams,
        body: createGroupSettlementInput,
        response: { 201: groupSettlementSchema, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createSettlement(db, request.params.id, requireUser(request).id, request.body, rates)),
  );

  app.delete(
    '/groups/:id/settlements/:settlementId',
    {
      schema: {
        tags,
        summary: 'Deletes a payment (whoever recorded it, or an owner or admin) and the transfers it posted',
        params: settlementParams,
        response: { 204: noContent, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await deleteSettlement(db, request.params.id, request.params.settlementId, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
