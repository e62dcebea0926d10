import { lazy, type ReactNode } from 'react';
import { pendingQuickActionForm, QuickActionFormsContext, type QuickActionForms } from '@/components/layout/quick-actions';

const featureForms: QuickActionForms = {
  newGoal: lazy(() => import('@/features/goals/components/new-goal-quick-form').then((module) => ({ default: module.NewGoalQuickForm }))),
  addTransaction: lazy(() => import('@/features/transactions/add-transaction-form').then((module) => ({ default: module.AddTransactionForm }))),
  scheduleEvent: pendingQuickActionForm('scheduleEvent'),
};

/** Puts each feature's own form into the quick-action drawers that shared layout draws. */
export function QuickActionFormsProvider({ children }: { children: ReactNode }) {
  return <QuickActionFormsContext value={featureForms}>{children}</QuickActionFormsContext>;
}
