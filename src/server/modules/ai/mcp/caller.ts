import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../../http/app-error';

/** What an MCP caller may do: `read` lists and runs the read tools; `read_write` may also propose changes. */
export type McpScope = 'read' | 'read_write';

export interface McpCaller {
  userId: string;
  scope: McpScope;
}

/**
 * The one place that decides who is calling the MCP server, or answers 401.
 * For now a signed-in session counts, as `read_write`; once personal access tokens exist this
 * accepts only a token (`Authorization: Bearer …`) and takes its scope from it.
 */
export function mcpCaller(request: FastifyRequest): McpCaller {
  if (!request.auth) throw unauthenticated();
  return { userId: request.auth.id, scope: 'read_write' };
}
