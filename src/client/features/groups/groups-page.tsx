import { useState } from 'react';
import { ArchiveIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { groupLink } from '@/lib/paths';
import { useGroups } from '@/lib/use-groups';
import { ArchivedGroups, GroupGrid } from './components/group-grid';
import { GroupFormDrawer } from './components/group-form-drawer';
import { GroupsSkeleton } from './components/groups-placeholders';

export function GroupsPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const groups = useGroups();
  const [creating, setCreating] = useState(false);
  const all = groups.data ?? [];
  const active = all.filter((group) => group.status === 'active');
  const archived = all.filter((group) => group.status === 'archived');

  const newGroupButton = (
    <Button onClick={() => setCreating(true)} data-testid="new-group-button">
      <PlusIcon aria-hidden />
      {t('groups.newGroup')}
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader title={t('pages.groups.title')} description={t('pages.groups.description')} actions={all.length ? newGroupButton : undefined} />

      <QueryState
        query={groups}
        skeleton={<GroupsSkeleton />}
        errorTitle={t('groups.loadError')}
        errorTestId="groups-error"
        errorVariant="card"
        empty={{
          when: (list) => list.length === 0,
          show: <EmptyState icon={UsersIcon} title={t('pages.groups.emptyTitle')} description={t('pages.groups.emptyDescription')} action={newGroupButton} className="py-20" />,
        }}
      >
        {() => (
          <>
            {active.length ? (
              <GroupGrid groups={active} label={t('groups.listLabel')} testId="group-list" />
            ) : (
              <EmptyState icon={ArchiveIcon} size="sm" title={t('groups.allArchived')} />
            )}
            {archived.length ? <ArchivedGroups groups={archived} /> : null}
          </>
        )}
      </QueryState>

      <GroupFormDrawer open={creating} onClose={() => setCreating(false)} onSaved={(group) => navigate(groupLink(group.id))} />
    </PageContainer>
  );
}
