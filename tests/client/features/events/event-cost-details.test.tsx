import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@domain/events/events';
import { toast } from '@/lib/toast';
import { CalendarPage } from '@/features/events/calendar-page';
import { todayLocal } from '@/features/events/event-time';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareEventsApi, estimatedCost, localInstant, makeCalendarEvent, makeEventGroup, type EventsApiOptions } from '../../support/events-api';
import { testUser } from '../../support/fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The details sheet reads its computed transform when a press inside it ends; jsdom computes none.
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
  vi.restoreAllMocks();
});

const midMonth = () => `${todayLocal('UTC').slice(0, 7)}-15`;
const flatmates = makeEventGroup({ name: 'Flatmates', currency: 'EUR', role: 'member' });
const bea = { id: 'u2', firstName: 'Bea', lastName: 'Costa' };

function dinner(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  const attendees: CalendarEvent['attendees'] = [
    { userId: 'u2', firstName: 'Bea', lastName: 'Costa', status: 'going', guests: 1 },
    { userId: 'u3', firstName: 'Caio', lastName: 'Reis', status: 'going', guests: 0 },
  ];
  return makeCalendarEvent({
    title: 'Team dinner',
    startTime: localInstant(midMonth(), 19),
    endTime: localInstant(midMonth(), 22),
    groupId: flatmates.id,
    group: { id: flatmates.id, name: flatmates.name, color: flatmates.color },
    createdBy: 'u2',
    creator: bea,
    attendees,
    cost: estimatedCost({ amount: '90.00', currency: 'EUR', perPerson: false, paidBy: bea }, attendees, testUser.id),
    canEdit: false,
    ...overrides,
  });
}

async function openEvent(options: EventsApiOptions, title = /Team dinner/, path = '/calendar') {
  const server = declareEventsApi({ groups: [flatmates], ...options });
  const view = renderWithProviders(<CalendarPage />, path);
  const user = userEvent.setup();
  await screen.findByTestId('month-view');
  if (path === '/calendar') await user.click(await screen.findByRole('button', { name: title }));
  const sheet = await screen.findByTestId('event-details-sheet');
  return { ...server, ...view, user, sheet };
}

describe('an event’s cost in its details', () => {
  it('shows the total, the estimate per head and, once going, my share', async () => {
    const { sheet, user, calls } = await openEvent({ events: [dinner()] });
    const summary = within(sheet).getByTestId('event-cost-summary');
    expect(summary).toHaveTextContent('€90.00 in all, shared · paid by Bea Costa');
    expect(summary).toHaveTextContent('About €30.00 per head (3 people) · €90.00 in all');
    expect(within(sheet).queryByTestId('event-my-share')).not.toBeInTheDocument();
    expect(within(within(sheet).getByTestId('attendee-list')).getByText('Bea Costa').closest('li')).toHaveTextContent('+1 guest');

    await user.click(within(sheet).getByRole('radio', { name: 'Going' }));
    expect(await within(sheet).findByTestId('event-my-share')).toHaveTextContent('Your share: €22.50');
    expect(summary).toHaveTextContent('About €22.50 per head (4 people)');
    expect(calls.find((call) => call.url.endsWith('/rsvp'))?.body).toEqual({ status: 'going', guests: 0, scope: 'all' });
  });

  it('shows a ticket price per person with what all the tickets come to', async () => {
    const event = dinner();
    const tickets = dinner({ id: event.id, cost: estimatedCost({ amount: '15.00', currency: 'EUR', perPerson: true, paidBy: bea }, event.attendees, testUser.id) });
    const { sheet } = await openEvent({ events: [tickets] });
    const summary = within(sheet).getByTestId('event-cost-summary');
    expect(summary).toHaveTextContent('€15.00 per person · paid by Bea Costa');
    expect(summary).toHaveTextContent('3 people going · €45.00 in all');
  });

  it('posts the guests I bring from the stepper', async () => {
    const event = dinner();
    const going = dinner({
      id: event.id,
      myRsvp: 'going',
      attendees: [...event.attendees, { userId: testUser.id, firstName: 'Ana', lastName: 'Lima', status: 'going', guests: 0 }],
    });
    const { sheet, user, calls } = await openEvent({ events: [going] });
    const stepper = within(sheet).getByTestId('rsvp-guests');
    expect(within(stepper).getByRole('button', { name: 'One guest fewer' })).toBeDisabled();
    await user.click(within(stepper).getByRole('button', { name: 'One guest more' }));
    await waitFor(() => expect(within(stepper).getByTestId('rsvp-guests-count')).toHaveTextContent('1'));
    expect(calls.filter((call) => call.url.endsWith('/rsvp')).map((call) => call.body)).toEqual([{ status: 'going', guests: 1, scope: 'all' }]);
    expect(await within(sheet).findByTestId('event-my-share')).toHaveTextContent('Your share: €36.00');
    expect(within(within(sheet).getByTestId('attendee-list')).getByText('Ana Lima').closest('li')).toHaveTextContent('+1 guest');
  });

  it('stops at ten guests', async () => {
    const event = dinner();
    const me = { userId: testUser.id, firstName: 'Ana', lastName: 'Lima', status: 'going' as const, guests: 10 };
    const { sheet } = await openEvent({ events: [dinner({ id: event.id, myRsvp: 'going', myGuests: 10, attendees: [...event.attendees, me] })] });
    const stepper = within(sheet).getByTestId('rsvp-guests');
    expect(within(stepper).getByTestId('rsvp-guests-count')).toHaveTextContent('10');
    expect(within(stepper).getByRole('button', { name: 'One guest more' })).toBeDisabled();
    expect(within(stepper).getByRole('button', { name: 'One guest fewer' })).toBeEnabled();
  });

  it('answers one occurrence of a series, or all of them', async () => {
    const start = localInstant(midMonth(), 19);
    const event = dinner({ recurrence: 'FREQ=WEEKLY', occurrenceStart: start });
    const { sheet, user, calls } = await openEvent({ events: [event] });
    const scope = within(sheet).getByTestId('rsvp-scope');
    expect(within(scope).getByRole('radio', { name: 'This one' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(sheet).getByRole('radio', { name: 'Maybe' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/rsvp'))).toHaveLength(1));
    await user.click(within(scope).getByRole('radio', { name: 'All of them' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Going' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/rsvp'))).toHaveLength(2));
    expect(calls.filter((call) => call.url.endsWith('/rsvp')).map((call) => call.body)).toEqual([
      { status: 'maybe', guests: 0, scope: 'this', occurrence: start },
      { status: 'going', guests: 0, scope: 'all', occurrence: start },
    ]);
  });

  it('lets the organiser close and book the cost, after confirming', async () => {
    const { sheet, user, calls } = await openEvent({ events: [dinner({ canEdit: true })] });
    await user.click(within(sheet).getByTestId('event-close-book'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('€90.00 is booked now as a group expense, shared by the 3 people going.');
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText('Cost booked as a group expense')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url.includes('/close'))?.url).toMatch(/\/api\/events\/event-\d+\/close$/);
    const booking = await within(sheet).findByTestId('event-cost-booking');
    expect(booking).toHaveTextContent('Booked: €90.00 for 3 people');
    expect(within(booking).getByRole('link', { name: "See it in the group's expenses" })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/groups/${flatmates.id}#expense-`)),
    );
    expect(within(sheet).queryByTestId('event-close-book')).not.toBeInTheDocument();
  });

  it('says so when the cost was booked meanwhile', async () => {
    const { sheet, user } = await openEvent({ events: [dinner({ canEdit: true })] });
    api.use({ 'POST /api/events/:id/close': () => failure(409, 'The cost of this event is already booked', 'CONFLICT') });
    await user.click(within(sheet).getByTestId('event-close-book'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText("Couldn't book the cost")).toBeInTheDocument();
    expect(screen.getByText('The cost of this event is already booked')).toBeInTheDocument();
  });

  it('offers no closing to members who cannot edit', async () => {
    const { sheet } = await openEvent({ events: [dinner()] });
    expect(within(sheet).queryByTestId('event-close-book')).not.toBeInTheDocument();
  });
});

describe('a link from the timeline', () => {
  it('opens the calendar on the day and shows that occurrence', async () => {
    const first = localInstant(midMonth(), 19);
    const event = dinner({ recurrence: 'FREQ=WEEKLY', occurrenceStart: first });
    const path = `/calendar?event=${event.id}&date=${midMonth()}&occurrence=${encodeURIComponent(first)}`;
    const { sheet } = await openEvent({ events: [event] }, /Team dinner/, path);
    expect(within(sheet).getByRole('heading', { name: 'Team dinner' })).toBeInTheDocument();
    expect(within(sheet).getByTestId('event-cost-summary')).toBeInTheDocument();
  });
});
