import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { Schedule, Suggestion, Upcoming, UpcomingOccurrence } from '@domain/recurring/recurring';
import { addDays, todayInZone } from '@domain/shared/dates';
import { MoneyTrackingPage } from '@/app/money-tracking-page';
import { renderWithProviders } from '../../app/support';
import { api, json } from '../../support/fake-api';
import { makeTransaction } from '../../support/fixtures';
import { declareMoneyApi } from '../../support/money-api';
import { allowDrawerGestures } from '../../support/drawer-gestures';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const today = todayInZone('UTC');

const schedule: Schedule = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  type: 'expense',
  category: 'rent',
  amount: '900.00',
  currency: 'USD',
  tolerancePercent: 0,
  minAmount: '900.00',
  maxAmount: '900.00',
  description: 'Flat rent',
  rule: 'FREQ=MONTHLY;BYMONTHDAY=1',
  startsOn: '2026-01-01',
  endsOn: null,
  weekend: 'after',
  autoPost: false,
  nextDueOn: addDays(today, 3),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const occurrence = (overrides: Partial<UpcomingOccurrence>): UpcomingOccurrence => ({
  scheduleId: schedule.id,
  scheduledOn: today,
  dueOn: today,
  state: 'upcoming',
  overdue: false,
  type: 'expense',
  category: 'rent',
  description: 'Flat rent',
  amount: '900.00',
  minAmount: '900.00',
  maxAmount: '900.00',
  currency: 'USD',
  autoPost: false,
  transactionId: null,
  ...overrides,
});

const suggestion: Suggestion = {
  type: 'expense',
  category: 'entertainment',
  amount: '15.99',
  currency: 'USD',
  tolerancePercent: 4,
  description: 'Netflix',
  rule: 'FREQ=MONTHLY;BYMONTHDAY=12',
  startsOn: addDays(today, 10),
  weekend: 'none',
  autoPost: false,
  interval: 'monthly',
  occurrences: 4,
  lastOn: addDays(today, -20),
};

function declareRecurringApi() {
  const upcoming: Upcoming = [
    occurrence({
      scheduledOn: addDays(today, -5),
      dueOn: addDays(today, -5),
      state: 'overdue',
      overdue: true,
      description: 'Water bill',
      amount: '40.00',
      minAmount: '36.00',
      maxAmount: '44.00',
    }),
    occurrence({ scheduledOn: addDays(today, 3), dueOn: addDays(today, 3) }),
    occurrence({ scheduledOn: addDays(today, -28), dueOn: addDays(today, -28), state: 'paid', description: 'Gym' }),
  ];
  api.use({
    'GET /api/recurring': () => [schedule],
    'GET /api/recurring/upcoming': () => upcoming,
    'GET /api/recurring/suggestions': () => [suggestion],
    'POST /api/recurring': ({ body }) => json(201, { ...schedule, ...(body as Partial<Schedule>), id: '0190a0a0-0000-7000-8000-000000000002' }),
    'POST /api/recurring/:id/occurrences/:date/post': ({ params }) =>
      json(201, { occurrence: { scheduleId: params.id, scheduledOn: params.date, dueOn: params.date, status: 'paid', transactionId: 'tx' }, transaction: makeTransaction() }),
  });
}

describe('the Recurring tab', () => {
  it('shows overdue, upcoming and paid occurrences, the schedules in words, and pays one now', async () => {
    declareMoneyApi();
    declareRecurringApi();
    renderWithProviders(<MoneyTrackingPage />, '/money-tracking');
    await userEvent.click(await screen.findByRole('tab', { name: 'Recurring' }));

    const overdue = await screen.findByTestId('recurring-overdue');
    expect(overdue).toHaveTextContent('Water bill');
    expect(overdue).toHaveTextContent('About $40.00');
    expect(overdue).toHaveTextContent('$36.00 to $44.00');
    expect(within(screen.getByTestId('recurring-upcoming')).getByText('Flat rent')).toBeVisible();
    expect(screen.getByTestId('recurring-paid')).toHaveTextContent('Gym');
    const schedules = await screen.findByTestId('recurring-schedules');
    expect(schedules).toHaveTextContent('Monthly on day 1');

    await userEvent.click(within(overdue).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(api.callsTo(`POST /api/recurring/${schedule.id}/occurrences/${addDays(today, -5)}/post`)).toHaveLength(1));
  });

  it('accepts a suggestion as a new schedule', async () => {
    declareMoneyApi();
    declareRecurringApi();
    renderWithProviders(<MoneyTrackingPage />, '/money-tracking');
    await userEvent.click(await screen.findByRole('tab', { name: 'Recurring' }));
    const suggestions = await screen.findByTestId('recurring-suggestions');
    expect(suggestions).toHaveTextContent('Netflix');
    expect(suggestions).toHaveTextContent('Monthly on day 12');
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST /api/recurring')).toHaveLength(1));
    expect(api.callsTo('POST /api/recurring')[0]!.body).toEqual({
      type: 'expense',
      category: 'entertainment',
      amount: '15.99',
      currency: 'USD',
      tolerancePercent: 4,
      description: 'Netflix',
      rule: 'FREQ=MONTHLY;BYMONTHDAY=12',
      startsOn: suggestion.startsOn,
      weekend: 'none',
      autoPost: false,
    });
  });

  it('makes a transaction recurring in one click: monthly on its day, same amount, category and description', async () => {
    allowDrawerGestures();
    declareMoneyApi({ transactions: [makeTransaction({ description: 'Internet', category: 'utilities', amount: '35.00', date: '2026-03-14' })] });
    declareRecurringApi();
    renderWithProviders(<MoneyTrackingPage />, '/money-tracking');
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Internet' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make recurring' }));

    const form = await screen.findByTestId('schedule-form');
    expect(within(form).getByTestId('schedule-amount')).toHaveValue('35.00');
    expect(within(form).getByTestId('schedule-description')).toHaveValue('Internet');
    expect(within(form).getByTestId('schedule-starts')).toHaveValue('2026-04-14');
    expect(within(form).getByTestId('schedule-rule-text')).toHaveTextContent('Monthly on day 14');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/recurring')).toHaveLength(1));
    expect(api.callsTo('POST /api/recurring')[0]!.body).toMatchObject({ category: 'utilities', amount: '35.00', rule: 'FREQ=MONTHLY;BYMONTHDAY=14', startsOn: '2026-04-14' });
  });
});
