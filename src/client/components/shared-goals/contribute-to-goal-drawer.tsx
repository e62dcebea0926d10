import { QuickActionDrawer } from '@/components/layout/quick-actions';

/**
 * The add-funds drawer, started on `goalId`; closed while it is null. Any screen showing a goal
 * offers "Add funds" or "Contribute" through it.
 */
export function ContributeToGoalDrawer({ goalId, onClose }: { goalId: string | null; onClose: () => void }) {
  return <QuickActionDrawer action={goalId ? 'addFunds' : null} prefill={goalId ? { goalId } : undefined} onClose={onClose} />;
}
