import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInZone } from '@domain/shared/dates';
import type { Preferences } from '@domain/preferences/preferences';
import { toast } from '@/lib/toast';
import { GroupExpensesSection } from '@/features/groups/expenses/group-expenses-section';
import { i18n } from '@/lib/i18n';
import es from '../../../../../src/client/locales/es.json';
import { renderWithProviders } from '../../../app/support';
import { completedPreferences } from '../../../support/fixtures';
import { declareSession } from '../../../support/session';
import { ben, declareGroupExpensesApi, dee, makeGroupDetail, me } from './group-expenses-api';

afterEach(async () => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

vi.setConfig({ testTimeout: 30_000 });

const today = () => todayInZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

function renderSection(seed: Parameters<typeof declareGroupExpensesApi>[1] = [], language: Preferences['language'] = 'en') {
  const group = makeGroupDetail();
  const server = declareGroupExpensesApi(group, seed);
  if (language !== 'en') declareSession({ user: me, preferences: { ...completedPreferences, language } });
  renderWithProviders(<GroupExpensesSection group={group} />, `/groups/${group.id}`);
  return { ...server, user: userEvent.setup() };
}

const expensePosts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith('/expenses')).map((call) => call.body);

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('add-group-expense'));
  return screen.findByTestId('group-expense-form');
}

describe('a refund in the group expense form', () => {
  it('records a negative amount as a refund the receiver owes everyone their share of', async () => {
    const { calls, user } = renderSection([{ paidBy: me.id, amount: '300', members: [me.id, ben.userId, dee.userId] }]);
    expect(await screen.findByText('You are owed $200.00')).toBeVisible();
    const form = await openForm(user);
    expect(within(form).getByTestId('group-expense-amount-hint')).toHaveTextContent('Use a minus sign for a refund or money the group received.');
    await user.type(within(form).getByLabelText('Description'), 'Deposit came back');
    await user.type(within(form).getByLabelText('Amount'), '-90');
    expect(within(form).getByTestId('group-expense-amount-hint')).toHaveTextContent('Refund or income: whoever received it owes everyone their share.');
    expect(within(form).getByRole('combobox', { name: 'Received by' })).toHaveTextContent('You');
    expect(within(form).getByTestId(`split-share-${ben.userId}`)).toHaveTextContent('-$30.00');
    await user.click(within(form).getByRole('button', { name: 'Add expense' }));

    await waitFor(() => expect(expensePosts(calls)).toHaveLength(1));
    expect(expensePosts(calls)[0]).toEqual({
      description: 'Deposit came back',
      amount: '-90',
      paidBy: me.id,
      date: today(),
      split: { mode: 'equal', members: [{ userId: me.id }, { userId: ben.userId }, { userId: dee.userId }] },
      category: 'other',
    });
    // Paid 300, got 90 back: 210 spent, 70 each, so the others owe 140 now.
    expect(await screen.findByText('You are owed $140.00')).toBeVisible();
    const row = screen.getByTestId('group-expense-30000000-0000-4000-8000-000000000002');
    expect(within(row).getByTestId('group-expense-refund')).toHaveTextContent('Refund');
    expect(row).toHaveTextContent('Received by You');
    expect(within(row).getByTestId('my-expense-share')).toHaveTextContent('You get back $30.00');
  });

  it('checks an exact refund against its size, so parts of 30 and 60 add up to −90', async () => {
    const { calls, user } = renderSection();
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Description'), 'Cashback');
    await user.type(within(form).getByLabelText('Amount'), '-90');
    await user.click(within(form).getByRole('tab', { name: 'Exact' }));
    await user.type(within(form).getByLabelText('Amount for You'), '0');
    await user.type(within(form).getByLabelText('Amount for Ben Ito'), '30');
    await user.type(within(form).getByLabelText('Amount for Dee Rao'), '60');
    expect(within(form).getByTestId('split-remaining')).toHaveTextContent('Adds up');
    await user.click(within(form).getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(expensePosts(calls)).toHaveLength(1));
    expect(expensePosts(calls)[0]).toMatchObject({
      amount: '-90',
      split: {
        mode: 'exact',
        members: [
          { userId: me.id, value: '0' },
          { userId: ben.userId, value: '30' },
          { userId: dee.userId, value: '60' },
        ],
      },
    });
  });

  it('refuses zero with the message that says how to record a refund, in the reader’s language', async () => {
    i18n.addResourceBundle('es', 'translation', es);
    await act(() => i18n.changeLanguage('es'));
    const { calls, user } = renderSection([], 'es');
    const form = await openForm(user);
    await user.type(within(form).getByLabelText(es.groupExpenses.form.description), 'Nada');
    await user.type(within(form).getByLabelText(es.groupExpenses.form.amount), '0');
    await user.click(within(form).getByRole('button', { name: es.groupExpenses.form.submit }));
    expect(await within(form).findByText(es.validation.groupExpenseAmountInvalid)).toBeVisible();
    expect(expensePosts(calls)).toHaveLength(0);
  });
});
