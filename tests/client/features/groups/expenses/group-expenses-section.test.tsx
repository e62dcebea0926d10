import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInZone } from '@domain/shared/dates';
import { deletedUserName } from '@domain/account/account';
import { toast } from '@/lib/toast';
import { GroupExpensesSection } from '@/features/groups/expenses/group-expenses-section';
import { i18n } from '@/lib/i18n';
import es from '../../../../../src/client/locales/es.json';
import { renderWithProviders } from '../../../app/support';
import { ben, declareGroupExpensesApi, dee, makeGroupDetail, me } from './group-expenses-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

vi.setConfig({ testTimeout: 30_000 });

const today = () => todayInZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

function renderSection(seed: Parameters<typeof declareGroupExpensesApi>[1] = [], options: Parameters<typeof declareGroupExpensesApi>[2] = {}) {
  const group = makeGroupDetail();
  const server = declareGroupExpensesApi(group, seed, options);
  const view = renderWithProviders(<GroupExpensesSection group={group} />, `/groups/${group.id}`);
  return { ...server, ...view, group, user: userEvent.setup() };
}

const posts = (calls: { method: string; url: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith(path)).map((call) => call.body);

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('add-group-expense'));
  return screen.findByTestId('group-expense-form');
}

describe('group expenses section', () => {
  it('adds an expense split equally and shows the new balances', async () => {
    const { calls, user } = renderSection();
    expect(await screen.findByText("You're all settled up")).toBeVisible();
    expect(screen.getByText('No expenses yet')).toBeVisible();

    const form = await openForm(user);
    expect(within(form).getByRole('combobox', { name: 'Paid by' })).toHaveTextContent('You');
    expect(within(form).getByLabelText('Date')).toHaveValue(today());
    await user.type(within(form).getByLabelText('Description'), 'Dinner');
    await user.type(within(form).getByLabelText('Amount'), '90');
    // The category everyone's share counts in, with the transactions form's labels; Other unless chosen.
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Other');
    await user.click(within(form).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Dining' }));
    // A live preview of everyone's part, the extra cent rule included.
    expect(within(form).getByTestId(`split-share-${ben.userId}`)).toHaveTextContent('$30.00');
    await user.click(within(form).getByRole('button', { name: 'Add expense' }));

    await waitFor(() => expect(posts(calls, '/expenses')).toHaveLength(1));
    expect(posts(calls, '/expenses')[0]).toEqual({
      description: 'Dinner',
      amount: '90',
      paidBy: me.id,
      date: today(),
      split: { mode: 'equal', members: [{ userId: me.id }, { userId: ben.userId }, { userId: dee.userId }] },
      category: 'dining',
    });
    expect(await screen.findByText('You are owed $60.00')).toBeVisible();
    expect(screen.getByTestId(`group-balance-${ben.userId}`)).toHaveTextContent('owes $30.00');
    expect(screen.getByTestId(`group-balance-${ben.userId}`)).toHaveAttribute('data-state', 'owes');
    const row = screen.getByTestId(/^group-expense-30000000/);
    expect(row).toHaveTextContent('Dinner');
    expect(within(row).getByTestId('group-expense-category')).toHaveTextContent('Dining');
    expect(row).toHaveTextContent('$90.00');
    expect(row).toHaveTextContent('Your share $30.00');
  });

  it('keeps an exact split from being saved until the amounts add up', async () => {
    const { calls, user } = renderSection();
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Description'), 'Concert tickets');
    await user.type(within(form).getByLabelText('Amount'), '100');
    await user.click(within(form).getByRole('tab', { name: 'Exact' }));
    await user.type(within(form).getByLabelText('Amount for You'), '50');
    await user.type(within(form).getByLabelText('Amount for Ben Ito'), '30');

    const remaining = within(form).getByTestId('split-remaining');
    expect(remaining).toHaveTextContent('$20.00 left to assign');
    expect(remaining).toHaveClass('text-destructive');
    const submit = within(form).getByRole('button', { name: 'Add expense' });
    expect(submit).toBeDisabled();

    await user.type(within(form).getByLabelText('Amount for Dee Rao'), '25');
    expect(remaining).toHaveTextContent('$5.00 too much');
    expect(submit).toBeDisabled();
    await user.clear(within(form).getByLabelText('Amount for Dee Rao'));
    await user.type(within(form).getByLabelText('Amount for Dee Rao'), '20');
    expect(remaining).toHaveTextContent('Adds up');
    expect(remaining).toHaveClass('text-success');
    expect(submit).toBeEnabled();

    await user.click(submit);
    await waitFor(() => expect(posts(calls, '/expenses')).toHaveLength(1));
    expect(posts(calls, '/expenses')[0]).toMatchObject({
      amount: '100',
      split: {
        mode: 'exact',
        members: [
          { userId: me.id, value: '50' },
          { userId: ben.userId, value: '30' },
          { userId: dee.userId, value: '20' },
        ],
      },
    });
    expect(await screen.findByText('You are owed $50.00')).toBeVisible();
  });

  it('tells a screen reader "You pay Ben Ito" and "Ben Ito pays you", never "You pays"', async () => {
    renderSection([{ paidBy: ben.userId, amount: '60', members: [me.id, ben.userId] }]);
    const owing = await screen.findByTestId('settle-suggestion-0');
    expect(owing).toHaveTextContent('You pay Ben Ito');
    expect(owing).not.toHaveTextContent('You pays');
    cleanup();
    renderSection([{ paidBy: me.id, amount: '60', members: [me.id, ben.userId] }]);
    expect(await screen.findByTestId('settle-suggestion-0')).toHaveTextContent('Ben Ito pays you');
  });

  it('records a suggested payment, also in money tracking, and settles the balance', async () => {
    const { calls, user } = renderSection([{ paidBy: me.id, amount: '60', members: [me.id, ben.userId] }]);
    expect(await screen.findByText('You are owed $30.00')).toBeVisible();
    const suggestion = screen.getByTestId('settle-suggestion-0');
    expect(suggestion).toHaveTextContent('Ben Ito');
    expect(suggestion).toHaveTextContent('$30.00');

    await user.click(within(suggestion).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByTestId('record-payment-dialog');
    expect(within(dialog).getByLabelText('Amount paid')).toHaveValue('30.00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also record in my money tracking' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(posts(calls, '/settlements')).toHaveLength(1));
    expect(posts(calls, '/settlements')[0]).toEqual({ from: ben.userId, to: me.id, amount: '30', recordInMoneyTracking: true });
    expect(await screen.findByText("You're all settled up")).toBeVisible();
    expect(screen.getByTestId('settle-suggestions-none')).toBeVisible();
    expect(await screen.findByText('Payment recorded')).toBeVisible();
    expect(screen.getByText('In money tracking')).toBeVisible();
  });

  it('names a deleted account’s expenses “Deleted user” in the reader’s language', async () => {
    const standIn = { userId: '10000000-0000-4000-8000-0000000000ff', ...deletedUserName };
    const group = makeGroupDetail();
    declareGroupExpensesApi(group, [{ paidBy: standIn.userId, amount: '40', members: [standIn.userId, me.id], description: 'Taxi' }], { formerMembers: [standIn] });
    i18n.addResourceBundle('es', 'translation', es);
    await i18n.changeLanguage('es');
    try {
      renderWithProviders(<GroupExpensesSection group={group} />, `/groups/${group.id}`);
      const list = await screen.findByTestId('group-expenses-list');
      expect(within(list).getAllByText(/Pagó Usuario eliminado/)[0]).toBeVisible();
      expect(list).not.toHaveTextContent('Deleted user');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('loads older expenses with “Load more”, passing the cursor back', async () => {
    const seed = Array.from({ length: 5 }, (_, index) => ({ paidBy: me.id, amount: '10', members: [me.id, ben.userId], description: `Coffee ${index + 1}` }));
    const { calls, user } = renderSection(seed, { pageSize: 3 });
    const list = await screen.findByTestId('group-expenses-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/expenses?cursor=3'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('edits an expense from its menu and deletes another after confirming', async () => {
    const { calls, user } = renderSection([
      { paidBy: me.id, amount: '40', members: [me.id, ben.userId], description: 'Taxi' },
      { paidBy: ben.userId, amount: '20', members: [me.id, ben.userId], description: 'Snacks' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Taxi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = await screen.findByTestId('group-expense-form');
    expect(within(form).getByLabelText('Description')).toHaveValue('Taxi');
    expect(within(form).getByLabelText('Amount')).toHaveValue('40.00');
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '50');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ description: 'Taxi', amount: '50', split: { mode: 'equal' } });
    // Ann paid 50 shared with Ben (25 each); Ben paid 20 shared with Ann (10 each): Ann is owed 15.
    expect(await screen.findByText('You are owed $15.00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Actions for Snacks' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete Snacks?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You are owed $25.00')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/expenses/30000000-0000-4000-8000-000000000002'))).toBe(true);
  });
});
