import { QuickActionDrawer } from '@/components/layout/quick-actions';

/**
 * The add-transaction drawer, started as a goal contribution to `goalId`; closed while it is
 * null. Any screen showing a goal offers "Contribute" through it.
 */
export function ContributeToGoalDrawer({ goalId, onClose }: { goalId: string | null; onClose: () => void }) {
  return <QuickActionDrawer action={goalId ? 'addTransaction' : null} prefill={goalId ? { goalId } : undefined} onClose={onClose} />;
}
