import { aiTools } from '../tools/index';
import type { AiTool } from '../tools/tool';
import type { McpScope } from './caller';
import { writeTools } from './write-tools';

/** The tools an MCP caller sees: the assistant's read tools, and with `read_write` the ones that propose changes. */
export function mcpTools(scope: McpScope): readonly AiTool[] {
  return scope === 'read_write' ? [...aiTools, ...writeTools] : aiTools;
}
