import { goalProgress, type Goal, type GoalContributor, type GoalOwner, type GoalSharedWith, type GoalViewerPermission } from '../../../domain/goals/goals';
import { formatMinor } from '../../../domain/shared/money';
import type { IsoDate } from '../../../domain/shared/dates';
import type { FinancialGoalRow } from '../../db/schema/index';

/** Who owns the goal and how it is shared, as the viewer may see it. */
export interface GoalSharing {
  owner: GoalOwner;
  sharedWith: GoalSharedWith[];
  permission: GoalViewerPermission;
  contributions: GoalContributor[];
}

/** The wire shape of a goal: decimal strings for money, the card's computed progress and its sharing. */
export function toGoal(row: FinancialGoalRow, today: IsoDate, sharing: GoalSharing): Goal {
  const progress = goalProgress({
    targetMinor: row.targetMinor,
    currentMinor: row.currentMinor,
    status: row.status,
    startDate: row.startDate,
    targetDate: row.targetDate,
    today,
  });
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    targetAmount: formatMinor(row.targetMinor, row.currency),
    currentAmount: formatMinor(row.currentMinor, row.currency),
    currency: row.currency,
    targetDate: row.targetDate,
    category: row.category,
    priority: row.priority,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    progress: {
      percent: progress.percent,
      expectedPercent: progress.expectedPercent,
      state: progress.state,
      remainingAmount: formatMinor(progress.remainingMinor, row.currency),
      amountNeededPerMonth: formatMinor(progress.neededPerMonthMinor, row.currency),
      daysLeft: progress.daysLeft,
      monthsLeft: progress.monthsLeft,
      overdue: progress.overdue,
    },
    isOwner: sharing.permission === 'owner',
    owner: sharing.owner,
    sharedWith: sharing.sharedWith,
    permission: sharing.permission,
    contributions: sharing.contributions,
  };
}
