import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@domain/shared/dates';
import { mondayOf } from '@domain/planning/planning';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useProjects, useWeek } from './api';
import { EarningsCard } from './components/earnings-card';
import { EntryList } from './components/entry-list';
import { ProjectList } from './components/project-list';
import { TaskList } from './components/task-list';
import { WeekDays } from './components/week-days';
import { WeekHeader } from './components/week-header';
import { WeekSummary } from './components/week-summary';
import { CompactTimer } from './timer/compact-timer';

function Section({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId: string }) {
  return (
    <Card className="gap-3" data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

/** Time tracking and productivity: the timer, the week's board, entries, earnings against goals, projects and tasks. */
export function PlanningPage() {
  const { t } = useTranslation();
  // The account's today, not the browser's: until another week is chosen the board follows it.
  const { today } = useFormat();
  const thisWeek = mondayOf(today);
  const [chosenStart, setStart] = useState<string | null>(null);
  const start = chosenStart ?? thisWeek;
  const week = useWeek(start);
  const projects = useProjects();
  const events = useMemo(() => {
    const seen = new Map<string, { id: string; title: string }>();
    for (const block of week.data?.plannedBlocks ?? []) if (!seen.has(block.eventId)) seen.set(block.eventId, { id: block.eventId, title: block.title });
    return [...seen.values()];
  }, [week.data]);

  return (
    <PageContainer>
      <PageHeader title={t('pages.planning.title')} description={t('pages.planning.description')} />
      <CompactTimer />
      <WeekHeader start={start} thisWeek={thisWeek} onChange={setStart} />
      {week.data ? <WeekSummary week={week.data} /> : <Skeleton className="h-24 w-full" />}

      {/* Three columns only where the content area is wide enough (a sidebar takes a quarter of a 1024 px screen);
          single-column grids size to the screen, not to their longest unwrapped line. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 xl:col-span-2">
          <Section title={t('planning.week.title')} description={t('planning.week.description')} testId="planning-week">
            <QueryState query={week} skeleton={<Skeleton className="h-48 w-full" />} errorTitle={t('planning.loadError')}>
              {(loaded) => <WeekDays week={loaded} />}
            </QueryState>
          </Section>
          <Section title={t('planning.entries.title')} description={t('planning.entries.description')} testId="planning-entries">
            <EntryList from={start} to={addDays(start, 6)} projects={projects.data ?? []} />
          </Section>
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Section title={t('planning.earnings.title')} description={t('planning.earnings.description')} testId="planning-earnings">
            {week.data ? <EarningsCard week={week.data} /> : <Skeleton className="h-24 w-full" />}
          </Section>
          <Section title={t('planning.tasks.heading')} testId="planning-tasks">
            <TaskList events={events} today={week.data?.today ?? today} />
          </Section>
          <Section title={t('planning.projects.title')} description={t('planning.projects.description')} testId="planning-projects">
            <ProjectList />
          </Section>
        </div>
      </div>
    </PageContainer>
  );
}
