import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import type { Goal } from '@domain/goals/goals';
import { toast } from '@/lib/toast';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, failure, notServed } from '../../support/fake-api';
import { makeCalendarEvent } from '../../support/events-api';
import { makeDashboardStats, makeGoal, makeSettings, makeSummary, makeTransaction } from '../../support/fixtures';
import { declareNoBudgets, emptyBudgetMonth } from '../../support/budgets-api';
import { declareSession } from '../../support/session';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface DashboardApiOptions {
  stats?: DashboardStats;
  goals?: Goal[];
}

/** A signed-in session with the dashboard's reads; the events list is not served yet (404). */
function declareDashboardApi({ stats = makeDashboardStats(), goals = [] }: DashboardApiOptions = {}) {
  declareSession({ preferences: { theme: 'light', hasCompletedOnboarding: true, language: 'en' } });
  declareNoBudgets();
  api.use({
    'GET /api/dashboard/stats': () => stats,
    'GET /api/financial-goals': () => goals,
    'GET /api/transactions/summary': () => makeSummary(),
    'GET /api/events/upcoming': notServed,
    'GET /api/planning/tasks': () => [],
  });
}

function renderDashboard() {
  const view = renderWithProviders(<DashboardPage />, '/');
  return { ...view, user: userEvent.setup() };
}

describe('dashboard overview', () => {
  it('shows the overview figures as money in the user’s currency', async () => {
    declareDashboardApi();
    renderDashboard();
    expect(await screen.findByTestId('stat-total-balance-value')).toHaveTextContent('$12,030.55');
    expect(screen.getByTestId('stat-monthly-income-value')).toHaveTextContent('$5,090.00');
    expect(screen.getByTestId('stat-monthly-expenses-value')).toHaveTextContent('$2,145.95');
    expect(screen.getByTestId('stat-savings-rate-value')).toHaveTextContent('57.8%');
    expect(screen.getByTestId('stat-net-worth-value')).toHaveTextContent('$29,080.55');
    expect(screen.getByTestId('stat-monthly-income')).toHaveTextContent('Last month: $4,400.00');
    expect(screen.getByTestId('stat-savings-rate')).toHaveTextContent("Of a typical month's income kept, as in AI Insights");
  });

  it('shows no savings rate, rather than 0%, while there is no income to measure it by', async () => {
    declareDashboardApi({ stats: makeDashboardStats({ savingsRate: null }) });
    renderDashboard();
    expect(await screen.findByTestId('stat-savings-rate-value')).toHaveTextContent('—');
  });

  it('says which transactions in other currencies the figures leave out, with their own sums', async () => {
    declareDashboardApi({
      stats: makeDashboardStats({
        otherCurrencies: [
          { currency: 'EUR', count: 2, income: '900.00', expenses: '100.50', transfers: '0.00' },
          { currency: 'JPY', count: 1, income: '0', expenses: '1500', transfers: '0' },
        ],
      }),
    });
    renderDashboard();
    const note = await screen.findByTestId('other-currencies-note');
    expect(note).toHaveTextContent('2 transactions in EUR are not included (income €900.00, spending €100.50, transfers €0.00).');
    expect(note).toHaveTextContent('1 transaction in JPY is not included (income ¥0, spending ¥1,500, transfers ¥0).');
    expect(note).toHaveTextContent('Totals are in USD; these have no exchange rate yet. Edit one to add its rate and it counts.');
  });

  it('shows no note when every transaction is in the user’s currency', async () => {
    declareDashboardApi();
    renderDashboard();
    await screen.findByTestId('stat-total-balance-value');
    expect(screen.queryByTestId('other-currencies-note')).not.toBeInTheDocument();
  });

  it.each([
    [91, 'excellent', 'Excellent'],
    [72, 'good', 'Good'],
    [45, 'fair', 'Fair'],
    [12, 'building', 'Building'],
  ] as const)('shows a score of %i in the %s band', async (score, band, label) => {
    declareDashboardApi({ stats: makeDashboardStats({}, score, band) });
    renderDashboard();
    const card = await screen.findByTestId('health-score');
    expect(within(card).getByTestId('health-score-value')).toHaveTextContent(String(score));
    expect(within(card).getByTestId('health-score-band')).toHaveTextContent(label);
    expect(card).toHaveAttribute('data-band', band);
  });

  it('explains the score from its breakdown on hover', async () => {
    declareDashboardApi();
    const { user } = renderDashboard();
    await user.hover(await screen.findByTestId('health-score-explain'));
    const breakdown = await screen.findByTestId('score-breakdown');
    expect(within(breakdown).getByTestId('score-component-savingsRate')).toHaveTextContent('Savings rate');
    expect(within(breakdown).getByTestId('score-component-savingsRate')).toHaveTextContent('18 / 30 pts');
    expect(within(breakdown).getByTestId('score-component-savingsRate')).toHaveTextContent('12% (target 20%)');
    expect(within(breakdown).getByTestId('score-component-emergencyFund')).toHaveTextContent('3 months (target 6 months)');
    expect(within(breakdown).getByTestId('score-component-goals')).toHaveTextContent('No data yet');
  });

  it('opens the explanation from the keyboard too', async () => {
    declareDashboardApi();
    const { user } = renderDashboard();
    const trigger = await screen.findByTestId('health-score-explain');
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('score-breakdown')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let fail = true;
    declareDashboardApi();
    api.use({ 'GET /api/dashboard/stats': () => (fail ? failure(403, 'x', 'FORBIDDEN') : makeDashboardStats()) });
    const { user } = renderDashboard();
    const error = await screen.findByTestId('dashboard-error');
    expect(error).toHaveTextContent("You don't have permission to access this resource");
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('stat-total-balance-value')).toHaveTextContent('$12,030.55');
  });
});

describe('dashboard lists', () => {
  it('shows honest empty states, treating the missing events list as empty without retrying', async () => {
    declareDashboardApi();
    const { queryClient } = renderDashboard();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    const events = within(screen.getByTestId('dashboard-upcoming-events'));
    expect(await events.findByText('No upcoming events')).toBeInTheDocument();
    expect(events.getByRole('link', { name: 'Open calendar' })).toHaveAttribute('href', '/calendar');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryState(['/api/events/upcoming'])).toMatchObject({ status: 'success', data: [] });
    expect(events.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/events/upcoming')).toHaveLength(1);
  });

  it('lists upcoming events with their date, time and group colour', async () => {
    const start = new Date();
    start.setDate(start.getDate() + 2);
    start.setHours(18, 30, 0, 0);
    const end = new Date(start);
    end.setHours(20, 0);
    const group = makeCalendarEvent({
      title: 'House meeting',
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      location: 'Living room',
      groupId: 'g1',
      group: { id: 'g1', name: 'Flatmates', color: '#8b5cf6' },
    });
    const personal = makeCalendarEvent({ title: 'Dentist' });
    declareDashboardApi();
    api.use({ 'GET /api/events/upcoming': () => [group, personal] });
    renderDashboard();

    const rows = await screen.findAllByTestId('upcoming-event');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('House meeting');
    const when = new Intl.DateTimeFormat('en', { weekday: 'short', hour: 'numeric', minute: '2-digit' }).formatRange(start, end);
    expect(rows[0]?.textContent).toContain(when);
    expect(rows[0]).toHaveTextContent('Flatmates');
    expect(rows[0]).toHaveTextContent('Living room');
    expect(rows[0]).toHaveStyle({ '--event-color': '#8b5cf6' });
    expect(rows[1]).toHaveTextContent('Dentist');
    expect(rows[1]).toHaveStyle({ '--event-color': 'var(--primary)' });
  });

  it('links the cash-flow card to the timeline', async () => {
    declareDashboardApi();
    renderDashboard();
    const section = await screen.findByTestId('dashboard-cash-flow');
    expect(within(section).getByRole('link', { name: 'See the timeline' })).toHaveAttribute('href', '/cash-flow');
  });

  it('lists the newest transactions with signed amounts and links to money tracking', async () => {
    declareDashboardApi({
      stats: makeDashboardStats({
        recentTransactions: [
          makeTransaction({ type: 'income', category: 'salary', amount: '4200.00', description: 'Salary' }),
          makeTransaction({ type: 'expense', category: 'dining', amount: '64.20', description: '' }),
        ],
      }),
    });
    renderDashboard();
    const rows = await screen.findAllByTestId('recent-transaction');
    expect(rows[0]).toHaveTextContent('Salary');
    expect(rows[0]).toHaveTextContent('+$4,200.00');
    expect(rows[1]).toHaveTextContent('Dining');
    expect(rows[1]).toHaveTextContent('-$64.20');
    const section = within(screen.getByTestId('dashboard-recent-transactions'));
    expect(section.getByRole('link', { name: /view all/i })).toHaveAttribute('href', '/money-tracking');
  });

  it('shows the three most important active goals with their progress', async () => {
    declareDashboardApi({
      goals: [
        makeGoal({ title: 'Low one', priority: 'low', targetDate: '2027-01-01' }),
        makeGoal({ title: 'Done', status: 'completed', priority: 'high' }),
        makeGoal({ title: 'Urgent', priority: 'high', targetDate: '2028-01-01', progress: { percent: 42 } }),
        makeGoal({ title: 'Soon', priority: 'medium', targetDate: '2027-03-01' }),
        makeGoal({ title: 'Later', priority: 'medium', targetDate: '2029-03-01' }),
      ],
    });
    renderDashboard();
    const goals = await screen.findAllByTestId('dashboard-goal');
    expect(goals.map((goal) => goal.querySelector('p')?.textContent)).toEqual(['Urgent', 'Soon', 'Later']);
    expect(within(goals[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    const section = within(screen.getByTestId('dashboard-goals'));
    expect(section.getByRole('link', { name: /view all/i })).toHaveAttribute('href', '/financial-goals');
  });

  it('shows this month’s budgets in brief, or says there are none yet, with a way to the budgets screen', async () => {
    declareDashboardApi();
    renderDashboard();
    const card = await screen.findByTestId('budgets-card');
    expect(await within(card).findByText('No budgets yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Set a budget' })).toHaveAttribute('href', '/budgets');
  });

  it('names the categories over or near their budget on the budget card', async () => {
    declareDashboardApi();
    const line = { carried: '0.00', rollover: false };
    api.use({
      'GET /api/budgets': ({ query }) => ({
        ...emptyBudgetMonth(query.get('month')!),
        budgets: [
          { ...line, category: 'dining', budgeted: '100.00', spent: '130.00', available: '-30.00', over: '30.00', percent: 130 },
          { ...line, category: 'groceries', budgeted: '400.00', spent: '100.00', available: '300.00', over: '0.00', percent: 25 },
        ],
        totals: { budgeted: '500.00', spent: '230.00', available: '270.00', carried: '0.00', income: '0.00' },
      }),
    });
    renderDashboard();
    const card = await screen.findByTestId('budgets-card');
    expect(await within(card).findByTestId('budgets-card-total')).toHaveTextContent('$230.00 spent of $500.00 budgeted');
    expect(
      within(card)
        .getAllByTestId('budgets-card-watch')
        .map((item) => item.textContent),
    ).toEqual(['DiningOver by $30.00']);
    expect(within(screen.getByTestId('dashboard-budgets')).getByRole('link', { name: /view all/i })).toHaveAttribute('href', '/budgets');
  });

  it('leaves out goals others share with the user: they are not the user’s money', async () => {
    const owner = { id: 'u2', firstName: 'Ben', lastName: 'Okafor' };
    declareDashboardApi({
      goals: [
        makeGoal({ title: 'Mine', priority: 'low' }),
        makeGoal({ title: 'Ben’s trip', priority: 'high', isOwner: false, owner, userId: owner.id, permission: 'can_contribute' }),
      ],
    });
    renderDashboard();
    const goals = await screen.findAllByTestId('dashboard-goal');
    expect(goals.map((goal) => goal.querySelector('p')?.textContent)).toEqual(['Mine']);
  });

  it('lists today’s tasks and ticks one off', async () => {
    declareDashboardApi();
    const task = { id: 't1', title: 'Send invoice', dueOn: '2026-03-02', goalId: null, eventId: null, done: false, doneAt: null, overdue: true, createdAt: '', updatedAt: '' };
    api.use({
      'GET /api/planning/tasks': ({ query }) => (query.get('view') === 'today' ? [task] : []),
      'PATCH /api/planning/tasks/:id': ({ body }) => ({ ...task, ...(body as object), doneAt: '2026-03-03T10:00:00.000Z' }),
    });
    const { user } = renderDashboard();
    const card = within(await screen.findByTestId('dashboard-today-tasks'));
    expect(await card.findByText('Send invoice')).toBeInTheDocument();
    expect(card.getByText(/Overdue since/)).toBeInTheDocument();
    await user.click(card.getByRole('checkbox', { name: 'Mark Send invoice done' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/planning/tasks/t1')[0]?.body).toEqual({ done: true }));
  });

  it('dates an overdue task in the date format chosen in settings', async () => {
    declareDashboardApi();
    const task = { id: 't1', title: 'Send invoice', dueOn: '2026-03-02', goalId: null, eventId: null, done: false, doneAt: null, overdue: true, createdAt: '', updatedAt: '' };
    api.use({ 'GET /api/planning/tasks': ({ query }) => (query.get('view') === 'today' ? [task] : []) });
    const { queryClient } = renderDashboard();
    act(() => {
      queryClient.setQueryData(settingsKeys.settings, makeSettings({ dateFormat: 'full' }));
    });
    const card = within(await screen.findByTestId('dashboard-today-tasks'));
    expect(await card.findByText('Overdue since Monday, March 2, 2026')).toBeInTheDocument();
  });

  it('opens the new-goal form from the quick actions', async () => {
    declareDashboardApi();
    // The form asks for groups to offer sharing.
    api.use({ 'GET /api/groups': notServed });
    const { user } = renderDashboard();
    await user.click(screen.getByTestId('dashboard-action-newGoal'));
    const drawer = await screen.findByTestId('quick-action-drawer');
    expect(await within(drawer).findByTestId('goal-form', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByLabelText(/goal name/i)).toBeInTheDocument());
  });
});
