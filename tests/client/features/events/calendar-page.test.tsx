import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths } from '@domain/shared/dates';
import { mondayOf } from '@domain/planning/planning';
import type { CalendarEvent } from '@domain/events/events';
import type { Goal } from '@domain/goals/goals';
import { toast } from '@/lib/toast';
import { CalendarPage } from '@/features/events/calendar-page';
import { startOfLocalDay, todayLocal } from '@/features/events/event-time';
import { renderWithProviders, setViewport } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareEventsApi, localInstant, makeCalendarEvent, makeEventGroup, makeShare, type EventsApiOptions } from '../../support/events-api';
import { makeGoal } from '../../support/fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The form drawer reads its computed transform when a press inside it ends; jsdom computes none.
beforeEach(() => {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    return new Proxy(style, {
      get(target, property) {
        if (property === 'transform') return target.transform || 'none';
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A day in the middle of the current month, so month views always show it. */
const midMonth = () => `${todayLocal('UTC').slice(0, 7)}-15`;
const longDate = (date: string) => new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(startOfLocalDay(date, 'UTC'));
const monthTitle = (date: string) => new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(startOfLocalDay(date, 'UTC'));

async function renderCalendar(options: EventsApiOptions = {}) {
  const server = declareEventsApi(options);
  const view = renderWithProviders(<CalendarPage />, '/calendar');
  const user = userEvent.setup();
  await screen.findByTestId('month-view');
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { ...server, ...view, user };
}

const flatmates = makeEventGroup({ name: 'Flatmates', color: '#8b5cf6', role: 'member' });

function groupEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return makeCalendarEvent({
    title: 'House meeting',
    location: 'Living room',
    description: 'Bills and chores',
    startTime: localInstant(midMonth(), 19),
    endTime: localInstant(midMonth(), 20, 30),
    groupId: flatmates.id,
    group: { id: flatmates.id, name: flatmates.name, color: flatmates.color },
    createdBy: 'u2',
    creator: { id: 'u2', firstName: 'Bea', lastName: 'Costa' },
    attendees: [
      { userId: 'u2', firstName: 'Bea', lastName: 'Costa', status: 'going', guests: 0 },
      { userId: 'u3', firstName: 'Caio', lastName: 'Reis', status: 'cantGo', guests: 0 },
    ],
    canEdit: false,
    ...overrides,
  });
}

describe('month view', () => {
  it('asks for the visible weeks and shows their events in group colours, and goal target dates', async () => {
    const personal = makeCalendarEvent({ title: 'Dentist', startTime: localInstant(midMonth(), 8, 30), endTime: localInstant(midMonth(), 9) });
    const goal: Goal = makeGoal({ title: 'Emergency fund', targetDate: addDays(midMonth(), 2) });
    const nextMonth = makeCalendarEvent({ title: 'Far away', startTime: localInstant(addMonths(midMonth(), 2), 9), endTime: localInstant(addMonths(midMonth(), 2), 10) });
    const { calls } = await renderCalendar({ events: [personal, groupEvent(), nextMonth], goals: [goal], groups: [flatmates] });

    expect(screen.getByTestId('calendar-period')).toHaveTextContent(monthTitle(midMonth()));
    const request = new URL(calls.find((call) => call.url.startsWith('/api/events?'))?.url ?? '', 'http://localhost');
    const firstOfMonth = startOfLocalDay(`${midMonth().slice(0, 7)}-01`, 'UTC').getTime();
    const firstOfNext = startOfLocalDay(addMonths(`${midMonth().slice(0, 7)}-01`, 1), 'UTC').getTime();
    expect(Date.parse(request.searchParams.get('from') ?? '')).toBeLessThanOrEqual(firstOfMonth);
    expect(Date.parse(request.searchParams.get('to') ?? '')).toBeGreaterThanOrEqual(firstOfNext);

    const day = within(screen.getByTestId(`calendar-day-${midMonth()}`));
    const chips = day.getAllByTestId('calendar-event');
    expect(chips.map((chip) => chip.textContent)).toEqual(['8:30 AMDentist', '7:00 PMHouse meeting']);
    // Speech users say what they see: the name starts with the chip's visible time and title.
    expect(chips[0]).toHaveAccessibleName(/^8:30 AM Dentist, 8:30\s–\s9:00\sAM$/);
    expect(chips[1]).toHaveAccessibleName(/^7:00 PM House meeting, 7:00\s–\s8:30\sPM$/);
    expect(chips[1]).toHaveStyle({ '--event-color': '#8b5cf6' });
    expect(chips[0]).toHaveStyle({ '--event-color': 'var(--primary)' });
    const marker = within(screen.getByTestId(`calendar-day-${addDays(midMonth(), 2)}`)).getByTestId('goal-marker');
    expect(marker).toHaveTextContent('Emergency fund');
    expect(marker).toHaveAttribute('href', '/financial-goals');
    expect(screen.queryByText('Far away')).not.toBeInTheDocument();
  });

  it('pages to the next month and back to today', async () => {
    const { user, calls } = await renderCalendar();
    const requests = () => calls.filter((call) => call.url.startsWith('/api/events?')).length;
    expect(requests()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const next = addMonths(`${midMonth().slice(0, 7)}-01`, 1);
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(monthTitle(next));
    await waitFor(() => expect(requests()).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(monthTitle(todayLocal('UTC')));
    expect(screen.getByTestId(`calendar-day-${todayLocal('UTC')}`).querySelector('[aria-current="date"]')).not.toBeNull();
  });

  it('schedules an event on the day clicked, and shows it once saved', async () => {
    const { user, calls } = await renderCalendar();
    await user.click(screen.getByRole('button', { name: `New event on ${longDate(midMonth())}` }));
    const drawer = await screen.findByTestId('event-form-drawer');
    expect(within(drawer).getByLabelText('Date', { selector: 'input' })).toHaveValue(midMonth());
    await user.type(within(drawer).getByLabelText('Title', { selector: 'input' }), 'Groceries run');
    await user.click(within(drawer).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Event Created Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('event-form-drawer')).not.toBeInTheDocument());
    expect(await within(screen.getByTestId(`calendar-day-${midMonth()}`)).findByText('Groceries run')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/events?')).length).toBe(2);
  });

  it('opens the share dialog with the user’s links', async () => {
    const { user } = await renderCalendar({ shares: [makeShare({ name: 'Ana Lima' })] });
    await user.click(screen.getByRole('button', { name: 'Share calendar' }));
    const dialog = await screen.findByTestId('share-calendar-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Share your calendar' })).toBeInTheDocument();
    expect(await within(dialog).findByTestId('calendar-share')).toHaveTextContent('Ana Lima');
  });

  it('shows the failure with a way to try again', async () => {
    let fail = true;
    declareEventsApi();
    api.use({ 'GET /api/events': () => (fail ? failure(500, 'boom', 'INTERNAL') : []) });
    const { queryClient } = renderWithProviders(<CalendarPage />, '/calendar');
    const user = userEvent.setup();
    const error = await screen.findByTestId('calendar-error', undefined, { timeout: 8000 });
    expect(error).toHaveTextContent('Server error. Please try again later');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('month-view')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});

describe('event details', () => {
  it('shows time, place, group, creator and answers, with an .ics export', async () => {
    const event = groupEvent();
    const { user } = await renderCalendar({ events: [event], groups: [flatmates] });
    await user.click(screen.getByRole('button', { name: /House meeting/ }));
    const sheet = await screen.findByTestId('event-details-sheet');
    expect(within(sheet).getByRole('heading', { name: 'House meeting' })).toBeInTheDocument();
    const when = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).formatRange(
      new Date(event.startTime),
      new Date(event.endTime),
    );
    expect(within(sheet).getByTestId('event-details-when').textContent).toBe(when);
    expect(sheet).toHaveTextContent('Living room');
    expect(sheet).toHaveTextContent('Bills and chores');
    expect(sheet).toHaveTextContent('Created by Bea Costa');
    const answers = within(sheet).getByTestId('attendee-list');
    expect(within(answers).getByText('Bea Costa').closest('li')).toHaveTextContent('Going');
    expect(within(answers).getByText('Caio Reis').closest('li')).toHaveTextContent("Can't go");
    expect(within(sheet).getByRole('link', { name: 'Export .ics' })).toHaveAttribute('href', `/api/events/${event.id}.ics`);
    expect(within(sheet).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('records my RSVP for a group event', async () => {
    const event = groupEvent();
    const { user, calls } = await renderCalendar({ events: [event], groups: [flatmates] });
    await user.click(screen.getByRole('button', { name: /House meeting/ }));
    const sheet = await screen.findByTestId('event-details-sheet');
    const maybe = within(sheet).getByRole('radio', { name: 'Maybe' });
    expect(maybe).toHaveAttribute('aria-checked', 'false');
    await user.click(maybe);

    expect(await screen.findByText('Answer saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url === `/api/events/${event.id}/rsvp`)?.body).toEqual({ status: 'maybe', guests: 0, scope: 'all' });
    await waitFor(() => expect(within(sheet).getByRole('radio', { name: 'Maybe' })).toHaveAttribute('aria-checked', 'true'));
    expect(within(within(sheet).getByTestId('attendee-list')).getByText('Ana Lima').closest('li')).toHaveTextContent('Maybe');
  });

  it('offers no RSVP on a personal event', async () => {
    const { user } = await renderCalendar({ events: [makeCalendarEvent({ title: 'Dentist', startTime: localInstant(midMonth(), 8), endTime: localInstant(midMonth(), 9) })] });
    await user.click(screen.getByRole('button', { name: /Dentist/ }));
    const sheet = await screen.findByTestId('event-details-sheet');
    expect(sheet).toHaveTextContent('Personal event');
    expect(within(sheet).queryByRole('radio', { name: 'Going' })).not.toBeInTheDocument();
  });

  it('deletes an event after confirming', async () => {
    const event = makeCalendarEvent({ title: 'Dentist', startTime: localInstant(midMonth(), 8), endTime: localInstant(midMonth(), 9) });
    const { user, calls } = await renderCalendar({ events: [event] });
    await user.click(screen.getByRole('button', { name: /Dentist/ }));
    await user.click(within(await screen.findByTestId('event-details-sheet')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete “Dentist”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));

    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/events/${event.id}`);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Dentist/ })).not.toBeInTheDocument());
  });

  it('asks "this event or the whole series" before deleting an occurrence', async () => {
    const start = localInstant(midMonth(), 7);
    const event = makeCalendarEvent({ title: 'Gym', startTime: start, endTime: localInstant(midMonth(), 8), recurrence: 'FREQ=DAILY', occurrenceStart: start });
    const { user, calls } = await renderCalendar({ events: [event] });
    await user.click(screen.getByRole('button', { name: /Gym/ }));
    await user.click(within(await screen.findByTestId('event-details-sheet')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete only this event, or every event in the series?');
    await user.click(within(dialog).getByRole('button', { name: 'All events in the series' }));

    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    const url = new URL(calls.find((call) => call.method === 'DELETE')?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe(`/api/events/${event.id}`);
    expect(url.searchParams.get('scope')).toBe('all');
    expect(url.searchParams.get('occurrence')).toBe(start);
  });

  it('asks which part of a series to edit, then opens the form for it', async () => {
    const start = localInstant(midMonth(), 7);
    const event = makeCalendarEvent({ title: 'Gym', startTime: start, endTime: localInstant(midMonth(), 8), recurrence: 'FREQ=WEEKLY;COUNT=10', occurrenceStart: start });
    const { user } = await renderCalendar({ events: [event] });
    await user.click(screen.getByRole('button', { name: /Gym/ }));
    const sheet = await screen.findByTestId('event-details-sheet');
    expect(sheet).toHaveTextContent('Repeats weekly, 10 times');
    await user.click(within(sheet).getByRole('button', { name: 'Edit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'This event' }));

    const drawer = await screen.findByTestId('event-form-drawer');
    expect(drawer).toHaveTextContent('Only this occurrence changes');
    expect(within(drawer).getByLabelText('Title', { selector: 'input' })).toHaveValue('Gym');
    expect(within(drawer).getByLabelText('Start time', { selector: 'input' })).toHaveValue('07:00');
  });
});

describe('week, day and agenda views', () => {
  it('places events by time in the week and schedules at an empty hour', async () => {
    const event = makeCalendarEvent({ title: 'Dentist', startTime: localInstant(todayLocal('UTC'), 10), endTime: localInstant(todayLocal('UTC'), 11) });
    const { user } = await renderCalendar({ events: [event] });
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    const grid = await screen.findByTestId('time-grid-view');
    await waitFor(() => expect(within(within(grid).getByTestId(`time-column-${todayLocal('UTC')}`)).getByTestId('calendar-event')).toHaveTextContent('Dentist'));
    await user.click(within(grid).getByRole('button', { name: `New event on ${longDate(todayLocal('UTC'))} at 3:00 PM` }));
    const drawer = await screen.findByTestId('event-form-drawer');
    expect(within(drawer).getByLabelText('Start time', { selector: 'input' })).toHaveValue('15:00');
    expect(within(drawer).getByLabelText('End time', { selector: 'input' })).toHaveValue('16:00');
  });

  it('shows an all-day trip on each of its days without times, above the hours of the week', async () => {
    const first = todayLocal('UTC');
    const trip = makeCalendarEvent({ title: 'Trip to Porto', allDay: true, startTime: first, endTime: addDays(first, 1) });
    const { user } = await renderCalendar({ events: [trip] });
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    const row = await screen.findByTestId('all-day-row');
    const inRow = within(row).getAllByTestId('calendar-event');
    expect(inRow.length).toBeGreaterThanOrEqual(1);
    expect(inRow[0]).toHaveTextContent('Trip to Porto');
    expect(inRow[0]).toHaveAccessibleName('Trip to Porto, All day');
    expect(within(screen.getByTestId(`time-column-${first}`)).queryByText('Trip to Porto')).not.toBeInTheDocument();
    await user.click(inRow[0]!);
    const sheet = await screen.findByTestId('event-details-sheet');
    const days = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(
      new Date(`${first}T00:00:00Z`),
      new Date(`${addDays(first, 1)}T00:00:00Z`),
    );
    const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
    expect(spaced(within(sheet).getByTestId('event-details-when').textContent)).toBe(spaced(`All day, ${days}`));
  });

  it('starts weeks on Monday in English too, as the planning board does', async () => {
    const { user, calls } = await renderCalendar();
    const monday = mondayOf(todayLocal('UTC'));
    const month = screen.getByTestId('month-view');
    expect(
      within(month)
        .getAllByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/)
        .map((cell) => cell.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    const grid = await screen.findByTestId('time-grid-view');
    const columns = within(grid)
      .getAllByTestId(/^time-column-/)
      .map((column) => column.dataset.testid);
    expect(columns).toEqual(Array.from({ length: 7 }, (_, index) => `time-column-${addDays(monday, index)}`));
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/events?') && call.url.includes(encodeURIComponent(startOfLocalDay(monday, 'UTC').toISOString())))).toBe(true),
    );
  });

  it('opens a busy month day in the day view from "+N more"', async () => {
    const events = [7, 9, 11, 13].map((hour) =>
      makeCalendarEvent({ title: `Slot ${hour}`, startTime: localInstant(midMonth(), hour), endTime: localInstant(midMonth(), hour + 1) }),
    );
    const { user } = await renderCalendar({ events });
    await user.click(within(screen.getByTestId(`calendar-day-${midMonth()}`)).getByRole('button', { name: '+1 more' }));
    expect(await screen.findByTestId('time-grid-view')).toBeInTheDocument();
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(
      new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startOfLocalDay(midMonth(), 'UTC')),
    );
    expect(await screen.findAllByTestId('calendar-event')).toHaveLength(4);
  });

  it('lists the month in the agenda, with an empty state when nothing is planned', async () => {
    const event = makeCalendarEvent({ title: 'Dentist', startTime: localInstant(midMonth(), 8), endTime: localInstant(midMonth(), 9) });
    const { user } = await renderCalendar({ events: [event] });
    await user.click(screen.getByRole('radio', { name: 'Agenda' }));
    const agenda = await screen.findByTestId('agenda-view');
    expect(within(agenda).getByText('Dentist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('Nothing scheduled')).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  it('shows dots per day and the chosen day’s events below the month', async () => {
    setViewport('phone');
    const event = makeCalendarEvent({ title: 'Dentist', startTime: localInstant(midMonth(), 8), endTime: localInstant(midMonth(), 9) });
    const goal = makeGoal({ title: 'Vacation', targetDate: midMonth() });
    const { user } = await renderCalendar({ events: [event], goals: [goal] });
    const day = screen.getByTestId(`calendar-day-${midMonth()}`);
    expect(day).toHaveAccessibleName(`${longDate(midMonth())}, 2 items`);
    expect(screen.queryByRole('button', { name: /Dentist/ })).not.toBeInTheDocument();
    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByTestId('day-list');
    expect(within(list).getByText('Dentist')).toBeInTheDocument();
    expect(within(list).getByTestId('goal-marker')).toHaveTextContent('Vacation');
    await user.click(within(list).getByRole('button', { name: 'Add event' }));
    expect(within(await screen.findByTestId('event-form-drawer')).getByLabelText('Date', { selector: 'input' })).toHaveValue(midMonth());
  });

  it('shows the week as a list', async () => {
    setViewport('phone');
    const event = makeCalendarEvent({ title: 'Dentist', startTime: localInstant(todayLocal('UTC'), 8), endTime: localInstant(todayLocal('UTC'), 9) });
    const { user } = await renderCalendar({ events: [event] });
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(await screen.findByTestId('agenda-view')).toHaveTextContent('Dentist');
    expect(screen.queryByTestId('time-grid-view')).not.toBeInTheDocument();
  });
});
