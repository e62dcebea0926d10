import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../http/app-context';
import { perUserKey } from '../../../http/rate-limit-keys';
import { toolServicesFor } from '../tool-services';
import { loadToolContext } from '../tools/tool-context';
import { mcpCaller } from './caller';
import { createMcpServer } from './server';
import { mcpTools } from './tools';

/** The request as the SDK's web-standard transport reads it; the body is already parsed by Fastify. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, one);
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), { method: request.method, headers });
}

/** JSON-RPC, described by the MCP specification and the OpenAPI document's introduction, not route by route. */
const notRest = { hide: true };

/** Stateless streamable HTTP keeps no stream open to a client: only POST has a meaning. */
const onlyPost = { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null };

/**
 * The MCP server at /mcp (docs/decisions/034-mcp-server.md): streamable HTTP in stateless mode,
 * a new server and transport for every request, answering JSON rather than a stream. The answer
 * goes out through Fastify like any other, so the app's limits, headers and logging apply.
 */
export const mcpRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const services = toolServicesFor(context, app.log);
  // Every call is a data read: counted per caller like the API, not against the chat quota.
  const callLimit = { max: context.config.rateLimitPerMinute, timeWindow: '1 minute', keyGenerator: perUserKey };

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 401) void reply.header('www-authenticate', 'Bearer');
    return payload;
  });

  app.post('/mcp', { config: { rateLimit: callLimit }, schema: notRest }, async (request, reply) => {
    const caller = mcpCaller(request);
    // Proposals made here have no conversation: the person confirms them from the assistant page.
    const loadContext = async () => ({ ...(await loadToolContext(services, caller.userId, new Date())), origin: 'mcp' as const, tokenId: caller.tokenId });
    const appOrigin = context.config.publicOrigin ?? `${request.protocol}://${request.host}`;
    const server = createMcpServer({ tools: mcpTools(caller.scope), loadContext, log: request.log, appOrigin });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      const answer = await transport.handleRequest(webRequest(request), { parsedBody: request.body });
      const body = await answer.text();
      answer.headers.forEach((value, name) => void reply.header(name, value));
      return reply.status(answer.status).send(body === '' ? undefined : body);
    } finally {
      await server.close();
    }
  });

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({ method, url: '/mcp', schema: notRest, handler: async (_request, reply) => reply.status(405).header('allow', 'POST').send(onlyPost) });
  }
};
