import { desc, eq } from 'drizzle-orm';
import type { GoalsProgressResult } from '../../../../domain/ai/ai-tool-results';
import { goalsProgressInput } from '../../../../domain/ai/ai-tool-inputs';
import { goalProgress } from '../../../../domain/goals/goals';
import { formatMinor } from '../../../../domain/shared/money';
import { financialGoals } from '../../../db/schema/index';
import { defineTool } from './tool';

export const goalsProgressTool = defineTool({
  name: 'goals_progress',
  description: 'The user’s own financial goals: saved and target amounts, percent done, whether on track, the target date and how much to save each month to reach it in time.',
  input: goalsProgressInput,
  async run(context): Promise<GoalsProgressResult> {
    const rows = await context.db.select().from(financialGoals).where(eq(financialGoals.userId, context.userId)).orderBy(desc(financialGoals.createdAt)).limit(50);
    return {
      goals: rows.map((goal) => {
        const progress = goalProgress({ ...goal, today: context.today });
        const money = (minor: bigint) => formatMinor(minor, goal.currency);
        return {
          id: goal.id,
          title: goal.title,
          category: goal.category,
          status: goal.status,
          state: progress.state,
          currency: goal.currency,
          target: money(goal.targetMinor),
          saved: money(goal.currentMinor),
          remaining: money(progress.remainingMinor),
          percent: progress.percent,
          targetDate: goal.targetDate,
          monthsLeft: progress.monthsLeft,
          neededPerMonth: money(progress.neededPerMonthMinor),
          overdue: progress.overdue,
        };
      }),
    };
  },
});
