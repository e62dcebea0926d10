import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiToken, TokenScope } from '../../../src/domain/tokens/api-tokens';
import type { Agent } from './user-factories';

export interface MadeToken {
  token: ApiToken;
  secret: string;
}

/** Makes a personal API token through the API with the agent's session; answers the raw response. */
export function postToken(agent: Agent, body: Record<string, unknown>) {
  return agent.post('/api/tokens', body);
}

/** A personal API token of the agent's (read and write, no expiry unless told). */
export async function makeToken(agent: Agent, scope: TokenScope = 'read_write', overrides: Record<string, unknown> = {}): Promise<MadeToken> {
  const response = await postToken(agent, { name: `Script ${scope}`, scope, ...overrides });
  if (response.statusCode !== 201) throw new Error(`makeToken: ${response.statusCode} ${response.body}`);
  return response.json<MadeToken>();
}

/** A request authenticated by a bearer token (plus any other headers). */
export function withToken(app: FastifyInstance, secret: string, options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) {
  return app.inject({ ...options, headers: { authorization: `Bearer ${secret}`, ...options.headers } });
}
