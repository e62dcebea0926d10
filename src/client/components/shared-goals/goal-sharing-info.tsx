import { EyeIcon, HandCoinsIcon, UsersIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Goal, GoalOwner, GoalSharedWith } from '@domain/goals/goals';
import type { GoalSharePermission } from '@domain/groups/groups';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export function personName(person: Pick<GoalOwner, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** "Flatmates, Book club" in the reader's language. */
export function groupList(shares: readonly GoalSharedWith[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(shares.map((share) => share.groupName));
}

const permissionLooks = {
  view: { icon: EyeIcon, className: 'border-transparent bg-muted text-muted-foreground' },
  can_contribute: { icon: HandCoinsIcon, className: 'border-transparent bg-primary/12 text-primary' },
} as const;

/** What members may do with a shared goal: view it, or also add money. */
export function GoalPermissionBadge({ permission, className }: { permission: GoalSharePermission; className?: string }) {
  const { t } = useTranslation();
  const look = permissionLooks[permission];
  return (
    <Badge variant="secondary" className={cn(look.className, className)} data-testid="goal-permission">
      <look.icon aria-hidden />
      {t(`goalSharing.permissions.${permission}`)}
    </Badge>
  );
}

/** "Shared by Ana Lima · Flatmates" on someone else's goal. */
export function SharedByLine({ goal }: { goal: Goal }) {
  const { t, i18n } = useTranslation();
  const text = t('goalSharing.sharedBy', { owner: personName(goal.owner), groups: groupList(goal.sharedWith, i18n.language) });
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground" data-testid="goal-shared-by">
      <UsersIcon className="size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 truncate" title={text}>
        {text}
      </span>
    </p>
  );
}

interface SharedWithListProps {
  shares: readonly GoalSharedWith[];
  /** Offered per group when the viewer may take the goal out of it. */
  onUnshare?: (share: GoalSharedWith) => void;
}

/** "Shared with" and one chip per group, each with its permission, on the owner's goal. */
export function SharedWithList({ shares, onUnshare }: SharedWithListProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="goal-shared-with">
      <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <UsersIcon className="size-3.5" aria-hidden />
        {t('goalSharing.sharedWithLabel')}
      </span>
      {shares.map((share) => {
        const look = permissionLooks[share.permission];
        return (
          <span key={share.groupId} className="inline-flex max-w-full items-center gap-1 rounded-full border bg-background py-0.5 ps-2.5 pe-1 text-xs">
            <look.icon className="size-3 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 truncate font-medium">{share.groupName}</span>
            <span className="shrink-0 text-muted-foreground">· {t(`goalSharing.permissions.${share.permission}`)}</span>
            {onUnshare ? (
              <Button
                variant="ghost"
                size="icon-sm"
                className="size-6 rounded-full text-muted-foreground"
                aria-label={t('goalSharing.unshare.action', { group: share.groupName })}
                onClick={() => onUnshare(share)}
                data-testid="goal-unshare"
              >
                <XIcon aria-hidden />
              </Button>
            ) : (
              <span className="w-1" aria-hidden />
            )}
          </span>
        );
      })}
    </div>
  );
}
