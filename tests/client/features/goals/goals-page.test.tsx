import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { GoalsPage } from '@/features/goals/goals-page';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { settingsKeys } from '@/lib/settings';
import { makeGoal, makeSettings } from '../../support/fixtures';
import { declareGoalsApi } from '../../support/goals-api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const onTrack = makeGoal({
  title: 'Trip to Lisbon',
  category: 'vacation',
  priority: 'medium',
  targetDate: '2031-05-15',
  currentAmount: '650.00',
  targetAmount: '2400.00',
  progress: { percent: 27.1, state: 'on_track', amountNeededPerMonth: '291.67', daysLeft: 174, remainingAmount: '1750.00' },
});
const behind = makeGoal({
  title: 'House deposit',
  category: 'house',
  priority: 'high',
  targetDate: '2030-12-31',
  progress: { percent: 5, expectedPercent: 40, state: 'behind', daysLeft: 900 },
});
const completed = makeGoal({
  title: 'New laptop',
  category: 'other',
  priority: 'low',
  targetDate: '2032-02-01',
  status: 'completed',
  currentAmount: '1800.00',
  targetAmount: '1800.00',
  progress: { percent: 100, state: 'completed', amountNeededPerMonth: '0.00', remainingAmount: '0.00' },
});
const archived = makeGoal({ title: 'Old bike', category: 'car', priority: 'low', status: 'archived', progress: { percent: 40, state: 'behind' } });
const overdue = makeGoal({ title: 'Pay off card', category: 'debt', targetDate: '2020-01-10', progress: { overdue: true, state: 'behind', daysLeft: 0 } });

function cards() {
  return screen.queryAllByTestId('goal-card');
}

function card(title: string): HTMLElement {
  const found = cards().find((element) => within(element).queryByRole('heading', { name: title }));
  if (!found) throw new Error(`no card for ${title}`);
  return found;
}

async function renderPage(goals = [onTrack, behind, completed, archived]) {
  const server = declareGoalsApi({ goals });
  const view = renderWithProviders(<GoalsPage />, '/financial-goals');
  await screen.findAllByTestId('goal-card');
  return { ...server, ...view, user: userEvent.setup() };
}

describe('goal cards', () => {
  it('shows each goal with its state, priority, amounts, progress, monthly need and time left', async () => {
    await renderPage();
    const trip = card('Trip to Lisbon');
    expect(within(trip).getByTestId('goal-state')).toHaveTextContent('On track');
    expect(within(trip).getByTestId('goal-priority')).toHaveTextContent('Medium priority');
    expect(within(trip).getByTestId('goal-category')).toHaveTextContent('Vacation · Savings');
    expect(within(trip).getByTestId('goal-amounts')).toHaveTextContent('$650.00 of $2,400.00');
    expect(within(trip).getByTestId('goal-percent')).toHaveTextContent('27.1%');
    expect(within(trip).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '27');
    expect(within(trip).getByTestId('goal-needed-per-month')).toHaveTextContent('$291.67');
    expect(within(trip).getByTestId('goal-time-left')).toHaveTextContent('174 days left');
    expect(within(trip).getByText(/May 15, 2031/)).toBeInTheDocument();

    expect(within(card('House deposit')).getByTestId('goal-state')).toHaveTextContent('Behind');
    expect(within(card('House deposit')).getByTestId('goal-category')).toHaveTextContent('House · Purchase');
    expect(within(card('New laptop')).getByTestId('goal-state')).toHaveTextContent('Completed');
    expect(within(card('New laptop')).getByText('Reached')).toBeInTheDocument();
  });

  it('says how long a goal is overdue', async () => {
    await renderPage([overdue]);
    expect(within(card('Pay off card')).getByTestId('goal-time-left')).toHaveTextContent(/days overdue/);
  });

  it('sums what is saved and targeted across goals in sight and counts active ones', async () => {
    await renderPage([onTrack, completed, archived]);
    expect(screen.getByTestId('goals-total-saved')).toHaveTextContent('$2,450.00');
    expect(screen.getByTestId('goals-total-target')).toHaveTextContent('$4,200.00');
    expect(screen.getByTestId('goals-active-count')).toHaveTextContent('1');
  });

  it('writes the totals in the account’s currency while each card keeps its goal’s own', async () => {
    // An older goal kept in dollars comes first; the account and its newer goal are in euros.
    const dollars = makeGoal({ title: 'Old dollar goal', currency: 'USD', currentAmount: '100.00', targetAmount: '500.00' });
    const euros = makeGoal({ title: 'Euro goal', currency: 'EUR', currentAmount: '300.00', targetAmount: '1000.00' });
    const { queryClient } = await renderPage([dollars, euros]);
    act(() => {
      queryClient.setQueryData(settingsKeys.settings, makeSettings({ currency: 'EUR' }));
    });
    await waitFor(() => expect(screen.getByTestId('goals-total-saved')).toHaveTextContent('€300.00'));
    expect(screen.getByTestId('goals-total-target')).toHaveTextContent('€1,000.00');
    expect(within(card('Old dollar goal')).getByTestId('goal-amounts')).toHaveTextContent('$100.00 of $500.00');
  });
});

describe('filters and sorting', () => {
  it('hides archived goals until the archived filter is chosen', async () => {
    const { user } = await renderPage();
    expect(screen.queryByRole('heading', { name: 'Old bike' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: /archived/i }));
    expect(cards()).toHaveLength(1);
    expect(within(card('Old bike')).getByText('Archived')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /completed/i }));
    expect(cards().map((element) => within(element).getByRole('heading').textContent)).toEqual(['New laptop']);
  });

  it('filters by category reading and by priority', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Purchase' }));
    expect(cards().map((element) => within(element).getByRole('heading').textContent)).toEqual(['House deposit']);

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'All categories' }));
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Low priority' }));
    expect(cards().map((element) => within(element).getByRole('heading').textContent)).toEqual(['New laptop']);
  });

  it('offers a way back when nothing matches', async () => {
    const { user } = await renderPage([onTrack]);
    await user.click(screen.getByRole('radio', { name: /archived/i }));
    expect(screen.getByText('No goals match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(1);
  });

  it('sorts by target date by default, and by progress or priority on request', async () => {
    const { user } = await renderPage();
    const titles = () => cards().map((element) => within(element).getByRole('heading').textContent);
    expect(titles()).toEqual(['House deposit', 'Trip to Lisbon', 'New laptop']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Progress' }));
    expect(titles()).toEqual(['New laptop', 'Trip to Lisbon', 'House deposit']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Priority' }));
    expect(titles()).toEqual(['House deposit', 'Trip to Lisbon', 'New laptop']);
  });
});

describe('goal actions', () => {
  it('deletes only after confirmation', async () => {
    const { user, calls } = await renderPage([onTrack, behind]);
    await user.click(within(card('Trip to Lisbon')).getByRole('button', { name: 'Actions for Trip to Lisbon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete “Trip to Lisbon”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(card('Trip to Lisbon')).getByRole('button', { name: 'Actions for Trip to Lisbon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete goal' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Trip to Lisbon' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/financial-goals/${onTrack.id}`);
    expect(await screen.findByText('Goal deleted')).toBeInTheDocument();
  });

  it('archives a goal out of sight and restores it from the archived filter', async () => {
    const { user, calls } = await renderPage([onTrack, behind]);
    await user.click(within(card('Trip to Lisbon')).getByRole('button', { name: 'Actions for Trip to Lisbon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Trip to Lisbon' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'archived' });
    expect(await screen.findByText('Goal archived')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /archived/i }));
    await user.click(within(card('Trip to Lisbon')).getByRole('button', { name: 'Actions for Trip to Lisbon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unarchive' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ status: 'active' }));
  });

  it('opens the edit drawer seeded with the goal', async () => {
    const { user } = await renderPage([onTrack]);
    await user.click(within(card('Trip to Lisbon')).getByRole('button', { name: 'Actions for Trip to Lisbon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByTestId('edit-goal-drawer');
    expect(within(drawer).getByLabelText(/goal name/i)).toHaveValue('Trip to Lisbon');
    expect(within(drawer).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});

describe('page states', () => {
  it('invites the first goal when there are none', async () => {
    declareGoalsApi({ goals: [] });
    const user = userEvent.setup();
    renderWithProviders(<GoalsPage />, '/financial-goals');
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New goal' }));
    expect(await screen.findByTestId('goal-form', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    declareGoalsApi();
    api.use({ 'GET /api/financial-goals': () => new Promise<never>(() => undefined) });
    renderWithProviders(<GoalsPage />, '/financial-goals');
    expect(screen.getByTestId('goals-loading')).toBeInTheDocument();
  });

  it('shows the failure text and loads again on retry', async () => {
    let fail = true;
    declareGoalsApi();
    api.use({ 'GET /api/financial-goals': () => (fail ? failure(403, 'nope', 'FORBIDDEN') : [onTrack]) });
    const user = userEvent.setup();
    renderWithProviders(<GoalsPage />, '/financial-goals');
    const error = await screen.findByTestId('goals-error');
    expect(error).toHaveTextContent("You don't have permission to access this resource");
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Trip to Lisbon' })).toBeInTheDocument();
  });
});
