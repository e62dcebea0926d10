import type { AiTool } from '../tools/tool';

// Tools that create proposals the person confirms in the app; none yet.
export const writeTools: readonly AiTool[] = [];
