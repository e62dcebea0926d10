import { HandCoinsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Goal, GoalSharedWith } from '@domain/goals/goals';
import { GoalContributions } from '@/components/shared-goals/goal-contributions';
import { SharedByLine, SharedWithList } from '@/components/shared-goals/goal-sharing-info';
import { Button } from '@/components/ui/button';

/**
 * How a goal is shared: someone else's names its owner and the viewer's groups; an own shared
 * goal lists its groups, each of which its owner can stop sharing with. Both show who gave what.
 */
export function GoalCardSharing({ goal, onUnshare }: { goal: Goal; onUnshare: (goal: Goal, share: GoalSharedWith) => void }) {
  if (goal.isOwner && goal.sharedWith.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-2.5">
      {goal.isOwner ? <SharedWithList shares={goal.sharedWith} onUnshare={(share) => onUnshare(goal, share)} /> : <SharedByLine goal={goal} />}
      <GoalContributions goal={goal} />
    </div>
  );
}

/** "Add funds" on an own active goal; "Contribute" on an active goal shared with the viewer with can_contribute. */
export function ContributeButton({ goal, onContribute }: { goal: Goal; onContribute: (goal: Goal) => void }) {
  const { t } = useTranslation();
  if (goal.status !== 'active') return null;
  if (goal.isOwner) {
    return (
      <Button variant="outline" className="w-full" onClick={() => onContribute(goal)} aria-label={t('planning.addFunds.addTo', { title: goal.title })} data-testid="goal-add-funds">
        <HandCoinsIcon aria-hidden />
        {t('planning.addFunds.title')}
      </Button>
    );
  }
  if (goal.permission !== 'can_contribute') return null;
  return (
    <Button variant="outline" className="w-full" onClick={() => onContribute(goal)} aria-label={t('goalSharing.contributeTo', { title: goal.title })} data-testid="goal-contribute">
      <HandCoinsIcon aria-hidden />
      {t('goalSharing.contribute')}
    </Button>
  );
}
