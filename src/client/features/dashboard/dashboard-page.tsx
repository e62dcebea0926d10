import { useState } from 'react';
import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-request';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QuickActionDrawer, type QuickActionId } from '@/components/layout/quick-actions';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { networkErrorMessage } from '@/lib/server-form-errors';
import { paths } from '@/lib/paths';
import { translateMessage } from '@/lib/translate-message';
import { useOwnGoals } from '@/lib/use-goals';
import { useDashboardStats, useUpcomingEvents } from './api';
import { CashFlowCard } from './components/cash-flow-card';
import { GoalsProgress } from './components/goals-progress';
import { HealthScoreCard, HealthScoreSkeleton } from './components/health-score-card';
import { OverviewCards, OverviewSkeleton } from './components/overview-cards';
import { QuickActionsBar } from './components/quick-actions-bar';
import { TodayTasks } from './components/today-tasks';
import { ListSkeleton, RecentTransactions } from './components/recent-transactions';
import { UpcomingEvents } from './components/upcoming-events';
import { DashboardSection } from './dashboard-section';
import { useFormat } from '@/lib/use-format';
import { dayPart } from './greeting';

function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : networkErrorMessage;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center" data-testid="dashboard-error">
      <CircleAlertIcon className="size-6 text-destructive" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">{t('dashboard.error.title')}</p>
        <p className="text-sm text-muted-foreground">{translateMessage(t, message)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const stats = useDashboardStats();
  // The dashboard is the user's own money: goals others share with them are left out.
  const goals = useOwnGoals();
  const events = useUpcomingEvents();
  const [action, setAction] = useState<QuickActionId | null>(null);
  const { timeZone } = useFormat();
  const part = dayPart(new Date(), timeZone);
  const title = user?.firstName ? t(`dashboard.greeting.${part}`, { name: user.firstName }) : t(`dashboard.greetingAnonymous.${part}`);
  const retryStats = () => void stats.refetch();

  return (
    <PageContainer>
      <PageHeader title={<span data-testid="dashboard-greeting">{title}</span>} description={t('dashboard.description')} />

      <QuickActionsBar onOpen={setAction} />

      <section aria-label={t('dashboard.overview.title')} className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]" data-testid="dashboard-overview">
        {stats.data ? (
          <>
            <HealthScoreCard stats={stats.data} />
            <OverviewCards stats={stats.data} />
          </>
        ) : stats.isError ? (
          <div className="lg:col-span-2">
            <LoadError error={stats.error} onRetry={retryStats} retrying={stats.isFetching} />
          </div>
        ) : (
          <>
            <HealthScoreSkeleton />
            <OverviewSkeleton />
          </>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DashboardSection
          title={t('dashboard.cashFlow.title')}
          description={t('dashboard.cashFlow.description')}
          className="lg:col-span-2"
          testId="dashboard-cash-flow"
        >
          <CashFlowCard month={stats.data?.month} />
        </DashboardSection>
        <DashboardSection title={t('dashboard.goals.title')} link={{ href: paths.financialGoals, label: t('common.viewAll') }} testId="dashboard-goals">
          {goals.data ? (
            <GoalsProgress goals={goals.data} onNewGoal={() => setAction('newGoal')} />
          ) : goals.isError ? (
            <LoadError error={goals.error} onRetry={() => void goals.refetch()} retrying={goals.isFetching} />
          ) : (
            <ListSkeleton rows={3} />
          )}
        </DashboardSection>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <DashboardSection
          title={t('dashboard.recentTransactions.title')}
          link={{ href: paths.moneyTracking, label: t('common.viewAll') }}
          testId="dashboard-recent-transactions"
        >
          {stats.data ? (
            <RecentTransactions transactions={stats.data.recentTransactions} />
          ) : stats.isError ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('dashboard.recentTransactions.unavailable')}</p>
          ) : (
            <ListSkeleton />
          )}
        </DashboardSection>
        <DashboardSection
          title={t('dashboard.upcomingEvents.title')}
          link={{ href: paths.calendar, label: t('common.viewAll') }}
          testId="dashboard-upcoming-events"
        >
          {events.data ? (
            <UpcomingEvents events={events.data} />
          ) : events.isError ? (
            <LoadError error={events.error} onRetry={() => void events.refetch()} retrying={events.isFetching} />
          ) : (
            <ListSkeleton rows={2} />
          )}
        </DashboardSection>
        <DashboardSection title={t('planning.dashboard.title')} link={{ href: paths.planning, label: t('common.viewAll') }} testId="dashboard-today-tasks">
          <TodayTasks />
        </DashboardSection>
      </div>

      <QuickActionDrawer action={action} onClose={() => setAction(null)} />
    </PageContainer>
  );
}
