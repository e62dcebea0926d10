import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals/goals';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { GoalForm } from './goal-form';

interface EditGoalDrawerProps {
  goal: Goal | null;
  onClose: () => void;
}

/** The goal form in the same drawer as the new-goal quick action, seeded with the goal. */
export function EditGoalDrawer({ goal, onClose }: EditGoalDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={goal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DrawerContent data-testid="edit-goal-drawer">
        {goal ? (
          <>
            <DrawerHeader>
              <DrawerTitle>{t('goals.edit.title')}</DrawerTitle>
              <DrawerDescription>{t('goals.edit.description')}</DrawerDescription>
            </DrawerHeader>
            <div className="overflow-y-auto">
              <GoalForm key={goal.id} goal={goal} onDone={onClose} />
            </div>
          </>
        ) : null}
      </DrawerContent>
    </Drawer>
  );
}
