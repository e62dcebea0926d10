import type { GoalShare } from '@domain/goals/goal-shares';
import type { Goal } from '@domain/goals/goals';
import type { GoalSharePermission, GroupSummary } from '@domain/groups/groups';
import { api, json, failure } from './fake-api';
import { makeGoal } from './fixtures';
import { makeGroup, summaryOf } from './group-fixtures';
import { declareSession } from './session';

export interface GoalsApiOptions {
  goals?: Goal[];
  /** The user's groups; only id and name matter to goals, the rest is filled in. */
  groups?: { id: string; name: string; status?: GroupSummary['status'] }[];
}

/** A signed-in session plus in-memory goals (list, create, edit, delete, share, unshare). Later `api.use` calls override any route. */
export function declareGoalsApi({ goals = [], groups = [] }: GoalsApiOptions = {}) {
  const store = [...goals];
  declareSession({ preferences: { theme: 'light', hasCompletedOnboarding: true, language: 'en' } });
  api.use({
    'GET /api/groups': () => groups.map((group) => summaryOf(makeGroup(group))),
    'GET /api/financial-goals': () => store,
    'POST /api/financial-goals': ({ body }) => {
      const input = body as Record<string, string>;
      const goal = makeGoal({
        ...input,
        description: input.description ?? null,
        category: input.category as Goal['category'],
        priority: input.priority as Goal['priority'],
      });
      store.unshift(goal);
      return json(201, goal);
    },
    'PATCH /api/financial-goals/:id': ({ params, body }) => {
      const index = store.findIndex((goal) => goal.id === params.id);
      const current = store[index];
      if (!current) return failure(404, 'Goal not found', 'NOT_FOUND');
      const updated: Goal = { ...current, ...(body as Partial<Goal>), progress: current.progress };
      store[index] = updated;
      return updated;
    },
    'DELETE /api/financial-goals/:id': ({ params }) => {
      const index = store.findIndex((goal) => goal.id === params.id);
      if (index < 0) return failure(404, 'Goal not found', 'NOT_FOUND');
      store.splice(index, 1);
      return json(204);
    },
    'POST /api/goals/:id/share-with-group': ({ params, body }) => {
      const { groupId, permission } = body as { groupId: string; permission: GoalSharePermission };
      const group = groups.find((candidate) => candidate.id === groupId);
      if (!group) return failure(404, 'Group not found', 'NOT_FOUND');
      const index = store.findIndex((goal) => goal.id === params.id);
      const current = store[index];
      if (!current) return failure(404, 'Goal not found', 'NOT_FOUND');
      const existed = current.sharedWith.some((share) => share.groupId === groupId);
      const sharedWith = [...current.sharedWith.filter((share) => share.groupId !== groupId), { groupId, groupName: group.name, permission }];
      store[index] = { ...current, sharedWith };
      const share: GoalShare = { goalId: current.id, groupId, permission, groupName: group.name };
      return json(existed ? 200 : 201, share);
    },
    'DELETE /api/goals/:id/share-with-group/:groupId': ({ params }) => {
      const index = store.findIndex((goal) => goal.id === params.id);
      const current = store[index];
      if (!current?.sharedWith.some((share) => share.groupId === params.groupId)) return failure(404, 'This goal is not shared with this group', 'NOT_FOUND');
      store[index] = { ...current, sharedWith: current.sharedWith.filter((share) => share.groupId !== params.groupId) };
      return json(204);
    },
  });
  return { calls: api.calls, store };
}
