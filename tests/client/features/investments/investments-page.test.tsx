import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { riskQuestionKeys } from '@domain/investments/investments';
import { InvestmentsPage } from '@/features/investments/investments-page';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { makeSettings } from '../../support/fixtures';
import { busySnapshot, declareInvestmentsApi, growthAnswers, makeSnapshot } from '../../support/insights-api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

function renderInvestments() {
  const view = renderWithProviders(<InvestmentsPage />, '/investments');
  return { ...view, user: userEvent.setup() };
}

/** A snapshot with enough cash set aside that the plan moves on to investing. */
function fundedSnapshot() {
  const snapshot = busySnapshot();
  return { ...snapshot, allTime: [...snapshot.allTime, { type: 'income' as const, category: 'gift', totalMinor: 2_000_000n }] };
}

describe('investments page', () => {
  it('says plainly that this is not financial advice and asks the questionnaire first', async () => {
    declareInvestmentsApi(makeSnapshot());
    renderInvestments();
    expect(await screen.findByTestId('risk-questionnaire')).toBeInTheDocument();
    expect(screen.getByTestId('investments-disclaimer')).toHaveTextContent('Not financial advice');
    expect(within(screen.getByTestId('investments-plan')).getByText('No income or spending yet')).toBeInTheDocument();
  });

  it('requires every answer, then saves them, shows the profile and lets the answers be changed', async () => {
    const { calls } = declareInvestmentsApi(fundedSnapshot());
    const { user } = renderInvestments();
    const form = await screen.findByTestId('risk-questionnaire');

    await user.click(within(form).getByRole('button', { name: 'Save answers' }));
    expect(within(form).getAllByText('Please answer this question')).toHaveLength(riskQuestionKeys.length);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(within(form).getByRole('radio', { name: '30 to 44' }));
    await user.click(within(form).getByRole('radio', { name: 'In 7 to 15 years' }));
    await user.click(within(form).getByRole('radio', { name: 'Wait it out' }));
    await user.click(within(form).getByRole('radio', { name: 'Growth with some safety' }));
    await user.click(within(form).getByRole('radio', { name: 'Some years with funds or shares' }));
    await user.click(within(form).getByRole('radio', { name: 'Steady' }));
    await user.click(within(form).getByRole('button', { name: 'Save answers' }));

    expect(await screen.findByTestId('risk-profile')).toHaveTextContent('Growth');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(growthAnswers);
    const allocation = await screen.findByTestId('allocation');
    expect(allocation).toHaveTextContent('Shares (index funds)65%');

    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    expect(within(screen.getByTestId('risk-questionnaire')).getByRole('radio', { name: 'Steady' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('risk-profile')).toBeInTheDocument();
  });

  it('puts the emergency fund first when savings cover less than three months', async () => {
    declareInvestmentsApi(busySnapshot(), growthAnswers);
    renderInvestments();
    const plan = await screen.findByTestId('investments-plan');
    expect(plan).toHaveTextContent('First, build an emergency fund of three months of spending');
    expect(within(plan).getByTestId('next-steps')).toHaveTextContent('Set aside $5,800.01 more to cover 3 months of spending');
  });

  it('lists passive income with assumed yields and recomputes it for another amount', async () => {
    declareInvestmentsApi(fundedSnapshot(), growthAnswers);
    const { user } = renderInvestments();
    const card = await screen.findByTestId('passive-income');
    const savings = within(card)
      .getAllByTestId('passive-option')
      .find((option) => option.dataset.kind === 'high_yield_savings')!;
    expect(savings).toHaveTextContent('Assumed yield 4.0%');

    const amount = within(card).getByLabelText('Amount (USD)');
    await user.clear(amount);
    await user.type(amount, '10000');
    expect(amount).toHaveValue('10000');
    const yearly = within(card)
      .getAllByTestId('passive-option')
      .map((option) => [option.dataset.kind, within(option).getByTestId('passive-yearly').textContent]);
    expect(yearly).toContainEqual(['high_yield_savings', '$400.00 a year']);
    expect(card).toHaveTextContent('Yields are rounded planning assumptions');
  });

  it('writes amounts and percentages in the number format chosen in settings', async () => {
    declareInvestmentsApi(busySnapshot(), growthAnswers);
    const { queryClient } = renderInvestments();
    // The signed-in gate loads the settings; a page rendered alone finds them in the cache.
    queryClient.setQueryData(settingsKeys.settings, makeSettings({ numberFormat: 'de-DE' }));
    const plan = await screen.findByTestId('investments-plan');
    await waitFor(() => expect(within(plan).getByTestId('next-steps')).toHaveTextContent(/Set aside 5\.800,01\s\$ more/));
    const card = screen.getByTestId('passive-income');
    const savings = within(card)
      .getAllByTestId('passive-option')
      .find((option) => option.dataset.kind === 'high_yield_savings')!;
    expect(savings).toHaveTextContent(/Assumed yield 4,0\s%/);
    expect(within(savings).getByTestId('passive-yearly')).toHaveTextContent(/^[\d.]+,\d{2}\s\$ a year$/);
    expect(within(screen.getByTestId('growth-calculator')).getByTestId('calculator-final')).toHaveTextContent(/^[\d.]+,\d{2}\s\$$/);
  });

  it('works out compound growth as the numbers change', async () => {
    declareInvestmentsApi(makeSnapshot(), null);
    const { user } = renderInvestments();
    const calculator = await screen.findByTestId('growth-calculator');
    const set = async (label: string, value: string) => {
      const input = within(calculator).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    };
    await set('Starting amount (USD)', '0');
    await set('Each month (USD)', '100');
    await set('Yearly return (%)', '0');
    await set('Years', '2');
    await waitFor(() => expect(within(calculator).getByTestId('calculator-final')).toHaveTextContent('$2,400.00'));
    expect(within(calculator).getByTestId('calculator-growth')).toHaveTextContent('$0.00');

    await set('Years', '99');
    expect(within(calculator).getByText('Years must be a whole number from 1 to 50')).toBeInTheDocument();
    expect(within(calculator).queryByTestId('calculator-result')).not.toBeInTheDocument();
  });
});
