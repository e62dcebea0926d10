import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@domain/groups/groups';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { GroupForm } from './group-form';

interface GroupFormDrawerProps {
  open: boolean;
  /** The group to edit; without it the drawer creates one. */
  group?: GroupDetail;
  onClose: () => void;
  onSaved?: (group: GroupDetail) => void;
}

export function GroupFormDrawer({ open, group, onClose, onSaved }: GroupFormDrawerProps) {
  const { t } = useTranslation();
  const mode = group ? 'edit' : 'create';
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DrawerContent data-testid="group-form-drawer" className="md:mx-auto md:w-full md:max-w-xl">
        {open ? (
          <>
            <DrawerHeader>
              <DrawerTitle>{t(`groups.drawer.${mode}Title`)}</DrawerTitle>
              <DrawerDescription>{t(`groups.drawer.${mode}Description`)}</DrawerDescription>
            </DrawerHeader>
            <div className="overflow-y-auto">
              <GroupForm
                group={group}
                onCancel={onClose}
                onDone={(saved) => {
                  onClose();
                  onSaved?.(saved);
                }}
              />
            </div>
          </>
        ) : null}
      </DrawerContent>
    </Drawer>
  );
}
