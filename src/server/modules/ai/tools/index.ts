import { answerSources, type AnswerSource, type ToolCallRecord } from '../../../../domain/ai/answer-sources';
import type { ProposalToolResult, ProposalView } from '../../../../domain/ai/proposals';
import { inEnglish } from '../../../../domain/shared/message-text';
import { affordByDateTool } from './afford-by-date';
import { budgetRuleTool } from './budget-rule';
import { cashFlowTool } from './cash-flow';
import { cryptoHoldingsTool } from './crypto-holdings';
import { goalsProgressTool } from './goals-progress';
import { groupBalancesTool } from './group-balances';
import { incomeVsExpensesTool } from './income-vs-expenses';
import { netWorthProjectionTool } from './net-worth-projection';
import { proposalToolNames, proposalTools } from './proposals/index';
import { searchTransactionsTool } from './search-transactions';
import { spendingSummaryTool } from './spending-summary';
import { ToolRefusal, type AiTool, type ToolContext } from './tool';
import { upcomingEventsTool } from './upcoming-events';

/** Every data tool both providers may call. Adding one is adding its file to this list. */
export const aiTools: readonly AiTool[] = [
  spendingSummaryTool,
  searchTransactionsTool,
  incomeVsExpensesTool,
  goalsProgressTool,
  budgetRuleTool,
  netWorthProjectionTool,
  upcomingEventsTool,
  groupBalancesTool,
  cryptoHoldingsTool,
  cashFlowTool,
  affordByDateTool,
] as AiTool[];

/** What a chat answer may call: the data tools, and the tools that propose writes for the person to confirm. */
export const chatTools: readonly AiTool[] = [...aiTools, ...proposalTools];

/** The tools bound to one user and one reply: each call is validated, run and remembered. */
export interface BoundTools {
  context: ToolContext;
  available: readonly AiTool[];
  run(name: string, input: unknown): Promise<unknown>;
  /** Names of the tools this reply used, in first-use order. */
  used(): string[];
  /** A place the answer is about before any call (a goal or group the question named). */
  focus(source: AnswerSource): void;
  /** Where the rows behind this reply's figures are in the app. */
  sources(): AnswerSource[];
  /** The proposals this reply made, in the order made, to show as cards under the answer. */
  proposals(): ProposalView[];
}

export function bindTools(context: ToolContext, onUse: (name: string) => void = () => undefined, tools: readonly AiTool[] = chatTools): BoundTools {
  const used: string[] = [];
  const calls: ToolCallRecord[] = [];
  const focused: AnswerSource[] = [];
  const proposals: ProposalView[] = [];
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  return {
    context,
    available: tools,
    async run(name, input) {
      const tool = byName.get(name);
      if (!tool) throw new ToolRefusal(`Unknown tool ${name}`);
      const check = tool.input.safeParse(input ?? {});
      // A model reads the refusal and may try again, so it gets the sentences, not catalogue keys.
      if (!check.success) throw new ToolRefusal(check.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${inEnglish(issue.message)}`).join('; '));
      const parsed = check.data;
      const result = await tool.run(context, parsed);
      calls.push({ name, input: parsed as Record<string, unknown> });
      if (proposalToolNames.has(name)) proposals.push((result as ProposalToolResult).proposal);
      if (!used.includes(name)) {
        used.push(name);
        onUse(name);
      }
      return result;
    },
    used: () => [...used],
    focus: (source) => focused.push(source),
    sources: () => answerSources(focused, calls, context.today),
    proposals: () => [...proposals],
  };
}
