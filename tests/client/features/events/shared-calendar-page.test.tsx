import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@domain/shared/dates';
import type { PublicCalendar } from '@domain/events/events';
import { todayLocal } from '@/features/events/event-time';
import { renderAt } from '../../app/render-app';
import { api, failure } from '../../support/fake-api';
import { localInstant } from '../../support/events-api';
import { declareSession } from '../../support/session';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function publicEvent(title: string, daysFromToday: number, extra: Partial<PublicCalendar['events'][number]> = {}): PublicCalendar['events'][number] {
  const day = addDays(todayLocal('UTC'), daysFromToday);
  return {
    id: title,
    title,
    description: null,
    location: null,
    startTime: localInstant(day, 18),
    endTime: localInstant(day, 20),
    allDay: false,
    recurrence: null,
    occurrenceStart: null,
    ...extra,
  };
}

/** A visitor who is not signed in opens a shared calendar link. */
function visit(token: string, answer: () => unknown) {
  declareSession({ user: null });
  api.use({ [`GET /api/shared/calendar/${token}`]: answer });
  return { ...renderAt(`/shared/calendar/${token}`), user: userEvent.setup() };
}

describe('a shared calendar, signed out', () => {
  it('shows the calendar’s name, its coming events and subscribe links, without the app around it', async () => {
    const calendar: PublicCalendar = {
      name: 'Lima family',
      events: [publicEvent('Sunday lunch', 3, { location: 'Grandma’s', description: 'Bring dessert', recurrence: 'FREQ=WEEKLY' }), publicEvent('Last picnic', -20)],
    };
    const { user } = visit('fam-123', () => calendar);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lima family' })).toBeInTheDocument();
    expect(screen.getByText(/Times are shown in your time zone/)).toBeInTheDocument();
    const items = screen.getAllByTestId('shared-event');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Sunday lunch');
    expect(items[0]).toHaveTextContent('Grandma’s');
    expect(items[0]).toHaveTextContent('Bring dessert');
    expect(within(items[0] as HTMLElement).getByLabelText('Recurring event')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', `webcal://${window.location.host}/shared/calendar/fam-123.ics`);
    expect(screen.getByRole('link', { name: 'iCalendar feed (.ics)' })).toHaveAttribute('href', `${window.location.origin}/shared/calendar/fam-123.ics`);
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 1 past event' }));
    expect(screen.getAllByTestId('shared-event').map((item) => item.textContent)).toEqual([expect.stringContaining('Last picnic'), expect.stringContaining('Sunday lunch')]);
  });

  it('says when nothing is coming up', async () => {
    visit('quiet', () => ({ name: 'Book club', events: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book club' })).toBeInTheDocument();
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
  });

  it('explains an invalid or revoked link', async () => {
    visit('revoked', () => failure(404, 'Calendar not found', 'NOT_FOUND'));
    expect(await screen.findByText('This calendar link is invalid or was revoked')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shared calendar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Tandem' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(api.callsTo('GET /api/shared/calendar/revoked')).toHaveLength(1));
  });

  it('offers a retry when the calendar cannot be loaded', async () => {
    let fail = true;
    const { user } = visit('flaky', () => (fail ? failure(503, 'busy', 'OVERLOADED') : { name: 'Team', events: [] }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 8000 });
    expect(alert).toHaveTextContent('Server error. Please try again later');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  });

  it('keeps other /shared/ paths not found', async () => {
    declareSession({ user: null });
    renderAt('/shared/goals/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
