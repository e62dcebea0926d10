import type { QuickActionFormProps } from '@/components/layout/quick-actions';
import { GoalForm } from './goal-form';

/** The new-goal quick action: the same form as the goals screen, closing its drawer when saved. */
export function NewGoalQuickForm({ onDone }: QuickActionFormProps) {
  return <GoalForm onDone={onDone} />;
}
