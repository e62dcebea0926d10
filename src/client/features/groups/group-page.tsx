import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';
import { paths } from '@/lib/paths';
import { useGroup } from './api';
import { ActivityCard } from './components/activity-card';
import { GroupHeader } from './components/group-header';
import { GroupNotFound } from './components/group-not-found';
import { InvitePanel } from './components/invite-panel';
import { MembersCard } from './components/members-card';
import { GroupEventsCard } from './components/group-events-card';
import { GroupExpensesSection } from './expenses/group-expenses-section';
import { GroupSharedGoalsSection } from './shared-goals/group-shared-goals-section';

function GroupSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid grid-cols-1 gap-6" data-testid="group-loading">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <Skeleton className="h-8 w-48" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 lg:col-span-2" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

export function GroupPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useGroup(id);

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <GroupNotFound />;

  return (
    <PageContainer>
      <Button asChild variant="ghost" size="sm" className="-ms-2 justify-self-start self-start">
        <Link href={paths.groups} data-testid="group-back-to-groups">
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden />
          {t('groups.backToGroups')}
        </Link>
      </Button>
      {/* The page keeps a heading until the group's own name heads it. */}
      {query.data ? null : <h1 className="sr-only">{t('pages.groups.title')}</h1>}
      <QueryState query={query} skeleton={<GroupSkeleton />} errorTitle={t('groups.loadGroupError')} errorTestId="groups-error" errorVariant="card">
        {(group) => (
          <>
            <GroupHeader group={group} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
              <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
                <MembersCard group={group} />
                <GroupExpensesSection group={group} />
                <GroupSharedGoalsSection group={group} />
              </div>
              <div className="grid min-w-0 grid-cols-1 gap-6">
                <GroupEventsCard group={group} />
                <ActivityCard group={group} />
                {group.role === 'member' ? null : <InvitePanel group={group} />}
              </div>
            </div>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
