import { useId } from 'react';
import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useActiveGroups } from '@/lib/use-groups';
import { sharePermissions } from '../api';
import type { ShareChoice } from '../use-save-goal';

const noGroup = 'none';

interface GoalSharingFieldsProps {
  value: ShareChoice | null;
  onChange: (value: ShareChoice | null) => void;
}

/** Sharing with a group; offered only when the user belongs to at least one group (docs/product/behaviour.md#goals). */
export function GoalSharingFields({ value, onChange }: GoalSharingFieldsProps) {
  const { t } = useTranslation();
  const groups = useActiveGroups();
  const selectId = useId();
  const permissionLabelId = useId();
  if (!groups.data?.length) return null;

  return (
    <fieldset className="grid gap-4 rounded-xl border bg-muted/30 p-4" data-testid="goal-sharing">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        <UsersIcon className="size-4 text-primary" aria-hidden />
        {t('goals.sharing.title')}
      </legend>
      <div className="grid gap-2">
        <Label htmlFor={selectId}>{t('goals.sharing.group')}</Label>
        <Select value={value?.groupId ?? noGroup} onValueChange={(groupId) => onChange(groupId === noGroup ? null : { groupId, permission: value?.permission ?? 'view' })}>
          <SelectTrigger id={selectId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={noGroup}>{t('goals.sharing.none')}</SelectItem>
            {groups.data.map((group) => (
              <SelectItem key={group.id} value={group.id}>
                {group.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {value ? (
        <div className="grid gap-2">
          <span id={permissionLabelId} className="text-sm font-medium">
            {t('goals.sharing.permission')}
          </span>
          <ToggleGroup
            type="single"
            value={value.permission}
            onValueChange={(next) => {
              const permission = sharePermissions.find((candidate) => candidate === next);
              if (permission) onChange({ ...value, permission });
            }}
            aria-labelledby={permissionLabelId}
            className="grid w-full grid-cols-2"
          >
            {sharePermissions.map((permission) => (
              <ToggleGroupItem key={permission} value={permission}>
                {t(`goals.sharing.permissions.${permission}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
          <p className="text-xs text-muted-foreground">{t(`goals.sharing.permissionHints.${value.permission}`)}</p>
        </div>
      ) : null}
    </fieldset>
  );
}
