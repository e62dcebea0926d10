import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { BudgetLine, BudgetMonth } from '@domain/budgets/budgets';
import { addMonths, todayInZone } from '@domain/shared/dates';
import { BudgetsPage } from '@/features/budgets/budgets-page';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { emptyCategoryList } from '../../support/fixtures';
import { declareSession } from '../../support/session';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const thisMonth = todayInZone('UTC').slice(0, 7);
const lastMonth = addMonths(`${thisMonth}-01`, -1).slice(0, 7);

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (value: number) => (value / 100).toFixed(2);

/** A month as the server answers it, from budgeted and spent per category. */
function monthOf(month: string, entries: Record<string, { budgeted: string; spent: string; rollover?: boolean }>, alerts: BudgetMonth['alerts'] = []): BudgetMonth {
  const budgets: BudgetLine[] = Object.entries(entries)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, entry]) => {
      const available = cents(entry.budgeted) - cents(entry.spent);
      return {
        category,
        budgeted: entry.budgeted,
        spent: entry.spent,
        carried: '0.00',
        available: money(available),
        over: money(Math.max(0, -available)),
        percent: cents(entry.budgeted) > 0 ? Math.floor((cents(entry.spent) * 1000) / cents(entry.budgeted)) / 10 : 0,
        rollover: entry.rollover ?? false,
      };
    });
  const sum = (pick: (line: BudgetLine) => string) => money(budgets.reduce((total, line) => total + cents(pick(line)), 0));
  return {
    month,
    currency: 'USD',
    income: '3000.00',
    budgets,
    totals: { budgeted: sum((line) => line.budgeted), spent: sum((line) => line.spent), available: sum((line) => line.available), carried: '0.00', income: '3000.00' },
    alerts,
  };
}

function renderPage(months: Record<string, BudgetMonth>) {
  declareSession();
  const spent: Record<string, string> = { groceries: '120.25' };
  api.use({
    'GET /api/categories': () => emptyCategoryList(),
    'GET /api/budgets': ({ query }) => months[query.get('month') ?? ''] ?? monthOf(query.get('month') ?? thisMonth, {}),
    'PUT /api/budgets/:month/:category': ({ params, body }) => {
      const { amount, rollover } = body as { amount: string; rollover: boolean };
      const current = months[params.month!] ?? monthOf(params.month!, {});
      const entries = Object.fromEntries(current.budgets.map((line) => [line.category, { budgeted: line.budgeted, spent: line.spent, rollover: line.rollover }]));
      entries[params.category!] = { budgeted: Number(amount).toFixed(2), spent: spent[params.category!] ?? '0.00', rollover };
      months[params.month!] = monthOf(params.month!, entries);
      return months[params.month!];
    },
    'POST /api/budgets/:month/copy-previous': ({ params }) => {
      const previous = months[addMonths(`${params.month}-01`, -1).slice(0, 7)];
      const entries = Object.fromEntries((previous?.budgets ?? []).map((line) => [line.category, { budgeted: line.budgeted, spent: '0.00' }]));
      months[params.month!] = monthOf(params.month!, entries);
      return { ...months[params.month!]!, changed: previous?.budgets.length ?? 0 };
    },
    'POST /api/budgets/alerts/dismiss': ({ body }) => {
      const { month } = body as { month: string };
      months[month] = { ...months[month]!, alerts: [] };
      return { dismissed: 1 };
    },
  });
  renderWithProviders(<BudgetsPage />, '/budgets');
  return userEvent.setup();
}

describe('the budgets screen', () => {
  it('starts empty with a call to action, then sets a budget through the editor, checking the amount', async () => {
    const user = renderPage({});
    const empty = await screen.findByTestId('budgets-empty');
    expect(empty).toHaveTextContent(/No budgets for/);
    expect(screen.getByTestId('budgets-total-budgeted')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('budgets-total-income')).toHaveTextContent('$3,000.00');

    await user.click(within(empty).getByTestId('budgets-add'));
    const dialog = await screen.findByTestId('budgets-dialog');
    expect(within(dialog).getByTestId('budgets-form-category')).toHaveTextContent('Rent');
    await user.type(within(dialog).getByTestId('budgets-form-amount'), '-3');
    await user.click(within(dialog).getByTestId('budgets-form-submit'));
    expect(await within(dialog).findByText('Enter a budget of 0 or more')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/budgets/${thisMonth}/rent`)).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('budgets-form-amount'));
    await user.type(within(dialog).getByTestId('budgets-form-amount'), '950');
    await user.click(within(dialog).getByTestId('budgets-form-rollover'));
    await user.click(within(dialog).getByTestId('budgets-form-submit'));
    await waitFor(() => expect(api.callsTo(`PUT /api/budgets/${thisMonth}/rent`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/budgets/${thisMonth}/rent`)[0]!.body).toEqual({ amount: '950', rollover: true });
    expect(await screen.findByText('Budget saved')).toBeInTheDocument();
    const row = await screen.findByTestId('budgets-row');
    expect(row).toHaveTextContent('Rent');
    expect(row).toHaveTextContent('$0.00 of $950.00');
    expect(row).toHaveTextContent('Rolls over');
  });

  it('shows spending against each budget, overspending in red with the amount over, and a dismissible alert', async () => {
    const user = renderPage({
      [thisMonth]: monthOf(thisMonth, { groceries: { budgeted: '100.50', spent: '120.25' }, dining: { budgeted: '200.00', spent: '50.00' } }, [
        { month: thisMonth, category: 'groceries', threshold: 100, percent: 119.6, createdAt: '2026-11-20T10:00:00.000Z' },
        { month: thisMonth, category: 'groceries', threshold: 80, percent: 119.6, createdAt: '2026-11-18T10:00:00.000Z' },
      ]),
    });
    const groceries = (await screen.findAllByTestId('budgets-row')).find((row) => row.dataset.category === 'groceries')!;
    expect(groceries).toHaveAttribute('data-tone', 'over');
    expect(within(groceries).getByTestId('budgets-row-status')).toHaveTextContent('Over by $19.75');
    expect(within(groceries).getByTestId('budgets-row-status')).toHaveClass('text-destructive');
    const bar = within(groceries).getByRole('progressbar', { name: 'Groceries: spent of budget' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Dining: spent of budget' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('budgets-total-available')).toHaveTextContent('$130.25');

    const alerts = screen.getAllByTestId('budgets-alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Groceries is over its budget (120% spent)');
    await user.click(within(alerts[0]!).getByTestId('budgets-alert-dismiss'));
    await waitFor(() => expect(api.callsTo('POST /api/budgets/alerts/dismiss')).toHaveLength(1));
    expect(api.callsTo('POST /api/budgets/alerts/dismiss')[0]!.body).toEqual({ month: thisMonth, category: 'groceries' });
    await waitFor(() => expect(screen.queryByTestId('budgets-alert')).not.toBeInTheDocument());
  });

  it('moves between months and copies last month’s budgets in one click', async () => {
    const user = renderPage({ [lastMonth]: monthOf(lastMonth, { rent: { budgeted: '900.00', spent: '900.00' }, transport: { budgeted: '60.00', spent: '10.00' } }) });
    await screen.findByTestId('budgets-empty');
    const name = screen.getByTestId('budgets-month-name').textContent;

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(screen.getAllByTestId('budgets-row')).toHaveLength(2));
    expect(screen.getByTestId('budgets-month-name').textContent).not.toBe(name);
    await user.click(screen.getByTestId('budgets-month-current'));
    await screen.findByTestId('budgets-empty');
    expect(screen.getByTestId('budgets-month-name').textContent).toBe(name);

    await user.click(screen.getByTestId('budgets-copy-previous'));
    expect(await screen.findByText('Budgets copied from last month: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('budgets-row')).toHaveLength(2));
  });

  it('shows the server’s field text when it refuses a budget', async () => {
    const user = renderPage({});
    api.use({
      'PUT /api/budgets/:month/:category': () =>
        failure(400, 'Choose one of your expense categories', 'VALIDATION_FAILED', {
          fieldErrors: { category: 'Choose one of your expense categories' },
          fieldKeys: { category: { key: 'budgets.categoryInvalid' } },
        }),
    });
    await user.click(await screen.findByTestId('budgets-add'));
    const dialog = await screen.findByTestId('budgets-dialog');
    await user.type(within(dialog).getByTestId('budgets-form-amount'), '10');
    await user.click(within(dialog).getByTestId('budgets-form-submit'));
    expect(await within(dialog).findByText('Choose one of your expense categories')).toBeInTheDocument();
  });
});
