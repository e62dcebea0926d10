import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorCodes, errorMessages } from '../domain/shared/errors';
import type { Config } from './config';
import { requireSignInByDefault, type RouteEntry } from './http/access';
import type { AppContext } from './http/app-context';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { registerIdempotency } from './http/idempotency';
import { defaultBodyLimit, registerJsonBody } from './http/json-body';
import { createLifecycle, type Lifecycle } from './http/lifecycle';
import { createLogger } from './http/logging';
import { registerMetrics } from './http/metrics';
import { limitKey } from './http/rate-limit-keys';
import { sharedRateLimitStore } from './http/rate-limit-store';
import { contentSecurityPolicy, registerAnswerHeaders, registerLoadShedding, registerOriginCheck } from './http/security';
import { registerClient } from './http/static-client';
import { servesData } from './http/data-paths';
import { sessionCookieName } from './shared/session-cookie';
import { registerTextGuard } from './http/text-guard';
import { refuseBadTokens, registerTokenPolicy } from './http/token-policy';
import { apiDescription } from './http/api-description';
import { accountRoutes } from './modules/account/routes';
import { aiRoutes } from './modules/ai/routes';
import { mcpRoutes } from './modules/ai/mcp/routes';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes } from './modules/billing/routes';
import { budgetsRoutes } from './modules/budgets/routes';
import { cashFlowRoutes } from './modules/cash-flow/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { useDeliveryConfig } from './shared/delivery/availability';
import { categoriesRoutes } from './modules/categories/routes';
import { loadSession } from './modules/auth/session-hook';
import { currencyRoutes } from './modules/currency/routes';
import { cryptoRoutes } from './modules/crypto/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { friendsRoutes } from './modules/friends/routes';
import { eventsRoutes } from './modules/events/routes';
import { calendarFeedRoutes, calendarShareRoutes } from './modules/events/share-routes';
import { goalsRoutes } from './modules/goals/routes';
import { groupsRoutes } from './modules/groups/routes';
import { groupExpensesRoutes } from './modules/group-expenses/routes';
import { expenseWriter } from './modules/group-expenses/expense-service';
import { healthRoutes } from './modules/health/routes';
import { insightsRoutes } from './modules/insights/routes';
import { investmentsRoutes } from './modules/investments/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { planningModuleRoutes } from './modules/planning/routes';
import { preferencesRoutes } from './modules/preferences/routes';
import { settingsRoutes } from './modules/settings/routes';
import { referralsRoutes } from './modules/referrals/routes';
import { transactionsRoutes } from './modules/transactions/routes';
import { createTransaction } from './modules/transactions/service';
import { recurringRoutes } from './modules/recurring/routes';
import { tokensRoutes } from './modules/tokens/routes';
import { usersRoutes } from './modules/users/routes';

export type { AppContext } from './http/app-context';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with whether it is reachable signed out; filled as modules register. */
    apiRoutes: RouteEntry[];
    /** Starting, ready or draining: /api/ready reads it, main.ts moves it. */
    lifecycle: Lifecycle;
  }
}

export type App = ReturnType<typeof createFastify>;

function createFastify(config: Config, logger?: Logger) {
  // Widened to Fastify's logger type so every plugin and route sees the usual instance type.
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger(config);
  return Fastify({
    loggerInstance,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // Per-request lines drown everything else at info; they stay available at debug and trace.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    bodyLimit: defaultBodyLimit,
    forceCloseConnections: true,
    // Ids past the router's length limit and undecodable paths name nothing: our 404, not Fastify's 414/400.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
}

/** Builds the whole HTTP application; `main.ts` listens, tests call `inject`. */
/** `logger` is the server's own (main.ts); tests get a fresh one at the configured level. */
export async function buildApp(given: AppContext, logger?: Logger): Promise<FastifyInstance> {
  const lifecycle = given.lifecycle ?? createLifecycle('ready');
  const context: AppContext = { ...given, lifecycle };
  const { config } = context;
  useDeliveryConfig(config);
  const app = createFastify(config, logger);
  app.decorate('lifecycle', lifecycle);
  lifecycle.track(app);
  registerMetrics(app, { token: config.metricsToken, pool: context.db.$client, lifecycle });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies are accepted: text/plain is a "simple" type a foreign form could post.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);
  registerErrorHandling(app);
  registerTextGuard(app);

  const production = config.secureCookies;
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(production),
    hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !servesData(request.url),
    keyGenerator: limitKey,
    // Shared by every instance through Redis when there is one; this process's memory otherwise.
    ...(context.redis ? { store: sharedRateLimitStore(context.redis) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: errorMessages.rateLimited,
      code: errorCodes.rateLimited,
    }),
  });
  registerAnswerHeaders(app);
  registerLoadShedding(app, config);
  registerOriginCheck(app, config);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tandem API', version: '1.0.0', description: apiDescription },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config), description: 'The session cookie set by signing in' },
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A personal API token (`tdm_…`) made in Settings → API tokens' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.decorateRequest('auth', null);
      api.decorateRequest('tokenRefusal', null);
      api.addHook('onRequest', loadSession(context));
      registerTokenPolicy(api, context.db);
      app.decorate('apiRoutes', requireSignInByDefault(api));
      registerIdempotency(api, context.db);
      await api.register(healthRoutes, context);
      await api.register(authRoutes, context);
      await api.register(usersRoutes, context);
      await api.register(preferencesRoutes, context);
      await api.register(settingsRoutes, context);
      await api.register(goalsRoutes, context);
      await api.register(transactionsRoutes, context);
      await api.register(recurringRoutes, { ...context, postTransaction: createTransaction });
      await api.register(dashboardRoutes, context);
      await api.register(friendsRoutes, context);
      await api.register(groupsRoutes, context);
      await api.register(groupExpensesRoutes, context);
      await api.register(eventsRoutes, { ...context, expenseWriter });
      await api.register(calendarShareRoutes, context);
      await api.register(billingRoutes, context);
      await api.register(referralsRoutes, context);
      await api.register(currencyRoutes, context);
      await api.register(categoriesRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(cryptoRoutes, context);
      await api.register(aiRoutes, context);
      await api.register(insightsRoutes, context);
      await api.register(investmentsRoutes, context);
      await api.register(planningModuleRoutes, context);
      await api.register(budgetsRoutes, context);
      await api.register(cashFlowRoutes, context);
      await api.register(notificationsRoutes, context);
      await api.register(deliveryRoutes, context);
      await api.register(tokensRoutes, context);
      api.get('/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  // The MCP server sits beside the API rather than under it, and knows its caller the same way.
  await app.register(async (mcp) => {
    mcp.decorateRequest('auth', null);
    mcp.decorateRequest('tokenRefusal', null);
    mcp.addHook('onRequest', loadSession(context));
    // A refused token answers 401 here; scopes are checked per tool, since every MCP call is a POST.
    mcp.addHook('preParsing', refuseBadTokens);
    await mcp.register(mcpRoutes, context);
  });
  await app.register(calendarFeedRoutes, context);
  await registerClient(app, config);
  return app;
}
