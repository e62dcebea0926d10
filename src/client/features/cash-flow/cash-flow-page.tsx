import { useMemo, useState } from 'react';
import { CalendarClockIcon, InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CashFlow } from '@domain/cash-flow/cash-flow';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { paths } from '@/lib/paths';
import { timelinePeriods, useCashFlowTimeline, type TimelinePeriod } from './api';
import { DayList } from './components/day-list';
import { LowBalanceAlert } from './components/low-balance-alert';
import { ThresholdForm } from './components/threshold-form';
import { TimelineChart } from './components/timeline-chart';
import { TimelineSummary } from './components/timeline-summary';
import { listedDays, lowBalanceWarning, nothingExpected } from './timeline-model';

/** Where a recurring bill or payday is added: the recurring tab of money tracking. */
const addRecurringLink = `${paths.moneyTracking}?tab=recurring`;

function TimelineSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-[320px] rounded-xl" />
    </div>
  );
}

function Timeline({ flow }: { flow: CashFlow }) {
  const { t } = useTranslation();
  const warning = useMemo(() => lowBalanceWarning(flow), [flow]);
  const days = useMemo(() => listedDays(flow.days), [flow.days]);
  const empty = nothingExpected(flow);
  return (
    <div className="grid min-w-0 gap-6">
      <TimelineSummary flow={flow} />
      {warning ? <LowBalanceAlert flow={flow} warning={warning} /> : null}
      {flow.unconverted.length > 0 ? (
        <p className="flex items-start gap-2 rounded-xl border bg-muted/40 px-4 py-3 text-sm" data-testid="timeline-unconverted">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 break-words">{t('timeline.unconverted', { currencies: flow.unconverted.join(', '), count: flow.unconverted.length })}</span>
        </p>
      ) : null}
      {empty && days.length === 0 ? (
        <EmptyState
          icon={CalendarClockIcon}
          title={t('timeline.empty.title')}
          description={t('timeline.empty.description')}
          action={
            <Button asChild>
              <Link href={addRecurringLink} data-testid="timeline-add-recurring">
                {t('timeline.empty.action')}
              </Link>
            </Button>
          }
        />
      ) : (
        // The list comes first in the page (and so first on a phone); from md up the chart is placed above it.
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="min-w-0 gap-3 md:order-2" data-testid="timeline-list-card">
            <CardHeader>
              <CardTitle>{t('timeline.list.title')}</CardTitle>
              <CardDescription>{t('timeline.list.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <DayList days={days} currency={flow.currency} />
            </CardContent>
          </Card>
          <Card className="min-w-0 gap-3 md:order-1" data-testid="timeline-chart-card">
            <CardHeader>
              <CardTitle>{t('timeline.chart.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <TimelineChart flow={flow} />
            </CardContent>
          </Card>
        </div>
      )}
      <Card className="min-w-0 gap-3" data-testid="timeline-threshold">
        <CardHeader>
          <CardTitle>{t('timeline.threshold.title')}</CardTitle>
          <CardDescription>{t('timeline.threshold.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ThresholdForm key={flow.threshold} threshold={flow.threshold} currency={flow.currency} />
        </CardContent>
      </Card>
    </div>
  );
}

/** The cash-flow timeline: the balance projected day by day from paydays, bills, events and goal contributions. */
export function CashFlowPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<TimelinePeriod>(90);
  const timeline = useCashFlowTimeline(days);
  return (
    <PageContainer>
      <PageHeader
        title={t('timeline.title')}
        description={t('timeline.description')}
        actions={
          <ToggleGroup
            type="single"
            variant="outline"
            size="sm"
            value={String(days)}
            onValueChange={(next) => {
              const period = timelinePeriods.find((candidate) => String(candidate) === next);
              if (period) setDays(period);
            }}
            aria-label={t('timeline.period.label')}
            data-testid="timeline-period"
          >
            {timelinePeriods.map((period) => (
              <ToggleGroupItem key={period} value={String(period)} data-testid={`timeline-period-${period}`}>
                {t('timeline.period.days', { count: period })}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        }
      />
      <QueryState query={timeline} skeleton={<TimelineSkeleton />} errorTitle={t('timeline.loadFailed')} errorTestId="timeline-error" errorVariant="card">
        {(flow) => <Timeline flow={flow} />}
      </QueryState>
    </PageContainer>
  );
}
