import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInZone } from '@domain/shared/dates';
import { defaultGoalTargetDate } from '@domain/goals/goals';
import { toast } from '@/lib/toast';
import { GoalForm } from '@/features/goals/components/goal-form';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { makeGoal } from '../../support/fixtures';
import { declareGoalsApi } from '../../support/goals-api';
import { findToast } from '../../support/toasts';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Typing through user-event in jsdom is slow on small machines.
vi.setConfig({ testTimeout: 20_000 });

const today = () => todayInZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

function renderForm(onDone = vi.fn()) {
  const view = renderWithProviders(<GoalForm onDone={onDone} />);
  return { ...view, onDone, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByLabelText(name);
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Create goal' }));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/goal name/i), 'Emergency fund');
  await user.type(field(/target amount/i), '5000');
}

describe('goal form defaults (docs/product/limits.md#defaults)', () => {
  it('starts with a target date one year from today, nothing saved and medium priority', () => {
    declareGoalsApi();
    renderForm();
    expect(field(/target date/i)).toHaveValue(defaultGoalTargetDate(today()));
    expect(field(/saved so far/i)).toHaveValue('0');
    expect(screen.getByRole('radio', { name: /medium/i })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /high/i })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('goal form validation (docs/product/validation.md#goal)', () => {
  it('requires a title and a target amount', async () => {
    const { calls } = declareGoalsApi();
    const { user } = renderForm();
    await submit(user);
    expect(await screen.findByText('Goal title is required')).toBeInTheDocument();
    expect(screen.getByText('Target amount is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a positive number as the target amount', async () => {
    declareGoalsApi();
    const { user } = renderForm();
    await user.type(field(/goal name/i), 'Car');
    await user.type(field(/target amount/i), '-20');
    await submit(user);
    expect(await screen.findByText('Must be a valid positive number')).toBeInTheDocument();
    expect(field(/target amount/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a zero target and a saved amount that is not a number', async () => {
    declareGoalsApi();
    const { user } = renderForm();
    await user.type(field(/goal name/i), 'Car');
    await user.type(field(/target amount/i), '0');
    await user.clear(field(/saved so far/i));
    await user.type(field(/saved so far/i), 'abc');
    await submit(user);
    await waitFor(() => expect(screen.getAllByText('Must be a valid positive number')).toHaveLength(2));
  });

  it('requires a target date', async () => {
    declareGoalsApi();
    const { user } = renderForm();
    await fillValid(user);
    await user.clear(field(/target date/i));
    await submit(user);
    expect(await screen.findByText('Target date is required')).toBeInTheDocument();
  });

  it('wants the target date in the future: today is too soon', async () => {
    declareGoalsApi();
    const { user } = renderForm();
    await fillValid(user);
    await user.clear(field(/target date/i));
    await user.type(field(/target date/i), today());
    await submit(user);
    expect(await screen.findByText('Target date must be in the future.')).toBeInTheDocument();
  });

  it('does not let the saved amount exceed the target', async () => {
    declareGoalsApi();
    const { user } = renderForm();
    await fillValid(user);
    await user.clear(field(/saved so far/i));
    await user.type(field(/saved so far/i), '5000.01');
    await submit(user);
    expect(await screen.findByText('Current amount cannot exceed target amount.')).toBeInTheDocument();
  });
});

describe('creating a goal', () => {
  it('sends the fields, toasts "Goal created", refreshes the money caches and closes', async () => {
    const { calls } = declareGoalsApi();
    const { user, onDone, queryClient } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: /high/i }));
    await user.clear(field(/target date/i));
    await user.type(field(/target date/i), addDays(today(), 30));
    await submit(user);

    expect(await screen.findByText('Goal created')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/financial-goals');
    expect(post?.body).toEqual({
      title: 'Emergency fund',
      description: null,
      targetAmount: '5000',
      currentAmount: '0',
      targetDate: addDays(today(), 30),
      category: 'other',
      priority: 'high',
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(refreshed).toEqual(expect.arrayContaining(['/api/financial-goals', '/api/dashboard/stats', '/api/transactions', '/api/events', '/api/events/upcoming', '/api/groups']));
  });

  it('reads amounts in Devanagari digits or with a decimal comma, and sends them as decimal strings with an Idempotency-Key', async () => {
    const { calls } = declareGoalsApi();
    const { user } = renderForm();
    await user.type(field(/goal name/i), 'Scooter');
    await user.type(field(/target amount/i), '१,२००');
    await user.clear(field(/current amount|saved/i));
    await user.type(field(/current amount|saved/i), '150,5');
    await submit(user);
    expect(await screen.findByText('Goal created')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/financial-goals');
    expect(post?.body).toMatchObject({ targetAmount: '1200', currentAmount: '150.5' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows an "Error" toast with the server message and keeps the form open', async () => {
    declareGoalsApi();
    api.use({
      'POST /api/financial-goals': () =>
        failure(400, 'Target date must be in the future.', 'VALIDATION_FAILED', { fieldErrors: { targetDate: 'Target date must be in the future.' } }),
    });
    const { user, onDone } = renderForm();
    await fillValid(user);
    await submit(user);

    const toast = await findToast();
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Target date must be in the future.')).toBeInTheDocument();
    expect(field(/target date/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('reports a server failure with the catalogue text', async () => {
    declareGoalsApi();
    api.use({ 'POST /api/financial-goals': () => failure(500, 'boom', 'INTERNAL') });
    const { user, onDone } = renderForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Server error. Please try again later', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('sharing with a group (docs/product/behaviour.md#goals)', () => {
  it('offers no sharing while the user has no groups', async () => {
    declareGoalsApi({ groups: [] });
    const { queryClient } = renderForm();
    await waitFor(() => expect(api.callsTo('GET /api/groups')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryState(['/api/groups'])).toMatchObject({ status: 'success', data: [] });
    expect(screen.queryByText('Share with a group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create goal' })).toBeEnabled();
    expect(api.callsTo('GET /api/groups')).toHaveLength(1);
  });

  it('shares the new goal with the chosen group and says so', async () => {
    const { calls } = declareGoalsApi({ groups: [{ id: 'g1', name: 'Flatmates' }] });
    const { user } = renderForm();
    await fillValid(user);
    await user.click(await screen.findByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Flatmates' }));
    await user.click(screen.getByRole('radio', { name: 'Contribute' }));
    await submit(user);

    expect(await screen.findByText('Goal created and shared')).toBeInTheDocument();
    const created = calls.find((call) => call.method === 'POST' && call.url === '/api/financial-goals');
    const share = calls.find((call) => call.url.endsWith('/share-with-group'));
    expect(share?.url).toMatch(/^\/api\/goals\/[^/]+\/share-with-group$/);
    expect(share?.body).toEqual({ groupId: 'g1', permission: 'can_contribute' });
    expect(created).toBeDefined();
  });

  it('keeps the goal when sharing fails and says sharing failed', async () => {
    declareGoalsApi({ groups: [{ id: 'g1', name: 'Flatmates' }] });
    api.use({ 'POST /api/goals/:id/share-with-group': () => failure(400, 'Group not found', 'NOT_FOUND') });
    const { user, onDone } = renderForm();
    await fillValid(user);
    await user.click(await screen.findByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Flatmates' }));
    await submit(user);

    expect(await screen.findByText('Goal created but sharing failed')).toBeInTheDocument();
    expect(screen.getByText('Group not found')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });
});

describe('editing a goal', () => {
  it('is seeded from the goal and sends only what changed', async () => {
    const goal = makeGoal({ title: 'Trip', targetAmount: '2400.00', currentAmount: '650.00', targetDate: '2031-05-15', category: 'vacation', priority: 'low' });
    const { calls } = declareGoalsApi({ goals: [goal] });
    const onDone = vi.fn();
    renderWithProviders(<GoalForm goal={goal} onDone={onDone} />);
    const user = userEvent.setup();
    expect(field(/goal name/i)).toHaveValue('Trip');
    expect(field(/target amount/i)).toHaveValue('2400');
    expect(field(/saved so far/i)).toHaveValue('650');
    expect(field(/target date/i)).toHaveValue('2031-05-15');

    await user.clear(field(/target amount/i));
    await user.type(field(/target amount/i), '3000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Goal updated')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/financial-goals/${goal.id}`);
    expect(patch?.body).toEqual({ targetAmount: '3000' });
    expect(onDone).toHaveBeenCalled();
  });

  it('lets an overdue goal be renamed without moving its date', async () => {
    const goal = makeGoal({ title: 'Old', targetDate: '2020-01-01', progress: { overdue: true, state: 'behind' } });
    const { calls } = declareGoalsApi({ goals: [goal] });
    renderWithProviders(<GoalForm goal={goal} onDone={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(field(/goal name/i), 'er');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ title: 'Older' }));
  });
});
