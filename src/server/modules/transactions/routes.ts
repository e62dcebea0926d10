import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTransactionInput,
  listTransactionsQuery,
  summaryQuery,
  transactionMessages,
  transactionPageSchema,
  transactionSchema,
  transactionSummarySchema,
  updateTransactionInput,
} from '../../../domain/transactions/transactions';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { exchangeRates } from '../../shared/exchange-rates';
import { otherCurrenciesInMonths } from '../../shared/other-currencies';
import { registerImportRoute } from './import/import-route';
import { getTransaction, listTransactions, summarizeTransactions } from './queries';
import { createTransaction, deleteTransaction, updateTransaction } from './service';
import { groupExpenseCandidates, linkGroupExpense, unlinkGroupExpense } from './group-links';
import { groupExpenseCandidatesSchema, linkGroupExpenseInput } from '../../../domain/group-shares/group-shares';
import { typedJsonSerializer } from '../../http/typed-json-serializer';
import { registerTransactionProposals } from './proposal-actions';

const tags = ['transactions'];

export const transactionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const rates = exchangeRates(db, config.fxBaseUrl);
  registerTransactionProposals(rates);
  app.get(
    '/transactions',
    {
      serializerCompiler: typedJsonSerializer,
      schema: {
        tags,
        summary: 'Transactions newest first (date, then id), keyset-paged',
        description: 'Pass `nextCursor` back as `cursor` for the next page; it is null on the last page. `q` searches descriptions case-insensitively.',
        querystring: listTransactionsQuery,
        response: { 200: transactionPageSchema, 400: errorBody },
      },
    },
    async (request) => listTransactions(db, requireUser(request).id, request.query),
  );

  app.get(
    '/transactions/summary',
    {
      schema: {
        tags,
        summary: 'Income, spending and transfers per month and per category (from the monthly rollups)',
        description:
          '`from` and `to` are months (YYYY-MM) in the user’s time zone; both default to the current month; at most 120 months. Totals are in the user’s currency and sum each transaction’s base amount (its amount at its stored rate). Rows with no rate into the user’s currency (recorded in an earlier base currency, or in another currency while no reference rate could be had) are not converted and are listed per currency in `otherCurrencies` until a rate is given.',
        querystring: summaryQuery,
        response: { 200: transactionSummarySchema, 400: errorBody },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const summary = await summarizeTransactions(db, userId, request.query);
      return { ...summary, otherCurrencies: await otherCurrenciesInMonths(db, userId, summary.currency, summary.from, summary.to) };
    },
  );

  app.post(
    '/transactions',
    {
      config: { signInMessage: transactionMessages.signInToAdd, idempotent: true },
      schema: {
        tags,
        summary: 'Records income, an expense or a transfer (a goal contribution raises the goal)',
        description:
          '`amount` may be a JSON number or a decimal string and is converted exactly; answers carry it as a decimal string. `userId` is ignored: the session decides the owner. `date` is YYYY-MM-DD or an ISO date-time (UTC midnight is read as that calendar date, other instants in the user’s zone) and may not be after today in the user’s zone. Contributions may over-fund a goal; reaching the target completes it. `currency` (default the user’s) and `rate` record money in another currency: without `rate` the reference rate of the date is used, and when there is none the answer is 400 on `rate` (code NO_REFERENCE_RATE or RATES_UNAVAILABLE) so the user can type it. A contribution adds its amount in the goal’s currency to the goal: for a goal saved in another currency at `goalRate`, or the reference rate of the date (400 on `goalRate` when there is none); the answer carries `goalCurrency`, `goalRate` and `goalAmount`.',
        body: createTransactionInput,
        response: { 201: transactionSchema, 400: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createTransaction(db, requireUser(request).id, request.body, rates)),
  );

  registerImportRoute(app, db);

  app.get(
    '/transactions/:id',
    {
      schema: { tags, summary: 'One transaction', params: idParams, response: { 200: transactionSchema, 404: errorBody } },
    },
    async (request) => getTransaction(db, requireUser(request).id, request.params.id),
  );

  app.patch(
    '/transactions/:id',
    {
      schema: {
        tags,
        summary: 'Edits a transaction; changing a goal contribution moves the money on the goals',
        description: 'A share of a group expense (`groupExpenseId` set) follows the expense and is refused here with 409 (code GROUP_SHARE_READ_ONLY).',
        params: idParams,
        body: updateTransactionInput,
        response: { 200: transactionSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => updateTransaction(db, requireUser(request).id, request.params.id, request.body, rates),
  );

  app.delete(
    '/transactions/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a transaction; a goal contribution is taken back off its goal',
        description: 'A share of a group expense goes only with the expense (or its share): deleting it here is refused with 409 (code GROUP_SHARE_READ_ONLY).',
        params: idParams,
        response: { 204: noContent, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await deleteTransaction(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/transactions/:id/group-expense-candidates',
    {
      schema: {
        tags,
        summary: 'Recent expenses of the user’s groups this transaction could have paid, likely matches first',
        description: 'At most 20: those with the same amount in the same currency on the same date first, then the newest.',
        params: idParams,
        response: { 200: groupExpenseCandidatesSchema, 404: errorBody },
      },
    },
    async (request) => groupExpenseCandidates(db, requireUser(request).id, request.params.id),
  );

  app.put(
    '/transactions/:id/group-expense',
    {
      schema: {
        tags,
        summary: 'Marks the user’s own expense as what paid a group expense, so the cost counts once',
        description:
          'The user’s share of the group expense already counts as their spending; the linked transaction is then left out of every total. It must be the user’s own expense (not a share of a group expense) and the group expense one of a group they belong to (404 otherwise).',
        params: idParams,
        body: linkGroupExpenseInput,
        response: { 200: transactionSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => linkGroupExpense(db, requireUser(request).id, request.params.id, request.body.groupExpenseId),
  );

  app.delete(
    '/transactions/:id/group-expense',
    {
      schema: {
        tags,
        summary: 'Takes the link to a group expense off; the transaction counts in the totals again',
        params: idParams,
        response: { 200: transactionSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => unlinkGroupExpense(db, requireUser(request).id, request.params.id),
  );
};
