import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals/goals';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { GoalForm } from './goal-form';

interface EditGoalDrawerProps {
  goal: Goal | null;
  onClose: () => void;
}

interface NewGoalDrawerProps {
  open: boolean;
  onClose: () => void;
  onCreated: (goal: Goal) => void;
  /** Runs as the drawer gives focus back; prevent its default to send focus elsewhere than the opener. */
  onCloseAutoFocus: (event: Event) => void;
}

/** The goals screen's own new-goal drawer: the quick action's form, telling the screen which goal it created. */
export function NewGoalDrawer({ open, onClose, onCreated, onCloseAutoFocus }: NewGoalDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DrawerContent data-testid="new-goal-drawer" className="md:mx-auto md:w-full md:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        {open ? (
          <>
            <DrawerHeader>
              <DrawerTitle>{t('layout.quickActions.newGoal.title')}</DrawerTitle>
              <DrawerDescription>{t('layout.quickActions.newGoal.description')}</DrawerDescription>
            </DrawerHeader>
            <div className="overflow-y-auto">
              <GoalForm onDone={onClose} onCreated={onCreated} />
            </div>
          </>
        ) : null}
      </DrawerContent>
    </Drawer>
  );
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
