import { CrownIcon, EllipsisVerticalIcon, ShieldIcon, UserIcon, UserMinusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupMember, GroupRole } from '@domain/groups/groups';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

export type MemberAction = { kind: 'role'; role: Exclude<GroupRole, 'owner'> } | { kind: 'transfer' } | { kind: 'remove' };

/**
 * What the viewer may do to another member, mirroring the server's rules: the owner changes
 * anyone's role, hands ownership over and removes anyone; admins move people between member and
 * admin and remove members; nobody acts on the owner.
 */
export function memberActions(viewerRole: GroupRole, member: GroupMember): MemberAction[] {
  if (viewerRole === 'member' || member.role === 'owner') return [];
  const actions: MemberAction[] = [{ kind: 'role', role: member.role === 'admin' ? 'member' : 'admin' }];
  if (viewerRole === 'owner') actions.push({ kind: 'transfer' });
  if (viewerRole === 'owner' || member.role === 'member') actions.push({ kind: 'remove' });
  return actions;
}

interface MemberActionsMenuProps {
  member: GroupMember;
  actions: MemberAction[];
  onAction: (member: GroupMember, action: MemberAction) => void;
}

export function MemberActionsMenu({ member, actions, onAction }: MemberActionsMenuProps) {
  const { t } = useTranslation();
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('groups.members.actions', { name })} data-testid={`member-actions-${member.userId}`}>
          <EllipsisVerticalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => {
          if (action.kind === 'role') {
            const Icon = action.role === 'admin' ? ShieldIcon : UserIcon;
            return (
              <DropdownMenuItem key="role" onSelect={() => onAction(member, action)}>
                <Icon aria-hidden />
                {t(action.role === 'admin' ? 'groups.members.makeAdmin' : 'groups.members.makeMember')}
              </DropdownMenuItem>
            );
          }
          if (action.kind === 'transfer') {
            return (
              <DropdownMenuItem key="transfer" onSelect={() => onAction(member, action)}>
                <CrownIcon aria-hidden />
                {t('groups.members.transfer')}
              </DropdownMenuItem>
            );
          }
          return (
            <div key="remove">
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => onAction(member, action)}>
                <UserMinusIcon aria-hidden />
                {t('groups.members.remove')}
              </DropdownMenuItem>
            </div>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
