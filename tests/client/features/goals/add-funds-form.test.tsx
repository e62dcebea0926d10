import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@domain/goals/goals';
import { toast } from '@/lib/toast';
import { AddFundsForm } from '@/features/goals/add-funds/add-funds-form';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { makeGoal, makeSettings, makeTransaction } from '../../support/fixtures';
import { declareSession } from '../../support/session';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
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
    act(() => {
      queryClient.setQueryData(settingsKeys.settings, makeSettings({ numberFormat: 'de-DE' }));
    });
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
      act(() => {
        queryClient.setQueryData(settingsKeys.settings, makeSettings({ timezone: 'Pacific/Kiritimati' }));
      });
      await waitFor(() => expect(within(form).getByTestId('add-funds-date')).toHaveValue('2026-11-24'));
      expect(within(form).getByTestId('add-funds-date')).toHaveAttribute('max', '2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('adding funds to a goal saved in another currency', () => {
  const euroRates = (date: string) => ({ base: 'EUR', date, publishedOn: date, rates: { EUR: '1', USD: '1.08696' }, unavailable: ['VND'] });

  /** The form for a member whose account is in euros, once their settings are known. */
  async function renderInEuros(goal: Goal, routes: Parameters<typeof api.use>[0] = {}) {
    declareAddFundsApi([goal]);
    api.use(routes);
    const view = await renderForm(goal.id);
    act(() => {
      view.queryClient.setQueryData(settingsKeys.settings, makeSettings({ currency: 'EUR' }));
    });
    return view;
  }

  it('takes the member’s own currency at the day’s reference rate and says what the goal gets in both', async () => {
    const boat = makeGoal({ title: 'Boat', currency: 'USD', currentAmount: '0.00', targetAmount: '1000.00' });
    const { form, onDone, user } = await renderInEuros(boat, {
      'GET /api/currency/rates': (request) => euroRates(request.query.get('date') ?? '2026-11-20'),
      'POST /api/transactions': () =>
        json(201, makeTransaction({ amount: '100.00', currency: 'EUR', baseCurrency: 'EUR', goalId: boat.id, goalCurrency: 'USD', goalRate: '1.08696', goalAmount: '108.70' })),
    });
    const rate = await within(form).findByTestId('add-funds-rate');
    await waitFor(() => expect(rate).toHaveValue('1.08696'));
    expect(within(form).getByLabelText('Rate: 1 EUR in USD')).toBe(rate);
    await user.type(within(form).getByLabelText('Amount'), '100');
    expect(await within(form).findByText(/The goal gets \$108\.70\./)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('POST /api/transactions')[0]?.body).toMatchObject({ amount: '100', goalId: boat.id, goalRate: '1.08696' });
    expect(await screen.findByText('€100.00 ($108.70) added to Boat.')).toBeInTheDocument();
  });

  it('asks for the rate when none can be had instead of refusing, and sends the typed one', async () => {
    const boat = makeGoal({ title: 'Boat', currency: 'USD' });
    let answered = 0;
    const { form, onDone, user } = await renderInEuros(boat, {
      'GET /api/currency/rates': () => failure(503, 'Exchange rates are unavailable right now. Enter the rate yourself.', 'RATES_UNAVAILABLE'),
      'POST /api/transactions': () => {
        answered += 1;
        return answered === 1
          ? json(400, {
              code: 'RATES_UNAVAILABLE',
              message: 'Exchange rates are unavailable right now. Enter the rate yourself.',
              fieldErrors: { goalRate: 'Exchange rates are unavailable right now. Enter the rate yourself.' },
            })
          : json(201, makeTransaction({ amount: '10.00', currency: 'EUR', goalCurrency: 'USD', goalRate: '1.1', goalAmount: '11.00' }));
      },
    });
    expect(await within(form).findByText('Exchange rates are unavailable right now. Type the rate you paid.')).toBeVisible();
    await user.type(within(form).getByLabelText('Amount'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));
    expect(await within(form).findByText('Exchange rates are unavailable right now. Enter the rate yourself.')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();

    await user.type(within(form).getByTestId('add-funds-rate'), '1,1');
    expect(await within(form).findByText(/The goal gets \$11\.00\./)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Add funds' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('POST /api/transactions')[1]?.body).toMatchObject({ amount: '10', goalRate: '1.1' });
  });

  it('shows no rate for a goal in the member’s own currency', async () => {
    const trip = makeGoal({ title: 'Trip', currency: 'EUR' });
    const { form } = await renderInEuros(trip);
    await waitFor(() => expect(within(form).getByTestId('add-funds-goal')).toHaveTextContent('Trip'));
    expect(within(form).queryByTestId('add-funds-rate')).toBeNull();
  });
});
