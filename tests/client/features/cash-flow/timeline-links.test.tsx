import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { Schedule } from '@domain/recurring/recurring';
import { MoneyTrackingPage } from '@/app/money-tracking-page';
import { GoalsPage } from '@/features/goals/goals-page';
import { renderWithProviders } from '../../app/support';
import { api } from '../../support/fake-api';
import { makeGoal } from '../../support/fixtures';
import { declareGoalsApi } from '../../support/goals-api';
import { declareMoneyApi } from '../../support/money-api';

const originalScroll = Element.prototype.scrollIntoView;

afterEach(() => {
  Element.prototype.scrollIntoView = originalScroll;
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

function schedule(id: string, description: string): Schedule {
  return {
    id,
    type: 'expense',
    category: 'rent',
    amount: '900.00',
    currency: 'USD',
    tolerancePercent: 0,
    minAmount: '900.00',
    maxAmount: '900.00',
    description,
    rule: 'FREQ=MONTHLY;BYMONTHDAY=1',
    startsOn: '2026-01-01',
    endsOn: null,
    weekend: 'after',
    autoPost: false,
    nextDueOn: '2026-12-01',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('links from the cash-flow timeline', () => {
  it('open money tracking on its Recurring tab with the bill’s schedule marked and brought into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const rentId = '0190a0a0-0000-7000-8000-000000000001';
    declareMoneyApi();
    api.use({
      'GET /api/recurring': () => [schedule('0190a0a0-0000-7000-8000-000000000002', 'Gym'), schedule(rentId, 'Flat rent')],
      'GET /api/recurring/upcoming': () => [],
      'GET /api/recurring/suggestions': () => [],
    });
    renderWithProviders(<MoneyTrackingPage />, `/money-tracking?tab=recurring&schedule=${rentId}`);

    expect(await screen.findByRole('tab', { name: 'Recurring' })).toHaveAttribute('aria-selected', 'true');
    const rows = await within(await screen.findByTestId('recurring-schedules')).findAllByTestId('schedule-row');
    const rent = rows.find((row) => row.textContent.includes('Flat rent'));
    const gym = rows.find((row) => row.textContent.includes('Gym'));
    expect(rent).toHaveAttribute('data-highlighted', 'true');
    expect(gym).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(rent);
  });

  it('open the goals with the goal marked and brought into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const trip = makeGoal({ title: 'Trip to Lisbon' });
    const car = makeGoal({ title: 'New car' });
    declareGoalsApi({ goals: [trip, car] });
    renderWithProviders(<GoalsPage />, `/financial-goals?goal=${trip.id}`);

    const cards = await screen.findAllByTestId('goal-card');
    const linked = cards.find((card) => card.dataset.goalId === trip.id);
    expect(linked).toHaveAttribute('data-highlighted', 'true');
    expect(cards.find((card) => card.dataset.goalId === car.id)).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(linked);
  });
});
