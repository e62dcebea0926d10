import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { TransactionForm } from '@/features/transactions/components/transaction-form';
import { todayInZone } from '@domain/shared/dates';
import { moneyKeys } from '@/lib/money-caches';
import { renderWithProviders } from '../../app/support';
import { api, failure, json, type Routes } from '../../support/fake-api';
import { makeGoal, makeSummary, makeTransaction, testUser } from '../../support/fixtures';
import { declareMoneyApi, type MoneyApiOptions } from '../../support/money-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** `routes` override the money API's before the form mounts and makes its first reads. */
function renderForm(options: MoneyApiOptions = {}, props: Partial<Parameters<typeof TransactionForm>[0]> = {}, routes: Routes = {}) {
  const server = declareMoneyApi(options);
  api.use(routes);
  const onDone = vi.fn();
  const view = renderWithProviders(<TransactionForm onDone={onDone} {...props} />, '/money-tracking');
  return { ...server, ...view, onDone };
}

async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const amount = () => screen.getByLabelText('Amount');
const category = () => screen.getByRole('combobox', { name: 'Category' });

describe('transaction form', () => {
  it('starts as an expense dated today', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Expense' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Date')).toHaveValue(todayInZone('UTC'));
  });

  it('shows the documented texts for a missing amount, category and date', async () => {
    const { calls } = renderForm();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('Amount is required')).toBeVisible();
    expect(screen.getByText('Category is required')).toBeVisible();
    expect(screen.getByText('Date is required')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a future date and a non-positive amount, with the client toasts', async () => {
    renderForm();
    await userEvent.type(amount(), '-5');
    await choose(category(), 'Groceries');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('Transaction date cannot be in the future.')).toBeVisible();
    expect(screen.getAllByText('Must be a valid positive number')[0]).toBeVisible();
    expect(await screen.findByText('Invalid amounts')).toBeVisible();
  });

  it('clears category, goal and destination when the type changes', async () => {
    renderForm({ goals: [makeGoal()] });
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer' }));
    await choose(category(), 'Savings');
    await choose(screen.getByRole('combobox', { name: 'Savings destination' }), 'Emergency fund');
    expect(screen.getByRole('combobox', { name: 'Savings destination' })).toHaveTextContent('Emergency fund');

    await userEvent.click(screen.getByRole('radio', { name: 'Income' }));
    expect(category()).toHaveTextContent('Select a category');
    expect(screen.queryByRole('combobox', { name: 'Savings destination' })).not.toBeInTheDocument();
    await userEvent.click(category());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Salary', 'Freelance', 'Investment', 'Gift', 'Other']);
  });

  it('clears goal and destination when the category changes', async () => {
    const goal = makeGoal({ title: 'New bike' });
    const { calls } = renderForm({ goals: [goal] });
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer' }));
    await choose(category(), 'Investment');
    expect(screen.getByRole('combobox', { name: 'Investment account' })).toBeVisible();
    await choose(screen.getByRole('combobox', { name: 'Investment account' }), 'Roth IRA');

    await choose(category(), 'Goal contribution');
    expect(screen.queryByRole('combobox', { name: 'Investment account' })).not.toBeInTheDocument();
    await choose(screen.getByRole('combobox', { name: 'Goal' }), 'New bike ($1,200.00 / $5,000.00)');

    await choose(category(), 'Savings');
    await choose(category(), 'Goal contribution');
    expect(screen.getByRole('combobox', { name: 'Goal' })).toHaveTextContent('Select a goal');
    await userEvent.type(amount(), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('Choose a goal for this contribution')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers only active goals, each with its current and target amounts', async () => {
    renderForm({
      goals: [
        makeGoal({ title: 'Trip to Lisbon', currentAmount: '300.00', targetAmount: '1500.00' }),
        makeGoal({ title: 'Old laptop', status: 'completed' }),
        makeGoal({ title: 'Shelved', status: 'archived' }),
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer' }));
    await choose(category(), 'Goal contribution');
    await userEvent.click(screen.getByRole('combobox', { name: 'Goal' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Trip to Lisbon($300.00 / $1,500.00)']);
  });

  it('offers goals shared with the user only when they may contribute, named with their owner', async () => {
    const owner = { id: 'u2', firstName: 'Ben', lastName: 'Okafor' };
    const shared = { isOwner: false, owner, userId: owner.id, sharedWith: [{ groupId: 'g1', groupName: 'Flatmates', permission: 'view' as const }] };
    renderForm({
      goals: [
        makeGoal({ title: 'Trip to Lisbon', currentAmount: '300.00', targetAmount: '1500.00' }),
        makeGoal({ ...shared, title: 'Group trip', permission: 'can_contribute', currentAmount: '50.00', targetAmount: '900.00' }),
        makeGoal({ ...shared, title: 'Shared fridge', permission: 'view' }),
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer' }));
    await choose(category(), 'Goal contribution');
    await userEvent.click(screen.getByRole('combobox', { name: 'Goal' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Trip to Lisbon($300.00 / $1,500.00)', 'Group trip· Ben Okafor’s goal($50.00 / $900.00)']);
  });

  it('starts as a contribution to a given goal', () => {
    const goal = makeGoal({ title: 'Group trip' });
    renderForm({ goals: [goal] }, { contributionGoalId: goal.id });
    expect(screen.getByRole('radio', { name: 'Transfer' })).toHaveAttribute('aria-checked', 'true');
    expect(category()).toHaveTextContent('Goal contribution');
  });

  it("says 'No active goals yet' when there is nothing to contribute to", async () => {
    renderForm({ goals: [makeGoal({ status: 'completed' })] });
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer' }));
    await choose(category(), 'Goal contribution');
    expect(await screen.findByText('No active goals yet')).toBeVisible();
  });

  it('posts the documented payload, toasts, refreshes the money caches and closes', async () => {
    const goal = makeGoal({ title: 'Trip' });
    const { calls, queryClient, onDone } = renderForm({ goals: [goal] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer' }));
    await choose(category(), 'Goal contribution');
    await choose(screen.getByRole('combobox', { name: 'Goal' }), 'Trip ($1,200.00 / $5,000.00)');
    await userEvent.type(amount(), '25.50');
    await userEvent.type(screen.getByLabelText('Description'), 'Birthday money');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));

    expect(await screen.findByText('Transaction added')).toBeVisible();
    expect(screen.getByText('Your transaction has been recorded successfully.')).toBeVisible();
    expect(onDone).toHaveBeenCalledOnce();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/transactions');
    expect(post?.body).toEqual({
      amount: '25.5',
      type: 'transfer',
      category: 'goal_contribution',
      description: 'Birthday money',
      goalId: goal.id,
      destination: null,
      date: `${todayInZone('UTC')}T00:00:00.000Z`,
      userId: testUser.id,
    });
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    for (const key of Object.values(moneyKeys).filter((value) => Array.isArray(value))) expect(refreshed).toContainEqual(key);
  });

  it('shows the server message when saving fails and stays open', async () => {
    const { onDone } = renderForm();
    api.use({
      'POST /api/transactions': () =>
        failure(400, 'Transaction date cannot be in the future.', 'VALIDATION', { fieldErrors: { date: 'Transaction date cannot be in the future.' } }),
    });
    await userEvent.type(amount(), '12');
    await choose(category(), 'Dining');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    const toastRegion = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(toastRegion).getByText('Error')).toBeVisible());
    expect(within(toastRegion).getByText('Transaction date cannot be in the future.')).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('edits a transaction with PATCH, starting from its values', async () => {
    const transaction = makeTransaction({ type: 'income', category: 'freelance', amount: '800.00', description: 'Logo design', date: '2025-02-10' });
    const { calls, onDone } = renderForm({ transactions: [transaction] }, { transaction });
    expect(amount()).toHaveValue('800.00');
    expect(screen.getByRole('radio', { name: 'Income' })).toHaveAttribute('aria-checked', 'true');
    expect(category()).toHaveTextContent('Freelance');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '850');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Transaction updated')).toBeVisible();
    expect(onDone).toHaveBeenCalledOnce();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/transactions/${transaction.id}`);
    expect(patch?.body).toMatchObject({ amount: '850', type: 'income', category: 'freelance', date: '2025-02-10T00:00:00.000Z' });
  });

  it('reads amounts typed with a comma or in Arabic-Indic digits and sends the exact decimal string', async () => {
    const { calls } = renderForm();
    await userEvent.type(amount(), '١٬٢٣٤٫٥');
    await choose(category(), 'Dining');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('Transaction added')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: '1234.5' });
  });

  it("accepts '12,50' as twelve and a half", async () => {
    const { calls } = renderForm();
    await userEvent.type(amount(), '12,50');
    await choose(category(), 'Dining');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('Transaction added')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: '12.5' });
  });

  it('refuses decimals in a currency that has none, naming it', async () => {
    const { calls } = renderForm({}, {}, { 'GET /api/transactions/summary': () => makeSummary({ currency: 'JPY' }) });
    await waitFor(() => expect(screen.getByTestId('transaction-form')).toHaveTextContent('JPY'));
    await userEvent.type(amount(), '12.5');
    await choose(category(), 'Dining');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findAllByText('JPY amounts cannot have decimals')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('retries a post lost on the way with the same Idempotency-Key', async () => {
    const { calls } = renderForm();
    let attempts = 0;
    api.use({
      'POST /api/transactions': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(201, makeTransaction({ amount: '9.99' }));
      },
    });
    await userEvent.type(amount(), '9.99');
    await choose(category(), 'Dining');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('Transaction added')).toBeVisible();
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
