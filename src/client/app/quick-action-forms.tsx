import { lazy, type ReactNode } from 'react';
import { QuickActionFormsContext, type QuickActionForms } from '@/components/layout/quick-actions';

const featureForms: QuickActionForms = {
  newGoal: lazy(() => import('@/features/goals/components/new-goal-quick-form').then((module) => ({ default: module.NewGoalQuickForm }))),
  addTransaction: lazy(() => import('@/features/transactions/add-transaction-form').then((module) => ({ default: module.AddTransactionForm }))),
  scheduleEvent: lazy(() => import('@/features/events/components/schedule-event-quick-form').then((module) => ({ default: module.ScheduleEventQuickForm }))),
  addFunds: lazy(() => import('@/features/goals/add-funds/add-funds-form').then((module) => ({ default: module.AddFundsForm }))),
  timeTracker: lazy(() => import('@/features/planning/timer/time-tracker-quick-form').then((module) => ({ default: module.TimeTrackerQuickForm }))),
};

/** Puts each feature's own form into the quick-action drawers that shared layout draws. */
export function QuickActionFormsProvider({ children }: { children: ReactNode }) {
  return <QuickActionFormsContext value={featureForms}>{children}</QuickActionFormsContext>;
}
