import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { errorMessages } from '../../../../domain/shared/errors';
import { inEnglish } from '../../../../domain/shared/message-text';
import { AppError } from '../../../http/app-error';
import { appVersion } from '../../../shared/app-version';
import { bindTools } from '../tools/index';
import { ToolRefusal, type AiTool, type ToolContext } from '../tools/tool';
import { writeTools } from './write-tools';

/** What a client reads before choosing a tool: the tool's own description and its input as JSON Schema. */
export function toolListing(tool: AiTool): Tool {
  // The JSON Schema of what a caller sends (defaults optional), without the dialect line MCP does not need.
  const { $schema: _dialect, ...schema }: Record<string, unknown> = z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' });
  const proposes = writeTools.includes(tool);
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: { ...schema, type: 'object' },
    annotations: { readOnlyHint: !proposes, destructiveHint: false, openWorldHint: false },
  };
}

const toolError = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/** A proposal's `link` is a path in the app; an outside client gets it whole, to open in a browser. */
function withWholeLink(result: unknown, appOrigin: string): unknown {
  if (typeof result !== 'object' || result === null || !('link' in result) || typeof result.link !== 'string' || !result.link.startsWith('/')) return result;
  return { ...result, link: new URL(result.link, appOrigin).href };
}

function answer(result: unknown): CallToolResult {
  const text = JSON.stringify(result);
  const isRecord = typeof result === 'object' && result !== null && !Array.isArray(result);
  return isRecord ? { content: [{ type: 'text', text }], structuredContent: result as Record<string, unknown> } : { content: [{ type: 'text', text }] };
}

/** What a client's model reads once, before any tool: whose data this is and how its figures are written. */
const instructions = [
  'Tandem plans money alone or with friends and groups. These tools read the signed-in person’s own data and that of the groups they belong to.',
  'Amounts are decimal strings (e.g. "82.50") with the ISO currency code beside them; dates are YYYY-MM-DD, and "today" and "this month" follow the person’s time zone.',
  'A tool that proposes a change never makes it: it answers with a proposal and a link where the person confirms it in the app.',
].join(' ');

export interface McpServerOptions {
  tools: readonly AiTool[];
  /** The caller's tool context, read only when a tool is called (listing tools needs no database). */
  loadContext: () => Promise<ToolContext>;
  log: FastifyBaseLogger;
  /** Where the app is reached, for the links in proposals. */
  appOrigin: string;
}

/**
 * One MCP server for one request and one caller. The tools run through `bindTools`, so a
 * client's input is checked by the same schemas and refused with the same sentences as a chat
 * model's; a refusal or failure is a tool error the client's model can read, not a protocol error.
 */
export function createMcpServer({ tools, loadContext, log, appOrigin }: McpServerOptions): McpServer {
  const server = new McpServer({ name: 'tandem', version: appVersion }, { capabilities: { tools: {} }, instructions });
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map(toolListing) }));
  server.server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    try {
      const bound = bindTools(await loadContext(), undefined, tools);
      return answer(withWholeLink(await bound.run(request.params.name, request.params.arguments), appOrigin));
    } catch (error) {
      if (error instanceof ToolRefusal || error instanceof AppError) return toolError(error.message);
      // Anything else is our fault: logged with the request, and told without its details.
      log.error({ err: error, tool: request.params.name }, 'an MCP tool call failed');
      return toolError(inEnglish(errorMessages.internal));
    }
  });
  return server;
}
