import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** The SDK's own client connected to `url` (the app's /mcp) with the caller's credentials in `headers`. */
export async function connectMcp(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'tandem-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

/** The credentials an MCP client sends: a personal access token. */
export const mcpHeaders = (secret: string): Record<string, string> => ({ authorization: `Bearer ${secret}` });
