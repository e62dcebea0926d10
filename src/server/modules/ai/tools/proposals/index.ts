import type { AiTool } from '../tool';
import { proposeBudgetTool, proposeScheduleTool } from './propose-budget';
import { proposeGoalContributionTool, proposeGoalTool } from './propose-goal';
import { proposeGroupExpenseTool } from './propose-group-expense';
import { proposeRsvpTool } from './propose-rsvp';
import { proposeTransactionTool } from './propose-transaction';

/**
 * Tools that propose a write: each validates and resolves names in the person's own data, checks
 * they may do it, and stores a pending proposal the person confirms in the app. None writes
 * anything else (docs/decisions/033-assistant-proposals.md).
 */
export const proposalTools: readonly AiTool[] = [
  proposeTransactionTool,
  proposeGoalTool,
  proposeGoalContributionTool,
  proposeGroupExpenseTool,
  proposeRsvpTool,
  proposeBudgetTool,
  proposeScheduleTool,
] as AiTool[];

export const proposalToolNames: ReadonlySet<string> = new Set(proposalTools.map((tool) => tool.name));
