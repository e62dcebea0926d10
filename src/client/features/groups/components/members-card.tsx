import { useState } from 'react';
import { LogOutIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { TFunction } from 'i18next';
import type { GroupDetail, GroupMember } from '@domain/groups/groups';
import { userInitials } from '@domain/shared/user-initials';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { useChangeRole, useGroupExit, useRefreshGroups, useRemoveMember } from '../api';
import { useGroupToasts } from '../feedback';
import { MemberActionsMenu, memberActions, type MemberAction } from './member-actions';
import { RoleBadge } from './role-badge';

type Confirmable = { member: GroupMember; action: Exclude<MemberAction, { kind: 'role' }> | { kind: 'leave' } };

const fullName = (member: GroupMember) => `${member.firstName} ${member.lastName}`;

/** The question each confirmation asks; leaving as the last member deletes the group. */
function confirmationTexts(pending: Confirmable | null, group: GroupDetail, t: TFunction) {
  if (!pending) return { title: '', description: '', confirm: '' };
  const name = fullName(pending.member);
  switch (pending.action.kind) {
    case 'transfer':
      return { title: t('groups.transfer.title', { name }), description: t('groups.transfer.description', { name }), confirm: t('groups.transfer.confirm') };
    case 'remove':
      return { title: t('groups.remove.title', { name }), description: t('groups.remove.description'), confirm: t('groups.remove.confirm') };
    case 'leave':
      return {
        title: t('groups.leave.title', { name: group.name }),
        description: t(group.members.length === 1 ? 'groups.leave.lastMemberDescription' : 'groups.leave.description'),
        confirm: t('groups.leave.confirm'),
      };
  }
}

/** Only people the viewer may act on get a menu; the viewer's own way out is the leave button. */
function MemberMenu({ actions, ...props }: Parameters<typeof MemberActionsMenu>[0]) {
  return actions.length > 0 ? <MemberActionsMenu actions={actions} {...props} /> : null;
}

export function MembersCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [, navigate] = useLocation();
  const me = useCurrentUser().data;
  const toasts = useGroupToasts();
  const changeRole = useChangeRole(group.id);
  const removeMember = useRemoveMember(group.id);
  const exit = useGroupExit(group.id);
  const refresh = useRefreshGroups();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const self = group.members.find((member) => member.userId === me?.id);
  const ownerWithOthers = group.role === 'owner' && group.members.length > 1;

  async function run(member: GroupMember, action: MemberAction | Confirmable['action']) {
    const name = fullName(member);
    try {
      if (action.kind === 'role') {
        await changeRole.mutateAsync({ userId: member.userId, role: action.role });
        toasts.done(t('groups.toasts.roleChanged', { name, role: t(`groups.roles.${action.role}`) }));
      } else if (action.kind === 'transfer') {
        await changeRole.mutateAsync({ userId: member.userId, role: 'owner' });
        toasts.done(t('groups.toasts.ownershipTransferred', { name }));
      } else if (action.kind === 'remove') {
        await removeMember.mutateAsync(member.userId);
        await refresh();
        toasts.done(t('groups.toasts.removed', { name }));
      } else {
        await removeMember.mutateAsync(member.userId);
        navigate(paths.groups);
        void exit();
        toasts.done(t('groups.toasts.left'), group.name);
      }
    } catch (error) {
      toasts.failed(error);
    }
    setConfirming(null);
  }

  function choose(member: GroupMember, action: MemberAction) {
    if (action.kind === 'role') void run(member, action);
    else setConfirming({ member, action });
  }

  const dialog = confirmationTexts(confirming, group, t);

  return (
    <Card data-testid="group-members">
      <CardHeader>
        <CardTitle>{t('groups.members.title')}</CardTitle>
        <CardDescription>{t('groups.card.members', { count: group.memberCount })}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <ul className="grid grid-cols-1 divide-y">
          {group.members.map((member) => (
            <li key={member.userId} className="flex min-w-0 items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid={`member-${member.userId}`}>
              <Avatar className="size-9">
                <AvatarFallback>{userInitials(member)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {fullName(member)}
                  {member.userId === me?.id ? <span className="text-muted-foreground"> · {t('groups.members.you')}</span> : null}
                </p>
                <p className="truncate text-xs text-muted-foreground" dir="ltr">
                  {member.email}
                </p>
                <p className="text-xs text-muted-foreground">{t('groups.members.joined', { date: format.date(member.joinedAt) })}</p>
              </div>
              <RoleBadge role={member.role} />
              <MemberMenu member={member} actions={member.userId === me?.id ? [] : memberActions(group.role, member)} onAction={choose} />
            </li>
          ))}
        </ul>
        {self ? (
          <div className="grid grid-cols-1 gap-2 border-t pt-4">
            <Button
              variant="outline"
              className="justify-self-start text-destructive"
              disabled={ownerWithOthers}
              onClick={() => setConfirming({ member: self, action: { kind: 'leave' } })}
              data-testid="leave-group-button"
            >
              <LogOutIcon className="rtl:-scale-x-100" aria-hidden />
              {t('groups.members.leave')}
            </Button>
            {ownerWithOthers ? <p className="text-xs text-muted-foreground">{t('groups.leave.ownerBlocked')}</p> : null}
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirm}
        destructive={confirming?.action.kind !== 'transfer'}
        pending={changeRole.isPending || removeMember.isPending}
        onConfirm={() => confirming && void run(confirming.member, confirming.action)}
        onCancel={() => setConfirming(null)}
        cancelLabel={t('groups.form.cancel')}
        testId="group-confirm-dialog"
        confirmTestId="group-confirm"
      />
    </Card>
  );
}
