import { useMemo, useState } from 'react';
import { PlusIcon, Share2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useIsMobile } from '@/lib/use-mobile';
import { useGoals } from '@/lib/use-goals';
import { useEventsInRange } from './api';
import { eventsByDay, goalsByDay } from './calendar-days';
import { AgendaView } from './components/agenda-view';
import { CalendarSkeleton } from './components/calendar-placeholders';
import { CalendarToolbar } from './components/calendar-toolbar';
import { CompactMonthView } from './components/compact-month-view';
import { EventDetailsSheet } from './components/event-details-sheet';
import { EventFormDrawer, type EventFormRequest } from './components/event-form-drawer';
import { MonthView } from './components/month-view';
import { ShareCalendarDialog } from './components/share-calendar-dialog';
import { TimeGridView } from './components/time-grid-view';
import { useCalendarState } from './use-calendar-state';
import { useLinkedDate, useOpenLinkedEvent } from './use-linked-event';

export function CalendarPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const calendar = useCalendarState(useLinkedDate());
  const events = useEventsInRange(calendar.from, calendar.to);
  const goals = useGoals();
  const [formRequest, setFormRequest] = useState<EventFormRequest | null>(null);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [sharing, setSharing] = useState(false);
  useOpenLinkedEvent(events.data, events.isPending || events.isPlaceholderData, setSelected);

  const { days } = calendar;
  const byDay = useMemo(() => eventsByDay(events.data ?? [], days, calendar.timeZone), [events.data, days, calendar.timeZone]);
  const goalDays = useMemo(() => goalsByDay(goals.data ?? [], days), [goals.data, days]);

  const create = (date: IsoDate, startMinutes?: number) => setFormRequest({ kind: 'create', seed: { date, startMinutes } });
  const views = { today: calendar.today, events: byDay, goals: goalDays, onOpen: setSelected };

  const body = () => {
    if (calendar.view === 'month') {
      return isMobile ? (
        <CompactMonthView
          {...views}
          days={days}
          month={calendar.cursor}
          selected={calendar.cursor}
          weekdays={calendar.narrowWeekdays}
          onSelect={calendar.select}
          onCreate={create}
        />
      ) : (
        <MonthView {...views} days={days} month={calendar.cursor} weekdays={calendar.weekdays} onCreate={create} onShowDay={calendar.showDay} />
      );
    }
    // Seven columns do not fit a phone: its week is a list of the week's days.
    if (calendar.view === 'agenda' || (calendar.view === 'week' && isMobile)) return <AgendaView {...views} days={days} onCreate={create} />;
    return <TimeGridView {...views} days={days} onCreate={create} />;
  };

  return (
    <PageContainer>
      <PageHeader
        title={t('pages.calendar.title')}
        description={t('pages.calendar.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setSharing(true)} data-testid="share-calendar-button">
              <Share2Icon aria-hidden />
              {t('events.share.open')}
            </Button>
            <Button onClick={() => create(calendar.cursor)} data-testid="new-event-button">
              <PlusIcon aria-hidden />
              {t('events.newEvent')}
            </Button>
          </>
        }
      />
      <CalendarToolbar
        view={calendar.view}
        title={calendar.title}
        refreshing={events.isPlaceholderData}
        onViewChange={calendar.setView}
        onToday={calendar.goToday}
        onStep={calendar.step}
      />
      {events.isError && events.data ? (
        <p role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-2 text-sm">
          {t('events.calendar.loadFailed')}
        </p>
      ) : null}
      <QueryState query={events} skeleton={<CalendarSkeleton />} errorTitle={t('events.calendar.loadFailed')} errorTestId="calendar-error" errorVariant="card">
        {body}
      </QueryState>

      <EventDetailsSheet
        event={selected}
        onClose={() => setSelected(null)}
        onChange={setSelected}
        onEdit={(editing) => {
          setSelected(null);
          setFormRequest({ kind: 'edit', editing });
        }}
      />
      <EventFormDrawer request={formRequest} onClose={() => setFormRequest(null)} />
      <ShareCalendarDialog open={sharing} onOpenChange={setSharing} />
    </PageContainer>
  );
}
