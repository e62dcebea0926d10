import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { todayInZone } from '@domain/shared/dates';
import type { GroupExpenseCandidates } from '@domain/group-shares/group-shares';
import type { Transaction } from '@domain/transactions/transactions';
import { toast } from '@/lib/toast';
import { TransactionsPage } from '@/features/transactions/transactions-page';
import { renderWithProviders } from '../../app/support';
import { api } from '../../support/fake-api';
import { makeTransaction } from '../../support/fixtures';
import { declareMoneyApi } from '../../support/money-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const today = todayInZone('UTC');
const groupId = '20000000-0000-4000-8000-000000000001';
const expenseId = '30000000-0000-4000-8000-000000000001';
const otherExpenseId = '30000000-0000-4000-8000-000000000002';

const share = makeTransaction({
  description: 'Weekly shop',
  category: 'groceries',
  amount: '40.00',
  date: today,
  groupExpenseId: expenseId,
  groupExpense: { id: expenseId, groupId, groupName: 'Flat 4B', description: 'Weekly shop' },
});

function renderPage(transactions: Transaction[]) {
  const server = declareMoneyApi({ transactions });
  return { ...server, ...renderWithProviders(<TransactionsPage />, '/money-tracking') };
}

describe('a share of a group expense in money tracking', () => {
  it('is marked with its group, opens the expense in the group, and offers no edit or delete', async () => {
    renderPage([share]);
    const row = await screen.findByTestId('transaction-row');
    expect(within(row).getByTestId('group-share-badge')).toHaveTextContent('Group share · Flat 4B');
    // The row itself leads to the expense in its group instead of the edit form.
    expect(within(row).getByRole('link', { name: /Weekly shop/ })).toHaveAttribute('href', `/groups/${groupId}#expense-${expenseId}`);
    await userEvent.click(within(row).getByRole('button', { name: 'More actions for Weekly shop' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Open the expense in Flat 4B' })).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Link to a group expense' })).not.toBeInTheDocument();
  });
});

describe('linking a payment to the group expense it paid', () => {
  it('lists the user’s group expenses with the likely match first and links the chosen one', async () => {
    const payment = makeTransaction({ description: 'Supermarket', amount: '120.00', date: today });
    const { calls, store } = renderPage([payment]);
    const candidates: GroupExpenseCandidates = {
      items: [
        { id: expenseId, groupId, groupName: 'Flat 4B', description: 'Weekly shop', amount: '120.00', currency: 'USD', date: today, matches: true },
        { id: otherExpenseId, groupId, groupName: 'Flat 4B', description: 'Cleaning', amount: '35.00', currency: 'USD', date: today, matches: false },
      ],
    };
    api.use({
      'GET /api/transactions/:id/group-expense-candidates': () => candidates,
      'PUT /api/transactions/:id/group-expense': ({ params, body }) => {
        const index = store.findIndex((item) => item.id === params.id);
        const chosen = (body as { groupExpenseId: string }).groupExpenseId;
        store[index] = { ...store[index]!, paidGroupExpenseId: chosen, groupExpense: { id: chosen, groupId, groupName: 'Flat 4B', description: 'Weekly shop' } };
        return store[index];
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Supermarket' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Link to a group expense' }));
    const dialog = await screen.findByTestId('link-group-expense-dialog');
    const options = await within(dialog).findAllByTestId('group-expense-candidate');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('Weekly shop') as string, expect.stringContaining('Cleaning') as string]);
    expect(within(options[0]!).getByTestId('group-expense-candidate-match')).toHaveTextContent('Same amount and date');
    expect(within(options[1]!).queryByTestId('group-expense-candidate-match')).not.toBeInTheDocument();

    await userEvent.click(options[0]!);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.url === `/api/transactions/${payment.id}/group-expense`)).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ groupExpenseId: expenseId });
    await waitFor(() => expect(screen.queryByTestId('link-group-expense-dialog')).not.toBeInTheDocument());
    // The refreshed list shows what it paid; it stays editable, since it is the user's own.
    const row = await screen.findByTestId('group-share-badge');
    expect(row).toHaveTextContent('Paid group expense · Weekly shop');
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Supermarket' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Unlink from the group expense' })).toBeVisible();
  });
});
