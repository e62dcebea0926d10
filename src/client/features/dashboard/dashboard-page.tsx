import { BotIcon, CalendarDaysIcon, CalendarPlusIcon, ChartPieIcon, ReceiptIcon, TargetIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { useCurrentUser } from '@/lib/session';
import { paths } from '@/lib/paths';
import { DashboardSection } from './dashboard-section';
import { dayPart } from './greeting';

const shortcuts: { key: string; href: string; icon: LucideIcon }[] = [
  { key: 'addTransaction', href: paths.moneyTracking, icon: ReceiptIcon },
  { key: 'newGoal', href: paths.financialGoals, icon: TargetIcon },
  { key: 'scheduleEvent', href: paths.calendar, icon: CalendarPlusIcon },
  { key: 'askAssistant', href: paths.aiAssistant, icon: BotIcon },
];

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const part = dayPart(new Date());
  const title = user?.firstName
    ? t(`pages.dashboard.greeting.${part}`, { name: user.firstName })
    : t(`pages.dashboard.greetingAnonymous.${part}`);

  return (
    <PageContainer>
      <PageHeader title={<span data-testid="dashboard-greeting">{title}</span>} description={t('pages.dashboard.description')} />

      <nav aria-label={t('pages.dashboard.quickActions')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {shortcuts.map((shortcut) => (
          <Button key={shortcut.key} asChild variant="outline" className="h-auto justify-start gap-3 rounded-xl bg-card px-4 py-3 text-start whitespace-normal">
            <Link href={shortcut.href}>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <shortcut.icon className="size-[1.125rem]" aria-hidden />
              </span>
              <span className="font-medium">{t(`pages.dashboard.shortcuts.${shortcut.key}`)}</span>
            </Link>
          </Button>
        ))}
      </nav>

      <DashboardSection title={t('pages.dashboard.overview.title')} description={t('pages.dashboard.overview.description')} testId="dashboard-overview">
        <EmptyState
          size="sm"
          icon={ChartPieIcon}
          title={t('pages.dashboard.overview.emptyTitle')}
          description={t('pages.dashboard.overview.emptyDescription')}
        />
      </DashboardSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardSection
          title={t('pages.dashboard.recentTransactions.title')}
          link={{ href: paths.moneyTracking, label: t('common.viewAll') }}
          testId="dashboard-recent-transactions"
        >
          <EmptyState
            size="sm"
            icon={ReceiptIcon}
            title={t('pages.dashboard.recentTransactions.emptyTitle')}
            description={t('pages.dashboard.recentTransactions.emptyDescription')}
          />
        </DashboardSection>
        <DashboardSection
          title={t('pages.dashboard.goals.title')}
          link={{ href: paths.financialGoals, label: t('common.viewAll') }}
          testId="dashboard-goals"
        >
          <EmptyState
            size="sm"
            icon={TargetIcon}
            title={t('pages.dashboard.goals.emptyTitle')}
            description={t('pages.dashboard.goals.emptyDescription')}
          />
        </DashboardSection>
      </div>

      <DashboardSection
        title={t('pages.dashboard.upcomingEvents.title')}
        link={{ href: paths.calendar, label: t('common.viewAll') }}
        testId="dashboard-upcoming-events"
      >
        <EmptyState
          size="sm"
          icon={CalendarDaysIcon}
          title={t('pages.dashboard.upcomingEvents.emptyTitle')}
          description={t('pages.dashboard.upcomingEvents.emptyDescription')}
        />
      </DashboardSection>
    </PageContainer>
  );
}
