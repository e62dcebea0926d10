import type { FastifyInstance } from 'fastify';
import type { GoalSharePermission } from '../../../src/domain/groups/groups';

/** POSTs a share of a goal with a group for the signed-in cookie; answers the raw response. */
export function shareGoalWithGroup(app: FastifyInstance, cookie: string, goalId: string, groupId: string, permission: GoalSharePermission | string = 'view') {
  return app.inject({ method: 'POST', url: `/api/goals/${goalId}/share-with-group`, headers: { cookie }, payload: { groupId, permission } });
}

/** Shares a goal and fails the test setup when the server refuses. */
export async function shareGoal(app: FastifyInstance, cookie: string, goalId: string, groupId: string, permission: GoalSharePermission = 'view'): Promise<void> {
  const response = await shareGoalWithGroup(app, cookie, goalId, groupId, permission);
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`shareGoal: ${response.statusCode} ${response.body}`);
}

export function unshareGoal(app: FastifyInstance, cookie: string, goalId: string, groupId: string) {
  return app.inject({ method: 'DELETE', url: `/api/goals/${goalId}/share-with-group/${groupId}`, headers: { cookie } });
}
