import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@domain/shared/dates';
import { toast } from '@/lib/toast';
import { EventForm } from '@/features/events/components/event-form';
import { todayLocal } from '@/features/events/event-time';
import { renderWithProviders } from '../../app/support';
import { declareEventsApi, estimatedCost, localInstant, makeCalendarEvent, makeEventGroup } from '../../support/events-api';
import { makeMember, me } from '../../support/group-fixtures';
import { testUser } from '../../support/fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const flatmates = makeEventGroup({ name: 'Flatmates', currency: 'EUR' });
const bruno = makeMember({ userId: 'u7', firstName: 'Bruno', lastName: 'Costa' });

function renderForm(props: Partial<Parameters<typeof EventForm>[0]> = {}) {
  const onDone = vi.fn();
  renderWithProviders(<EventForm onDone={onDone} onCancel={vi.fn()} {...props} />);
  return { onDone, user: userEvent.setup() };
}

async function chooseGroup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Calendar' }));
  await user.click(await screen.findByRole('option', { name: 'Flatmates' }));
}

describe('the cost of a group event', () => {
  it('is not offered for a personal event', () => {
    declareEventsApi({ groups: [flatmates] });
    renderForm();
    expect(screen.queryByTestId('event-cost-amount')).not.toBeInTheDocument();
  });

  it('sends the amount per person and who pays, in the group’s currency', async () => {
    const { calls } = declareEventsApi({ groups: [flatmates], members: { [flatmates.id]: [me('owner'), bruno] } });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Concert');
    await chooseGroup(user);
    const fields = await screen.findByTestId('event-cost-fields');
    expect(fields).toHaveTextContent('EUR');
    await user.type(within(fields).getByTestId('event-cost-amount'), '35.50');
    await user.click(within(fields).getByRole('radio', { name: 'Per person' }));
    expect(screen.getByTestId('event-cost-paid-by')).toHaveTextContent('You (organiser)');
    await user.click(screen.getByTestId('event-cost-paid-by'));
    await user.click(await screen.findByRole('option', { name: 'Bruno Costa' }));
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/events');
    expect(post?.body).toMatchObject({ groupId: flatmates.id, cost: { amount: '35.5', perPerson: true, paidBy: 'u7' } });
  });

  it('shares a total paid by the creator unless someone else is named', async () => {
    const { calls } = declareEventsApi({ groups: [flatmates] });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Dinner');
    await chooseGroup(user);
    await user.type(await screen.findByTestId('event-cost-amount'), '120');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/events');
    expect((post?.body as { cost: unknown }).cost).toEqual({ amount: '120', perPerson: false });
  });

  it('refuses an amount it cannot read and sends nothing', async () => {
    const { calls } = declareEventsApi({ groups: [flatmates] });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Dinner');
    await chooseGroup(user);
    await user.type(await screen.findByTestId('event-cost-amount'), '-5');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(screen.getByTestId('event-cost-amount')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('removes the cost when the amount is cleared on edit', async () => {
    const day = addDays(todayLocal('UTC'), 5);
    const event = makeCalendarEvent({
      title: 'Dinner',
      startTime: localInstant(day, 19),
      endTime: localInstant(day, 21),
      groupId: flatmates.id,
      group: { id: flatmates.id, name: flatmates.name, color: flatmates.color },
      cost: estimatedCost(
        { amount: '120.00', currency: 'EUR', perPerson: false, paidBy: { id: testUser.id, firstName: testUser.firstName, lastName: testUser.lastName } },
        [],
        testUser.id,
      ),
    });
    const { calls } = declareEventsApi({ groups: [flatmates], events: [event] });
    const { user, onDone } = renderForm({ editing: { event, target: null } });
    const amount = await screen.findByTestId('event-cost-amount');
    expect(amount).toHaveValue('120.00');
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect((put?.body as { cost: unknown }).cost).toBeNull();
  });
});
