import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@domain/goals';
import { dismissToast } from '@/components/ui/use-toast';
import { AddFundsForm } from '@/features/goals/add-funds/add-funds-form';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, json } from '../../support/fake-api';
import { makeGoal, makeSettings, makeTransaction } from '../../support/fixtures';
import { declareSession } from '../../support/session';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => dismissToast());
});

function declareAddFundsApi(goals: Goal[]) {
  declareSession();
  api.use({
    'GET /api/financial-goals': () => goals,
    'POST /api/transactions': ({ body }) => json(201, makeTransaction(body as Record<string, string>)),
  });
}

async function renderForm(goalId?: string) {
  const onDone = vi.fn();
  const view = renderWithProviders(<AddFundsForm onDone={onDone} prefill={goalId ? { goalId } : undefined} />);
  const form = await screen.findByTestId('add-funds-form');
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { form, onDone, user: userEvent.setup(), queryClient: view.queryClient };
}

describe('the add-funds form', () => {
  it('records a goal contribution from the chosen source and says so', async () => {
    const vacation = makeGoal({ title: 'Vacation', currentAmount: '200.00', targetAmount: '1500.00' });
    declareAddFundsApi([vacation]);
    const { form, onDone, user } = await renderForm(vacation.id);
    expect(within(form).getByTestId('add-funds-goal')).toHaveTextContent('Vacation');
    await user.click(within(form).getByRole('combobox', { name: 'From' }));
    await user.click(await screen.findByRole('option', { name: 'General savings' }));
    await user.type(within(form).getByLabelText('Amount'), '75.50');
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [call] = api.callsTo('POST /api/transactions');
    expect(call?.body).toMatchObject({ type: 'transfer', category: 'goal_contribution', goalId: vacation.id, amount: '75.5', description: 'From General savings' });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Transaction added')).toBeInTheDocument();
    expect(screen.getByText('$75.50 added to Vacation.')).toBeInTheDocument();
  });

  it('writes amounts in the number format chosen in settings', async () => {
    const vacation = makeGoal({ title: 'Vacation', currentAmount: '1200.00', targetAmount: '1500.00' });
    declareAddFundsApi([vacation]);
    const { form, onDone, user, queryClient } = await renderForm(vacation.id);
    // The signed-in gate loads the settings; a form rendered alone finds them in the cache.
    act(() => queryClient.setQueryData(settingsKeys.settings, makeSettings({ numberFormat: 'de-DE' })));
    await user.click(within(form).getByRole('combobox', { name: 'Goal' }));
    await user.click(await screen.findByRole('option', { name: /^Vacation\s*\(1\.200,00\s\$ \/ 1\.500,00\s\$\)$/ }));
    await user.type(within(form).getByLabelText('Amount'), '1000');
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await screen.findByText('1.000,00 $ added to Vacation.')).toBeInTheDocument();
  });

  it('asks for an amount, a valid positive number and a date that is not in the future', async () => {
    const vacation = makeGoal({ title: 'Vacation' });
    declareAddFundsApi([vacation]);
    const { form, user } = await renderForm(vacation.id);
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));
    expect(await within(form).findByText('Amount is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Amount'), '-5');
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));
    expect(await within(form).findByText('Must be a valid positive number')).toBeInTheDocument();
    expect(await screen.findByText('Invalid amounts')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '10');
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2999-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));
    expect(await within(form).findByText('Transaction date cannot be in the future.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));
    expect(await within(form).findByText('Date is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/transactions')).toHaveLength(0);
  });

  it('asks for a goal when opened without one, offering only active goals', async () => {
    const active = makeGoal({ title: 'Vacation' });
    const archived = makeGoal({ title: 'Old car', status: 'archived' });
    declareAddFundsApi([active, archived]);
    const { form, user } = await renderForm();
    await user.type(within(form).getByLabelText('Amount'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));
    expect(await within(form).findByText('Choose a goal for this contribution')).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: 'Goal' }));
    expect(await screen.findByRole('option', { name: /Vacation/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Old car/ })).not.toBeInTheDocument();
  });

  it('dates the contribution today in the account’s zone, not the browser’s', async () => {
    // The browser reads UTC; the account lives in Kiritimati (UTC+14), already on the next day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:30:00Z'));
    try {
      const vacation = makeGoal({ title: 'Vacation' });
      declareAddFundsApi([vacation]);
      const { form, queryClient } = await renderForm(vacation.id);
      // The account's settings may arrive after the form opens; the date follows them.
      act(() => queryClient.setQueryData(settingsKeys.settings, makeSettings({ timezone: 'Pacific/Kiritimati' })));
      await waitFor(() => expect(within(form).getByTestId('add-funds-date')).toHaveValue('2026-11-24'));
      expect(within(form).getByTestId('add-funds-date')).toHaveAttribute('max', '2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });
});
