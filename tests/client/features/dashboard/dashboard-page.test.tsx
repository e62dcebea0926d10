import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '@domain/dashboard';
import type { ScoreBand } from '@domain/health-score';
import type { Transaction } from '@domain/transactions';
import { dismissToast } from '@/components/ui/use-toast';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { json, renderWithProviders, stubFetch, testUser, type RecordedCall } from '../../app/support';
import { makeGoal } from '../financial-goals/goal-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function transaction(overrides: Partial<Transaction>): Transaction {
  return {
    id: crypto.randomUUID(),
    userId: testUser.id,
    type: 'expense',
    category: 'groceries',
    amount: '10.00',
    currency: 'USD',
    description: '',
    goalId: null,
    destination: null,
    date: '2026-11-10',
    createdAt: '2026-11-10T10:00:00.000Z',
    updatedAt: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}

function makeStats(overrides: Partial<DashboardStats> = {}, score = 72, band: ScoreBand = 'good'): DashboardStats {
  return {
    currency: 'USD',
    month: '2026-11',
    totalBalance: '12030.55',
    monthlyIncome: '5090.00',
    monthlyExpenses: '2145.95',
    monthlyNet: '2944.05',
    savingsRate: 57.8,
    netWorth: '29080.55',
    healthScore: score,
    scoreBand: band,
    scoreBreakdown: {
      score,
      band,
      components: [
        { key: 'savingsRate', label: 'Savings rate', weight: 30, score: 60, points: 18, value: 12, target: 20, unit: 'percent', hint: '' },
        { key: 'emergencyFund', label: 'Emergency fund', weight: 25, score: 50, points: 12.5, value: 3, target: 6, unit: 'months', hint: '' },
        { key: 'essentials', label: 'Essential spending', weight: 20, score: 100, points: 20, value: 41.5, target: 50, unit: 'percent', hint: '' },
        { key: 'goals', label: 'Goals on track', weight: 25, score: 86, points: 21.5, value: null, target: 100, unit: 'percent', hint: '' },
      ],
    },
    previousMonth: { income: '4400.00', expenses: '2055.40' },
    goals: { active: 0, completed: 0, archived: 0, totalTarget: '0.00', totalSaved: '0.00' },
    recentTransactions: [],
    otherCurrencies: [],
    ...overrides,
  };
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

function server({ stats = makeStats(), goals = [], handle }: { stats?: DashboardStats; goals?: ReturnType<typeof makeGoal>[]; handle?: Handler } = {}) {
  return stubFetch((call) => {
    const custom = handle?.(call);
    if (custom) return custom;
    if (call.url === '/api/auth/user') return json(200, testUser);
    if (call.url === '/api/user-preferences') return json(200, { theme: 'light', hasCompletedOnboarding: true, language: 'en' });
    if (call.url === '/api/dashboard/stats') return json(200, stats);
    if (call.url === '/api/financial-goals') return json(200, goals);
    return undefined;
  });
}

function renderDashboard() {
  const view = renderWithProviders(<DashboardPage />, '/');
  return { ...view, user: userEvent.setup() };
}

describe('dashboard overview', () => {
  it('shows the overview figures as money in the user’s currency', async () => {
    server();
    renderDashboard();
    expect(await screen.findByTestId('stat-total-balance-value')).toHaveTextContent('$12,030.55');
    expect(screen.getByTestId('stat-monthly-income-value')).toHaveTextContent('$5,090.00');
    expect(screen.getByTestId('stat-monthly-expenses-value')).toHaveTextContent('$2,145.95');
    expect(screen.getByTestId('stat-savings-rate-value')).toHaveTextContent('57.8%');
    expect(screen.getByTestId('stat-net-worth-value')).toHaveTextContent('$29,080.55');
    expect(screen.getByTestId('stat-monthly-income')).toHaveTextContent('Last month: $4,400.00');
  });

  it('says which transactions in other currencies the figures leave out, with their own sums', async () => {
    server({
      stats: makeStats({
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
    expect(note).toHaveTextContent('Totals are in USD; amounts in other currencies are not converted.');
  });

  it('shows no note when every transaction is in the user’s currency', async () => {
    server();
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
    server({ stats: makeStats({}, score, band) });
    renderDashboard();
    const card = await screen.findByTestId('health-score');
    expect(within(card).getByTestId('health-score-value')).toHaveTextContent(String(score));
    expect(within(card).getByTestId('health-score-band')).toHaveTextContent(label);
    expect(card).toHaveAttribute('data-band', band);
  });

  it('explains the score from its breakdown on hover', async () => {
    server();
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
    server();
    const { user } = renderDashboard();
    const trigger = await screen.findByTestId('health-score-explain');
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('score-breakdown')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let fail = true;
    server({ handle: ({ url }) => (url === '/api/dashboard/stats' && fail ? json(403, { message: 'x' }) : undefined) });
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
    const { calls } = server();
    renderDashboard();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    const events = within(screen.getByTestId('dashboard-upcoming-events'));
    expect(await events.findByText('No upcoming events')).toBeInTheDocument();
    expect(events.getByRole('link', { name: 'Open calendar' })).toHaveAttribute('href', '/calendar');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.url === '/api/events/upcoming')).toHaveLength(1);
  });

  it('lists the newest transactions with signed amounts and links to money tracking', async () => {
    server({
      stats: makeStats({
        recentTransactions: [
          transaction({ type: 'income', category: 'salary', amount: '4200.00', description: 'Salary' }),
          transaction({ type: 'expense', category: 'dining', amount: '64.20', description: '' }),
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
    server({
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

  it('opens the new-goal form from the quick actions', async () => {
    server();
    const { user } = renderDashboard();
    await user.click(screen.getByTestId('dashboard-action-newGoal'));
    const drawer = await screen.findByTestId('quick-action-drawer');
    expect(await within(drawer).findByTestId('goal-form', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByLabelText(/goal name/i)).toBeInTheDocument());
  });
});
