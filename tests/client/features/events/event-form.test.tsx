import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@domain/shared/dates';
import { toast } from '@/lib/toast';
import { EventForm } from '@/features/events/components/event-form';
import { todayLocal } from '@/features/events/event-time';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareEventsApi, localInstant, makeCalendarEvent, makeEventGroup } from '../../support/events-api';
import { findToast } from '../../support/toasts';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const slider = (name: string) => screen.getByRole('slider', { name });
const create = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Create event' }));

function renderForm(props: Partial<Parameters<typeof EventForm>[0]> = {}) {
  const onDone = vi.fn();
  const view = renderWithProviders(<EventForm onDone={onDone} onCancel={vi.fn()} {...props} />);
  return { ...view, onDone, user: userEvent.setup() };
}

describe('event form defaults (docs/product/limits.md#defaults)', () => {
  it('starts today from 9:00 to 10:00, personal, not repeating', () => {
    declareEventsApi();
    renderForm();
    expect(input('Date')).toHaveValue(todayLocal('UTC'));
    expect(input('Start time')).toHaveValue('09:00');
    expect(input('End time')).toHaveValue('10:00');
    expect(slider('Days from today')).toHaveAttribute('aria-valuenow', '0');
    expect(slider('Adjust start time')).toHaveAttribute('aria-valuenow', '540');
    expect(slider('Adjust end time')).toHaveAttribute('aria-valuenow', '600');
    expect(screen.getByTestId('event-date-label')).toHaveTextContent('today');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Morning' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('event-calendar-select')).toHaveTextContent('Personal');
    expect(screen.getByTestId('event-repeat-select')).toHaveTextContent('Does not repeat');
  });

  it('offers sliders over 0–365 days and 0–1439 minutes in 15-minute steps', () => {
    declareEventsApi();
    renderForm();
    expect(slider('Days from today')).toHaveAttribute('aria-valuemax', '365');
    expect(slider('Adjust start time')).toHaveAttribute('aria-valuemin', '0');
    expect(slider('Adjust start time')).toHaveAttribute('aria-valuemax', '1439');
  });

  it('starts on the day and hour picked on the calendar', () => {
    declareEventsApi();
    const day = addDays(todayLocal('UTC'), 3);
    renderForm({ seed: { date: day, startMinutes: 14 * 60 } });
    expect(input('Date')).toHaveValue(day);
    expect(input('Start time')).toHaveValue('14:00');
    expect(input('End time')).toHaveValue('15:00');
    expect(slider('Days from today')).toHaveAttribute('aria-valuenow', '3');
  });
});

describe('presets and sliders keep start and end in sync (docs/product/behaviour.md#event-form)', () => {
  it('sets both times from the morning, lunch and afternoon presets', async () => {
    declareEventsApi();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Lunch' }));
    expect(input('Start time')).toHaveValue('12:00');
    expect(input('End time')).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Afternoon' }));
    expect(input('Start time')).toHaveValue('14:00');
    expect(input('End time')).toHaveValue('15:00');
    expect(screen.getByRole('button', { name: 'Afternoon' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves the date with the today, tomorrow and +7 days presets and the slider', async () => {
    declareEventsApi();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(input('Date')).toHaveValue(addDays(todayLocal('UTC'), 1));
    expect(screen.getByTestId('event-date-label')).toHaveTextContent('tomorrow');
    await user.click(screen.getByRole('button', { name: '+7 days' }));
    expect(input('Date')).toHaveValue(addDays(todayLocal('UTC'), 7));
    expect(slider('Days from today')).toHaveAttribute('aria-valuenow', '7');
    act(() => slider('Days from today').focus());
    await user.keyboard('{ArrowRight}');
    expect(input('Date')).toHaveValue(addDays(todayLocal('UTC'), 8));
  });

  it('keeps the duration when the start moves, and never lets the end slider go before the start', async () => {
    declareEventsApi();
    const { user } = renderForm();
    act(() => slider('Adjust start time').focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(input('Start time')).toHaveValue('09:30');
    expect(input('End time')).toHaveValue('10:30');

    act(() => slider('Adjust end time').focus());
    await user.keyboard('{Home}');
    expect(input('End time')).toHaveValue('09:45');
    expect(slider('Adjust end time')).toHaveAttribute('aria-valuenow', '585');
  });

  it('moves the end with an exact start time typed in', async () => {
    declareEventsApi();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Lunch' }));
    await user.clear(input('Start time'));
    await user.type(input('Start time'), '15:10');
    expect(input('End time')).toHaveValue('16:10');
  });
});

describe('event form validation (docs/product/validation.md#event)', () => {
  it('requires a title', async () => {
    const { calls } = declareEventsApi();
    const { user } = renderForm();
    await create(user);
    expect(await screen.findByText('Event title is required')).toBeInTheDocument();
    expect(input('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('wants the end after the start', async () => {
    const { calls } = declareEventsApi();
    const { user } = renderForm();
    await user.type(input('Title'), 'Rent talk');
    await user.clear(input('End time'));
    await user.type(input('End time'), '08:30');
    await create(user);
    expect(await screen.findByText('End time must be after start time.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says "Invalid date" in a toast and on the field when the date cannot be read', async () => {
    declareEventsApi();
    const { user } = renderForm();
    await user.type(input('Title'), 'Rent talk');
    await user.clear(input('Date'));
    await create(user);
    const toast = await findToast();
    expect(within(toast).getByText('Invalid date')).toBeInTheDocument();
    expect(input('Date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps pasted text past the limits and says "Title too long", "Location too long" and "Description too long"', async () => {
    const { calls } = declareEventsApi();
    const { user } = renderForm();
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    const description = screen.getByLabelText(/Description/);
    await paste(input('Title'), 't'.repeat(101));
    await paste(screen.getByLabelText(/Location/), `https://meet.example.com/${'x'.repeat(200)}`);
    await paste(description, 'd'.repeat(501));
    expect(input('Title')).toHaveValue('t'.repeat(101));
    expect(description).toHaveValue('d'.repeat(501));
    await create(user);
    expect(await screen.findByText('Title too long')).toBeInTheDocument();
    expect(screen.getByText('Location too long')).toBeInTheDocument();
    expect(screen.getByText('Description too long')).toBeInTheDocument();
    expect(input('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a start time when it is cleared', async () => {
    declareEventsApi();
    const { user } = renderForm();
    await user.type(input('Title'), 'Rent talk');
    await user.clear(input('Start time'));
    await create(user);
    expect(await screen.findByText('Start time is required')).toBeInTheDocument();
  });
});

describe('all-day events', () => {
  it('swaps the times for an end date and sends the first and last day', async () => {
    const { calls } = declareEventsApi();
    const { user, onDone } = renderForm();
    const start = addDays(todayLocal('UTC'), 3);
    await user.type(input('Title'), 'Trip to Porto');
    await user.clear(input('Date'));
    await user.type(input('Date'), start);
    expect(screen.queryByLabelText('End date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'All day' }));
    expect(screen.getByRole('switch', { name: 'All day' })).toBeChecked();
    expect(screen.queryByLabelText('Start time', { selector: 'input' })).not.toBeInTheDocument();
    expect(input('End date')).toHaveValue(start);
    await user.clear(input('End date'));
    await user.type(input('End date'), addDays(start, 2));
    await create(user);

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/events');
    expect(post?.body).toMatchObject({ title: 'Trip to Porto', allDay: true, startTime: start, endTime: addDays(start, 2), recurrence: null });
  });

  it('says the end date cannot be before the start date', async () => {
    const { calls } = declareEventsApi();
    const { user } = renderForm();
    await user.type(input('Title'), 'Trip');
    await user.click(screen.getByRole('switch', { name: 'All day' }));
    await user.clear(input('End date'));
    await user.type(input('End date'), addDays(todayLocal('UTC'), -1));
    await create(user);
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(input('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens an all-day event with its days and the switch on', () => {
    declareEventsApi();
    const day = addDays(todayLocal('UTC'), 5);
    const event = makeCalendarEvent({ title: 'Birthday', allDay: true, startTime: day, endTime: addDays(day, 1) });
    renderForm({ editing: { event, target: null } });
    expect(screen.getByRole('switch', { name: 'All day' })).toBeChecked();
    expect(input('Date')).toHaveValue(day);
    expect(input('End date')).toHaveValue(addDays(day, 1));
  });
});

describe('creating an event', () => {
  it('sends the documented payload, toasts "Event Created Successfully!" and refreshes the calendar caches', async () => {
    const { calls } = declareEventsApi();
    const { user, onDone, queryClient } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(input('Title'), 'Budget night');
    await user.type(screen.getByLabelText(/Location/), 'Kitchen');
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await create(user);

    const toast = await findToast();
    expect(within(toast).getByText('Event Created Successfully!')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/events');
    const tomorrow = addDays(todayLocal('UTC'), 1);
    expect(post?.body).toEqual({
      title: 'Budget night',
      description: null,
      startTime: localInstant(tomorrow, 9),
      endTime: localInstant(tomorrow, 10),
      allDay: false,
      location: 'Kitchen',
      groupId: null,
      createdBy: 'u1',
      attendees: [],
      recurrence: null,
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ title: 'Budget night' })));
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(refreshed).toEqual(expect.arrayContaining(['/api/events', '/api/events/upcoming', '/api/dashboard/stats']));
  });

  it('creates a weekly event for a group, ending after ten times', async () => {
    const flatmates = makeEventGroup({ name: 'Flatmates' });
    const archived = makeEventGroup({ name: 'Old club', status: 'archived' });
    const { calls } = declareEventsApi({ groups: [flatmates, archived] });
    const { user } = renderForm();
    await user.type(input('Title'), 'House meeting');
    await user.click(screen.getByRole('combobox', { name: 'Calendar' }));
    expect(screen.queryByRole('option', { name: 'Old club' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Flatmates' }));
    await user.click(screen.getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Every week' }));
    await user.click(screen.getByRole('combobox', { name: 'Ends' }));
    await user.click(await screen.findByRole('option', { name: 'After a number of times' }));
    expect(input('Number of times')).toHaveValue(10);
    await create(user);

    expect(await screen.findByText('Event Created Successfully!')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/events');
    expect(post?.body).toMatchObject({ groupId: flatmates.id, recurrence: 'FREQ=WEEKLY;COUNT=10' });
  });

  it('shows "Failed to Create Event" with the server message and marks the field it names', async () => {
    declareEventsApi();
    api.use({ 'POST /api/events': () => failure(400, 'Title too long', 'VALIDATION_FAILED', { fieldErrors: { title: 'Title too long' } }) });
    const { user, onDone } = renderForm();
    await user.type(input('Title'), 'Party');
    await create(user);

    const toast = await findToast();
    expect(within(toast).getByText('Failed to Create Event')).toBeInTheDocument();
    expect(within(toast).getByText('Title too long')).toBeInTheDocument();
    expect(input('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says "Please try again" when no answer comes back', async () => {
    declareEventsApi();
    api.use({ 'POST /api/events': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderForm();
    await user.type(input('Title'), 'Party');
    await create(user);
    const toast = await findToast();
    expect(within(toast).getByText('Failed to Create Event')).toBeInTheDocument();
    await waitFor(() => expect(within(toast).getByText('Please try again')).toBeInTheDocument());
  });
});

describe('editing an event', () => {
  it('is seeded from the event and says "Event Updated Successfully!"', async () => {
    const flatmates = makeEventGroup({ name: 'Flatmates' });
    const day = addDays(todayLocal('UTC'), 2);
    const event = makeCalendarEvent({
      title: 'Rent split',
      description: 'Bring receipts',
      location: 'Café',
      startTime: localInstant(day, 18, 30),
      endTime: localInstant(day, 19, 45),
      groupId: flatmates.id,
      group: { id: flatmates.id, name: flatmates.name, color: flatmates.color },
    });
    const { calls } = declareEventsApi({ events: [event], groups: [flatmates] });
    const { user, onDone } = renderForm({ editing: { event, target: null } });

    expect(input('Title')).toHaveValue('Rent split');
    expect(screen.getByLabelText(/Location/)).toHaveValue('Café');
    expect(screen.getByLabelText(/Description/)).toHaveValue('Bring receipts');
    expect(input('Date')).toHaveValue(day);
    expect(input('Start time')).toHaveValue('18:30');
    expect(input('End time')).toHaveValue('19:45');
    await waitFor(() => expect(screen.getByTestId('event-calendar-select')).toHaveTextContent('Flatmates'));

    await user.clear(input('Title'));
    await user.type(input('Title'), 'Rent and bills');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const toast = await findToast();
    expect(within(toast).getByText('Event Updated Successfully!')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/events/${event.id}`);
    expect(put?.body).toEqual({
      title: 'Rent and bills',
      description: 'Bring receipts',
      startTime: localInstant(day, 18, 30),
      endTime: localInstant(day, 19, 45),
      allDay: false,
      location: 'Café',
      groupId: flatmates.id,
      recurrence: null,
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('edits one occurrence of a series without touching its rule', async () => {
    const day = addDays(todayLocal('UTC'), 7);
    const event = makeCalendarEvent({
      title: 'Standup',
      startTime: localInstant(day, 9),
      endTime: localInstant(day, 9, 15),
      recurrence: 'FREQ=DAILY',
      occurrenceStart: localInstant(day, 9),
    });
    const { calls } = declareEventsApi({ events: [event] });
    const { user } = renderForm({ editing: { event, target: { occurrence: event.occurrenceStart ?? '', scope: 'this' } } });
    expect(screen.queryByRole('combobox', { name: 'Repeat' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afternoon' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Event Updated Successfully!')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    const url = new URL(put?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe(`/api/events/${event.id}`);
    expect(url.searchParams.get('occurrence')).toBe(event.occurrenceStart);
    expect(url.searchParams.get('scope')).toBe('this');
    expect(put?.body).not.toHaveProperty('recurrence');
    expect(put?.body).toMatchObject({ startTime: localInstant(day, 14), endTime: localInstant(day, 15) });
  });

  it('saves an occurrence more than a year ahead through the date field', async () => {
    const day = addDays(todayLocal('UTC'), 500);
    const event = makeCalendarEvent({ title: 'Anniversary', startTime: localInstant(day, 19), endTime: localInstant(day, 22), recurrence: 'FREQ=YEARLY' });
    const { calls } = declareEventsApi({ events: [event] });
    const { user } = renderForm({ editing: { event, target: { occurrence: event.startTime, scope: 'all' } } });
    expect(input('Date')).toHaveValue(day);
    expect(slider('Days from today')).toHaveAttribute('aria-valuenow', '365');
    expect(screen.getByTestId('event-repeat-select')).toHaveTextContent('Every year');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Event Updated Successfully!')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toContain('scope=all');
    expect(put?.body).toMatchObject({ startTime: localInstant(day, 19), endTime: localInstant(day, 22), recurrence: 'FREQ=YEARLY' });
  });

  it('shows "Failed to Update Event" with the server message', async () => {
    const event = makeCalendarEvent({ title: 'Dinner' });
    declareEventsApi({ events: [event] });
    api.use({ 'PUT /api/events/:id': () => failure(403, 'x', 'FORBIDDEN') });
    const { user, onDone } = renderForm({ editing: { event, target: null } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const toast = await findToast();
    expect(within(toast).getByText('Failed to Update Event')).toBeInTheDocument();
    expect(within(toast).getByText("You don't have permission to access this resource")).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
