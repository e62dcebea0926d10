import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInZone } from '@domain/shared/dates';
import { toast } from '@/lib/toast';
import { TransactionsPage } from '@/features/transactions/transactions-page';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { makeSummary, makeTransaction } from '../../support/fixtures';
import { declareMoneyApi, type MoneyApiOptions } from '../../support/money-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(options: MoneyApiOptions = {}) {
  const server = declareMoneyApi(options);
  return { ...server, ...renderWithProviders(<TransactionsPage />, '/money-tracking') };
}

const today = todayInZone('UTC');

describe('money tracking page', () => {
  it("shows this month's income, spending and net against last month", async () => {
    renderPage();
    const income = await screen.findByTestId('summary-income');
    expect(income).toHaveTextContent('Income this month');
    expect(income).toHaveTextContent('$3,000.00');
    expect(income).toHaveTextContent('+$1,000.00 vs last month');
    expect(screen.getByTestId('summary-expenses')).toHaveTextContent('$500.00');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('$2,500.00');
  });

  it('says when transactions in another currency are left out of the month’s figures', async () => {
    declareMoneyApi();
    api.use({
      'GET /api/transactions/summary': () => makeSummary({ otherCurrencies: [{ currency: 'THB', count: 3, income: '0.00', expenses: '1250.00', transfers: '0.00' }] }),
    });
    renderWithProviders(<TransactionsPage />, '/money-tracking');
    const note = await screen.findByTestId('other-currencies-note');
    expect(note).toHaveTextContent('3 transactions in THB are not included (income THB 0.00, spending THB 1,250.00, transfers THB 0.00).');
    expect(note).toHaveTextContent('Totals are in USD; these have no exchange rate yet. Edit one to add its rate and it counts.');
  });

  it('lists transactions newest first under day headings with signed amounts', async () => {
    renderPage({
      transactions: [
        makeTransaction({ description: 'Salary', type: 'income', category: 'salary', amount: '3000.00', date: today }),
        makeTransaction({ description: 'Groceries run', amount: '42.50', date: today }),
        makeTransaction({ description: 'Bus pass', category: 'transport', amount: '30.00', date: addDays(today, -1) }),
      ],
    });
    const list = await screen.findByTestId('transaction-list');
    expect(within(list).getByRole('heading', { name: 'Today' })).toBeVisible();
    expect(within(list).getByRole('heading', { name: 'Yesterday' })).toBeVisible();
    const rows = within(list).getAllByTestId('transaction-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Salary') as string,
      expect.stringContaining('Groceries run') as string,
      expect.stringContaining('Bus pass') as string,
    ]);
    expect(rows[0]).toHaveTextContent('+$3,000.00');
    expect(rows[1]).toHaveTextContent('-$42.50');
    expect(rows[2]).toHaveTextContent('Transport');
  });

  it('shows a contribution to a goal in another currency in both: what was paid and what the goal received', async () => {
    renderPage({
      transactions: [
        makeTransaction({
          description: 'Share of the boat',
          type: 'transfer',
          category: 'goal_contribution',
          amount: '100.00',
          currency: 'EUR',
          baseCurrency: 'EUR',
          goalId: 'g1',
          goalCurrency: 'USD',
          goalRate: '1.08696',
          goalAmount: '108.70',
          date: today,
        }),
        makeTransaction({
          description: 'Own goal',
          type: 'transfer',
          category: 'goal_contribution',
          amount: '20.00',
          goalId: 'g2',
          goalCurrency: 'USD',
          goalRate: '1',
          goalAmount: '20.00',
          date: today,
        }),
      ],
    });
    const rows = within(await screen.findByTestId('transaction-list')).getAllByTestId('transaction-row');
    expect(rows[0]).toHaveTextContent('€100.00');
    expect(within(rows[0]!).getByTestId('transaction-goal-amount')).toHaveTextContent('$108.70 to the goal');
    expect(within(rows[1]!).queryByTestId('transaction-goal-amount')).toBeNull();
  });

  it('renders only the rows on screen and loads the next page as the end comes near', async () => {
    const transactions = Array.from({ length: 120 }, (_, index) => makeTransaction({ description: `Item ${index}`, date: addDays(today, -Math.floor(index / 3)) }));
    const { calls } = renderPage({ transactions, pageSize: 50 });
    const list = await screen.findByTestId('transaction-list');
    expect(within(list).getAllByTestId('transaction-row').length).toBeLessThan(30);
    expect(calls.filter((call) => call.url.startsWith('/api/transactions?'))).toHaveLength(1);

    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -3400, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: -3400, toJSON: () => ({}) });
    fireEvent.scroll(document);
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/transactions?'))).toHaveLength(2));
    expect(calls.at(-1)?.url).toContain('cursor=50');
    expect(await within(list).findByText('Item 40')).toBeInTheDocument();
    expect(within(list).queryByText('Item 0')).not.toBeInTheDocument();
  });

  it('searches descriptions once typing pauses', async () => {
    const { calls } = renderPage({ transactions: [makeTransaction({ description: 'Rent', date: today }), makeTransaction({ description: 'Coffee', date: today })] });
    await screen.findByText('Coffee');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search descriptions' }), 'rent');
    // The list leaves the screen while the search loads, a moment before its request goes out.
    await waitFor(() => expect(calls.some((call) => call.url.includes('q='))).toBe(true));
    await waitFor(() => expect(screen.queryByText('Coffee')).not.toBeInTheDocument());
    const searches = calls.filter((call) => call.url.includes('q='));
    expect(searches.map((call) => new URL(call.url, 'http://x').searchParams.get('q'))).toEqual(['rent']);
  });

  it('opens narrowed by a link, as the assistant’s “Data used” writes it, and the filters say so', async () => {
    const { calls } = declareMoneyApi({ transactions: [makeTransaction({ description: 'Lidl Berlin', date: today })] });
    renderWithProviders(<TransactionsPage />, '/money-tracking?from=2026-05-01&to=2026-05-20&type=expense&category=groceries&q=Lidl');
    await screen.findByText('Lidl Berlin');
    const listed = calls.filter((call) => new URL(call.url, 'http://x').pathname === '/api/transactions');
    const query = new URL(listed[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ from: '2026-05-01', to: '2026-05-20', type: 'expense', category: 'groceries', q: 'Lidl' });
    expect(screen.getByRole('searchbox', { name: 'Search descriptions' })).toHaveValue('Lidl');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('has an empty state that offers to add or import', async () => {
    renderPage();
    expect(await screen.findByText('No transactions yet')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add transaction' }).length).toBeGreaterThan(0);
  });

  it('shows the error with a retry that loads the list again', async () => {
    let fail = true;
    declareMoneyApi({ transactions: [makeTransaction({ description: 'Recovered', date: today })] });
    // Fails the list until the retry; every other call reaches the fake as usual.
    api.intercept((call) => (fail && call.url.startsWith('/api/transactions?') ? failure(403, 'nope', 'FORBIDDEN') : undefined));
    renderWithProviders(<TransactionsPage />, '/money-tracking');
    expect(await screen.findByText('Transactions could not be loaded')).toBeVisible();
    expect(screen.getByText("You don't have permission to access this resource")).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeVisible();
  });

  it('deletes a transaction after confirming', async () => {
    const rent = makeTransaction({ description: 'Rent', category: 'rent', amount: '900.00', date: today });
    const { calls } = renderPage({ transactions: [rent] });
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Rent' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Rent (-$900.00)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Transaction deleted')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `/api/transactions/${rent.id}`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'More actions for Rent' })).not.toBeInTheDocument());
  });

  it('opens the edit drawer seeded with the row', async () => {
    renderPage({ transactions: [makeTransaction({ description: 'Dinner out', category: 'dining', amount: '64.00', date: today })] });
    await userEvent.click(await screen.findByRole('button', { name: /Edit Dinner out/ }));
    const drawer = await screen.findByTestId('transaction-drawer');
    expect(within(drawer).getByRole('heading', { name: 'Edit transaction' })).toBeVisible();
    expect(within(drawer).getByLabelText('Amount')).toHaveValue('64.00');
    expect(within(drawer).getByLabelText('Description')).toHaveValue('Dinner out');
  });
});
