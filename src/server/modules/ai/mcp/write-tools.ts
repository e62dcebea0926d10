import { proposalTools } from '../tools/proposals/index';
import type { AiTool } from '../tools/tool';

// Tools that create proposals the person confirms in the app: an outside tool never writes directly.
export const writeTools: readonly AiTool[] = proposalTools;
