import { useState } from 'react';
import { FolderKanbanIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TimeProject } from '@domain/planning/time-tracking';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useDeleteProject, useProjects } from '../api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ProjectDialog } from './project-dialog';
import { useFailToast } from '@/lib/use-fail-toast';

export function ProjectList() {
  const { t } = useTranslation();
  const format = useFormat();
  const projects = useProjects();
  const remove = useDeleteProject();
  const fail = useFailToast();
  const [editing, setEditing] = useState<TimeProject | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TimeProject | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('planning.projects.deleted', { name: deleting.name }));
      setDeleting(null);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <QueryState
        query={projects}
        skeleton={<Skeleton className="h-20 w-full" />}
        errorTestId="projects-error"
        empty={{
          when: (list) => list.length === 0,
          show: <EmptyState size="sm" icon={FolderKanbanIcon} title={t('planning.projects.emptyTitle')} description={t('planning.projects.emptyDescription')} />,
        }}
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-2" data-testid="project-list">
            {list.map((project) => (
              <li key={project.id} className="flex items-center gap-3 rounded-lg border p-3" data-testid="project-row">
                <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: project.color }} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{project.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {project.hourlyRate && project.currency
                      ? t('planning.projects.perHour', { amount: format.money(project.hourlyRate, project.currency) })
                      : t('planning.projects.unpaid')}
                  </p>
                </div>
                <Button variant="ghost" size="icon-sm" onClick={() => setEditing(project)} aria-label={t('planning.projects.edit', { name: project.name })}>
                  <PencilIcon aria-hidden />
                </Button>
                <Button variant="ghost" size="icon-sm" onClick={() => setDeleting(project)} aria-label={t('planning.projects.delete', { name: project.name })}>
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Button variant="outline" onClick={() => setEditing('new')} data-testid="new-project" className="justify-self-start">
        <PlusIcon aria-hidden />
        {t('planning.projects.new')}
      </Button>
      <ProjectDialog project={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('planning.projects.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('planning.projects.deleteDescription')}
        confirmLabel={t('planning.delete')}
        cancelLabel={t('planning.cancel')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-project-dialog"
        confirmTestId="confirm-delete-project"
      />
    </div>
  );
}
