import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals/goals';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { sharePermissions, useRefreshAfterWrite, useShareGoal, type GroupChoice, type SharePermission } from '../api';

interface ShareGoalDialogProps {
  goal: Goal | null;
  groups: readonly GroupChoice[];
  onClose: () => void;
}

/** Shares an own goal with one of the user's groups, or changes what an existing share allows. */
export function ShareGoalDialog({ goal, groups, onClose }: ShareGoalDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={goal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent closeLabel={t('common.close')} data-testid="share-goal-dialog">
        {goal ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('goalSharing.share.title', { title: goal.title })}</DialogTitle>
              <DialogDescription>{t('goalSharing.share.description')}</DialogDescription>
            </DialogHeader>
            <ShareGoalForm key={goal.id} goal={goal} groups={groups} onDone={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function firstChoice(goal: Goal, groups: readonly GroupChoice[]): string {
  const unshared = groups.find((group) => !goal.sharedWith.some((share) => share.groupId === group.id));
  return (unshared ?? groups[0])?.id ?? '';
}

function ShareGoalForm({ goal, groups, onDone }: { goal: Goal; groups: readonly GroupChoice[]; onDone: () => void }) {
  const { t } = useTranslation();
  const share = useShareGoal();
  const refresh = useRefreshAfterWrite();
  const failed = useFailToast();
  const groupFieldId = useId();
  const permissionLabelId = useId();
  const [groupId, setGroupId] = useState(() => firstChoice(goal, groups));
  const existing = goal.sharedWith.find((item) => item.groupId === groupId);
  const [permission, setPermission] = useState<SharePermission>(existing?.permission ?? 'view');

  const chooseGroup = (next: string) => {
    setGroupId(next);
    setPermission(goal.sharedWith.find((item) => item.groupId === next)?.permission ?? 'view');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!groupId) return;
    try {
      const result = await share.mutateAsync({ goalId: goal.id, groupId, permission });
      toast.success(t(existing ? 'goalSharing.share.updated' : 'goalSharing.share.done'), {
        description: t('goalSharing.share.doneDescription', { title: goal.title, group: result.groupName }),
      });
      void refresh();
      onDone();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate data-testid="share-goal-form">
      <div className="grid gap-2">
        <Label htmlFor={groupFieldId}>{t('goalSharing.share.group')}</Label>
        <Select value={groupId} onValueChange={chooseGroup}>
          <SelectTrigger id={groupFieldId} data-testid="share-goal-group">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {groups.map((group) => (
              <SelectItem key={group.id} value={group.id}>
                {group.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {existing ? <p className="text-xs text-muted-foreground">{t('goalSharing.share.alreadyShared')}</p> : null}
      </div>
      <div className="grid gap-2">
        <span id={permissionLabelId} className="text-sm font-medium">
          {t('goals.sharing.permission')}
        </span>
        <ToggleGroup
          type="single"
          value={permission}
          onValueChange={(next) => {
            const chosen = sharePermissions.find((candidate) => candidate === next);
            if (chosen) setPermission(chosen);
          }}
          aria-labelledby={permissionLabelId}
          className="grid w-full grid-cols-2"
        >
          {sharePermissions.map((option) => (
            <ToggleGroupItem key={option} value={option}>
              {t(`goals.sharing.permissions.${option}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <p className="text-xs text-muted-foreground">{t(`goals.sharing.permissionHints.${permission}`)}</p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={share.isPending}>
          {t('goalSharing.share.cancel')}
        </Button>
        <Button type="submit" disabled={share.isPending || !groupId} data-testid="share-goal-submit">
          {share.isPending ? <Spinner /> : null}
          {t(existing ? 'goalSharing.share.update' : 'goalSharing.share.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
