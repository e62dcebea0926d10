import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiInsightsPage } from '@/features/insights/ai-insights-page';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { busySnapshot, declareInsightsApi, makeAdvancedInsights, makeInsights, makeSnapshot } from '../../support/insights-api';
import { makeSettings } from '../../support/fixtures';
import { declareSession } from '../../support/session';
import { declareNoBudgets } from '../../support/budgets-api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderInsights() {
  const view = renderWithProviders(<AiInsightsPage />, '/ai-insights');
  return { ...view, user: userEvent.setup() };
}

describe('AI insights page', () => {
  it('says honestly that there is nothing to analyse yet, and where to start', async () => {
    declareInsightsApi(makeInsights(makeSnapshot()));
    renderInsights();
    expect(await screen.findByText('Nothing to analyse yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record money' })).toHaveAttribute('href', '/money-tracking');
    expect(screen.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByTestId('insights-projection')).not.toBeInTheDocument();
  });

  it('creates this month’s budgets from the 50/30/20 targets in one step, then links to them', async () => {
    const insights = makeInsights();
    declareInsightsApi(insights);
    const target = (bucket: string) => insights.budgetRule.lines.find((line) => line.bucket === bucket)!.target;
    api.use({
      'POST /api/budgets/:month/from-rule': ({ params }) => ({
        month: params.month!,
        currency: 'USD',
        income: '0.00',
        budgets: [],
        totals: { budgeted: '0.00', spent: '0.00', available: '0.00', carried: '0.00', income: '0.00' },
        alerts: [],
        changed: 6,
      }),
    });
    const { user } = renderInsights();
    const card = await screen.findByTestId('insights-budget');
    await user.click(within(card).getByRole('button', { name: 'Create budgets from these targets' }));
    expect(await screen.findByText('Budgets set from the 50/30/20 targets: 6')).toBeInTheDocument();
    const [call] = api.callsTo(`POST /api/budgets/${new Date().toISOString().slice(0, 7)}/from-rule`);
    expect(call?.body).toEqual({ needs: target('needs'), wants: target('wants') });
    expect(within(card).getByRole('link', { name: 'Open budgets' })).toHaveAttribute('href', '/budgets');
  });

  it('shows the core view to a Free user with the numbers behind each recommendation and upgrade prompts', async () => {
    const insights = makeInsights();
    declareInsightsApi(insights);
    const { user } = renderInsights();

    const basis = await screen.findByTestId('insights-basis');
    expect(within(basis).getByText('$4,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('insights-basis-note')).toHaveTextContent('Monthly averages of what you recorded over the last three months.');

    const categories = within(screen.getByTestId('insights-spending')).getAllByTestId('spending-category');
    expect(categories.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Rent$1,500.00'),
      expect.stringContaining('Shopping$1,200.00'),
      expect.stringContaining('Dining$600.00'),
    ]);
    expect(categories[2]).toHaveTextContent('200% vs $200.00 last month');

    expect(screen.getByTestId('insights-budget')).toHaveTextContent('50/30/20 budget');
    expect(within(screen.getByTestId('insights-goals')).getByText('New bike')).toBeInTheDocument();
    expect(screen.getByTestId('insights-projection')).toHaveTextContent('8% a year over 5 years');

    const recommendations = within(screen.getByTestId('insights-recommendations')).getAllByTestId('recommendation');
    expect(recommendations).toHaveLength(3);
    expect(insights.recommendationsTotal).toBeGreaterThan(3);
    // Dining went from $200 to $600: the advice names it and shows the figures it rests on.
    const dining = recommendations.find((item) => item.dataset.kind === 'category_increase');
    expect(dining).toHaveTextContent('Dining is up 200%');
    await user.click(within(dining!).getByText('The numbers behind it'));
    expect(within(dining!).getByText('This month').nextSibling).toHaveTextContent('$600.00');
    expect(within(dining!).getByText('Last month').nextSibling).toHaveTextContent('$200.00');
    expect(screen.getByText(`More recommendations with Premium: ${insights.recommendationsTotal - 3}`)).toBeInTheDocument();

    const advanced = screen.getByTestId('insights-advanced');
    expect(within(advanced).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/upgrade');
    expect(api.calls.some((call) => call.url.includes('/api/insights/advanced'))).toBe(false);
  });

  it('writes its amounts in the number format chosen in settings', async () => {
    declareInsightsApi(makeInsights());
    const { queryClient } = renderInsights();
    // The signed-in gate loads the settings; a page rendered alone finds them in the cache.
    queryClient.setQueryData(settingsKeys.settings, makeSettings({ numberFormat: 'de-DE' }));
    const basis = await screen.findByTestId('insights-basis');
    await waitFor(() => expect(within(basis).getAllByText(/^4\.000,00\s\$$/).length).toBeGreaterThan(0));
    const categories = within(screen.getByTestId('insights-spending')).getAllByTestId('spending-category');
    expect(categories[0]).toHaveTextContent(/Rent1\.500,00\s\$/);
  });

  it('says when the figures come from the monthly income and expenses in settings', async () => {
    declareInsightsApi(makeInsights(makeSnapshot({ settings: { incomeMinor: 300_000n, expenseMinor: 200_000n } })));
    renderInsights();
    expect(await screen.findByTestId('insights-basis-note')).toHaveTextContent('Based on the monthly income and expenses in your settings');
    expect(screen.getByTestId('insights-basis-note')).toHaveAttribute('data-source', 'settings');
  });

  it('gives Premium twelve months per category, every recommendation and a what-if projection', async () => {
    const snapshot = busySnapshot();
    const insights = makeInsights(snapshot, 'premium');
    const { calls } = declareInsightsApi(insights, (query) =>
      makeAdvancedInsights(snapshot, {
        annualReturn: query.has('annualReturn') ? Number(query.get('annualReturn')) : undefined,
        years: query.has('years') ? Number(query.get('years')) : undefined,
        contributionMinor: query.has('monthlyContribution') ? BigInt(Math.round(Number(query.get('monthlyContribution')) * 100)) : undefined,
      }),
    );
    const { user } = renderInsights();

    const trends = await screen.findByTestId('category-trends');
    expect(within(trends).getByText('Rent')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('insights-recommendations')).getAllByTestId('recommendation')).toHaveLength(makeAdvancedInsights(snapshot).recommendations.length),
    );
    expect(screen.queryByText(/More recommendations with Premium/)).not.toBeInTheDocument();

    const form = screen.getByTestId('what-if-form');
    const years = within(form).getByLabelText('Years');
    await user.clear(years);
    await user.type(years, '60');
    await user.click(within(form).getByRole('button', { name: 'Update projection' }));
    expect(await within(form).findByText('Years must be a whole number from 1 to 50')).toBeInTheDocument();

    await user.clear(years);
    await user.type(years, '10');
    await user.click(within(form).getByRole('button', { name: 'Update projection' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes(`advanced?annualReturn=8&years=10&monthlyContribution=${insights.projection.monthlyContribution}`))).toBe(true),
    );
    expect(await within(screen.getByTestId('insights-what-if')).findByText('In 10 years')).toBeInTheDocument();
  });

  it('offers a retry when the insights cannot be loaded', async () => {
    declareSession();
    declareNoBudgets();
    let attempts = 0;
    api.use({ 'GET /api/insights': () => (++attempts < 4 ? failure(500, 'boom', 'internal') : makeInsights()) });
    const { user } = renderInsights();
    const error = await screen.findByTestId('insights-error', {}, { timeout: 10_000 });
    expect(error).toHaveTextContent('Insights could not be loaded.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('insights-basis')).toBeInTheDocument();
  });
});
