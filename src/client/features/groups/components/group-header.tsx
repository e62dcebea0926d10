import { useState } from 'react';
import { ArchiveIcon, ArchiveRestoreIcon, EllipsisVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@domain/groups/groups';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { paths } from '@/lib/paths';
import { useDeleteGroup, useGroupExit, useUpdateGroup } from '../api';
import { useGroupToasts } from '../feedback';
import { GroupFormDrawer } from './group-form-drawer';
import { RoleBadge } from './role-badge';

/** Name, colour, status and role; owners and admins edit, archive and restore; the owner deletes. */
export function GroupHeader({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const toasts = useGroupToasts();
  const update = useUpdateGroup(group.id);
  const remove = useDeleteGroup(group.id);
  const exit = useGroupExit(group.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const manager = group.role !== 'member';
  const archived = group.status === 'archived';

  async function setStatus(status: 'active' | 'archived') {
    try {
      await update.mutateAsync({ status });
      toasts.done(t(status === 'archived' ? 'groups.toasts.archived' : 'groups.toasts.restored'), group.name);
    } catch (error) {
      toasts.failed(error);
    }
  }

  async function deleteGroup() {
    try {
      await remove.mutateAsync();
      navigate(paths.groups);
      void exit();
      toasts.done(t('groups.toasts.deleted'), group.name);
    } catch (error) {
      setDeleting(false);
      toasts.failed(error);
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between" data-testid="group-header">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden className="mt-1 size-10 shrink-0 rounded-xl sm:size-12" style={{ backgroundColor: group.color }} />
        <div className="min-w-0 space-y-1.5">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{group.name}</h1>
          <div className="flex flex-wrap items-center gap-1.5">
            <RoleBadge role={group.role} />
            {archived ? (
              <Badge variant="secondary" data-testid="group-status">
                <ArchiveIcon aria-hidden />
                {t('groups.status.archived')}
              </Badge>
            ) : null}
            <Badge variant="outline" title={t('groups.form.currencyHint')}>
              {t('groups.header.currency', { currency: group.currency })}
            </Badge>
          </div>
          {group.description ? <p className="max-w-2xl text-sm break-words text-muted-foreground sm:text-base">{group.description}</p> : null}
        </div>
      </div>

      {manager ? (
        <div className="flex shrink-0 items-center gap-2">
          <Button variant="outline" onClick={() => setEditing(true)} data-testid="edit-group-button">
            <PencilIcon aria-hidden />
            {t('groups.header.edit')}
          </Button>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label={t('groups.header.menu')} data-testid="group-actions">
                <EllipsisVerticalIcon aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {archived ? (
                <DropdownMenuItem onSelect={() => void setStatus('active')} data-testid="group-unarchive">
                  <ArchiveRestoreIcon aria-hidden />
                  {t('groups.header.unarchive')}
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem onSelect={() => void setStatus('archived')} data-testid="group-archive">
                  <ArchiveIcon aria-hidden />
                  {t('groups.header.archive')}
                </DropdownMenuItem>
              )}
              {group.role === 'owner' ? (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)} data-testid="group-delete">
                    <Trash2Icon aria-hidden />
                    {t('groups.header.delete')}
                  </DropdownMenuItem>
                </>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ) : null}

      <GroupFormDrawer open={editing} group={group} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={deleting}
        title={t('groups.delete.title', { name: group.name })}
        description={t('groups.delete.description')}
        confirmLabel={t('groups.delete.confirm')}
        pending={remove.isPending}
        onConfirm={() => void deleteGroup()}
        onCancel={() => setDeleting(false)}
        cancelLabel={t('groups.form.cancel')}
        testId="group-confirm-dialog"
        confirmTestId="group-confirm"
      />
    </div>
  );
}
