import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/**
 * The SDK's own client connected to `url` (the app's /mcp) with the caller's credentials in
 * `headers`: today a session cookie, a personal access token (`Authorization: Bearer …`) once
 * the server takes only those.
 */
export async function connectMcp(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'tandem-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

/** The credentials an MCP client of this signed-in account sends. */
export const mcpHeaders = (account: { cookie: string }): Record<string, string> => ({ cookie: account.cookie });
