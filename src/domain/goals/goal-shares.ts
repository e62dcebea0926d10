import { z } from 'zod';
import { goalSchema } from './goals';
import { goalSharePermissions } from '../groups/groups';

export const goalShareMessages = {
  groupRequired: 'validation.goalShareGroupRequired',
  invalidPermission: 'validation.goalSharePermissionInvalid',
  groupNotFound: 'messages.goalShareGroupNotFound',
  notShared: 'messages.goalNotSharedWithGroup',
  cannotContribute: 'messages.goalContributionForbidden',
} as const;

/** POST /api/goals/{id}/share-with-group. */
export const shareGoalInput = z
  .object({
    groupId: z.uuid({ error: goalShareMessages.groupRequired }),
    permission: z.enum(goalSharePermissions, { error: goalShareMessages.invalidPermission }),
  })
  .strict();
export type ShareGoalInput = z.output<typeof shareGoalInput>;

export const goalShareSchema = z.object({
  goalId: z.string(),
  groupId: z.string(),
  permission: z.enum(goalSharePermissions),
  groupName: z.string(),
});
export type GoalShare = z.infer<typeof goalShareSchema>;

/** A goal in GET /api/groups/{id}/goals: the goal as the viewer sees it, plus what this group's share allows. */
export const groupGoalSchema = goalSchema.extend({ sharePermission: z.enum(goalSharePermissions) });
export type GroupGoal = z.infer<typeof groupGoalSchema>;

export const groupShareParams = z.object({ id: z.string().max(100), groupId: z.string().max(100) });
