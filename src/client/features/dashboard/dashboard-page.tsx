import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BudgetStatus } from '@/components/budgets/budget-status-card';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QuickActionDrawer, type QuickActionId } from '@/components/layout/quick-actions';
import { QueryState } from '@/components/query-state';
import { useCurrentUser } from '@/lib/session';
import { paths } from '@/lib/paths';
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
  const errorTitle = t('dashboard.error.title');

  return (
    <PageContainer>
      <PageHeader title={<span data-testid="dashboard-greeting">{title}</span>} description={t('dashboard.description')} />

      <QuickActionsBar onOpen={setAction} />

      <section aria-label={t('dashboard.overview.title')} className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]" data-testid="dashboard-overview">
        <QueryState
          query={stats}
          skeleton={
            <>
              <HealthScoreSkeleton />
              <OverviewSkeleton />
            </>
          }
          errorTitle={errorTitle}
          errorTestId="dashboard-error"
          errorClassName="lg:col-span-2"
        >
          {(data) => (
            <>
              <HealthScoreCard stats={data} />
              <OverviewCards stats={data} />
            </>
          )}
        </QueryState>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DashboardSection
          title={t('dashboard.cashFlow.title')}
          description={t('dashboard.cashFlow.description')}
          link={{ href: paths.cashFlow, label: t('timeline.dashboardLink') }}
          className="lg:col-span-2"
          testId="dashboard-cash-flow"
        >
          <CashFlowCard month={stats.data?.month} />
        </DashboardSection>
        <div className="grid grid-cols-1 content-start gap-6">
          <DashboardSection title={t('dashboard.goals.title')} link={{ href: paths.financialGoals, label: t('common.viewAll') }} testId="dashboard-goals">
            <QueryState query={goals} skeleton={<ListSkeleton rows={3} />} errorTitle={errorTitle} errorTestId="dashboard-error">
              {(data) => <GoalsProgress goals={data} onNewGoal={() => setAction('newGoal')} />}
            </QueryState>
          </DashboardSection>
          <DashboardSection title={t('budgets.card.title')} link={{ href: paths.budgets, label: t('common.viewAll') }} testId="dashboard-budgets">
            <BudgetStatus testId="budgets-card" />
          </DashboardSection>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <DashboardSection title={t('dashboard.recentTransactions.title')} link={{ href: paths.moneyTracking, label: t('common.viewAll') }} testId="dashboard-recent-transactions">
          <QueryState query={stats} skeleton={<ListSkeleton />} errorTitle={t('dashboard.recentTransactions.unavailable')}>
            {(data) => <RecentTransactions transactions={data.recentTransactions} />}
          </QueryState>
        </DashboardSection>
        <DashboardSection title={t('dashboard.upcomingEvents.title')} link={{ href: paths.calendar, label: t('common.viewAll') }} testId="dashboard-upcoming-events">
          <QueryState query={events} skeleton={<ListSkeleton rows={2} />} errorTitle={errorTitle} errorTestId="dashboard-error">
            {(data) => <UpcomingEvents events={data} />}
          </QueryState>
        </DashboardSection>
        <DashboardSection title={t('planning.dashboard.title')} link={{ href: paths.planning, label: t('common.viewAll') }} testId="dashboard-today-tasks">
          <TodayTasks />
        </DashboardSection>
      </div>

      <QuickActionDrawer action={action} onClose={() => setAction(null)} />
    </PageContainer>
  );
}
