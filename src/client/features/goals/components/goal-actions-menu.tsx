import { ArchiveIcon, ArchiveRestoreIcon, EllipsisVerticalIcon, PencilIcon, Share2Icon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Goal, GoalSharedWith } from '@domain/goals/goals';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

export interface GoalActions {
  onEdit: (goal: Goal) => void;
  onArchive: (goal: Goal) => void;
  onUnarchive: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
  /** Offered only when the user has groups to share with. */
  onShare?: (goal: Goal) => void;
  onUnshare: (goal: Goal, share: GoalSharedWith) => void;
  onContribute: (goal: Goal) => void;
}

/** Edit, share, archive and delete: the owner's actions on their own goal. */
export function GoalActionsMenu({ goal, actions }: { goal: Goal; actions: GoalActions }) {
  const { t } = useTranslation();
  const archived = goal.status === 'archived';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="-me-1.5 -mt-1 text-muted-foreground"
          aria-label={t('goals.actions.menu', { title: goal.title })}
          data-testid="goal-actions"
        >
          <EllipsisVerticalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onEdit(goal)} data-testid="goal-edit">
          <PencilIcon aria-hidden />
          {t('goals.actions.edit')}
        </DropdownMenuItem>
        {actions.onShare ? (
          <DropdownMenuItem onSelect={() => actions.onShare?.(goal)} data-testid="goal-share">
            <Share2Icon aria-hidden />
            {t('goalSharing.share.action')}
          </DropdownMenuItem>
        ) : null}
        {archived ? (
          <DropdownMenuItem onSelect={() => actions.onUnarchive(goal)} data-testid="goal-unarchive">
            <ArchiveRestoreIcon aria-hidden />
            {t('goals.actions.unarchive')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => actions.onArchive(goal)} data-testid="goal-archive">
            <ArchiveIcon aria-hidden />
            {t('goals.actions.archive')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(goal)} data-testid="goal-delete">
          <Trash2Icon aria-hidden />
          {t('goals.actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
