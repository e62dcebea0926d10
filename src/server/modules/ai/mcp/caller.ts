import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../../http/app-error';

/** What an MCP caller may do: `read` lists and runs the read tools; `read_write` may also propose changes. */
export type McpScope = 'read' | 'read_write';

export interface McpCaller {
  userId: string;
  scope: McpScope;
  tokenId: string;
}

/**
 * The one place that decides who is calling the MCP server, or answers 401. Only a personal
 * access token (`Authorization: Bearer …`) counts, and its scope decides the tools: a browser's
 * session cookie is no way in, so no page can drive the tools with a visitor's cookie.
 */
export function mcpCaller(request: FastifyRequest): McpCaller {
  const auth = request.auth;
  if (auth?.via !== 'token') throw unauthenticated();
  return { userId: auth.id, scope: auth.scope, tokenId: auth.tokenId };
}
