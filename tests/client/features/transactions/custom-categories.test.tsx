import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { TransactionForm } from '@/features/transactions/components/transaction-form';
import { TransactionsPage } from '@/features/transactions/transactions-page';
import { renderWithProviders } from '../../app/support';
import { api } from '../../support/fake-api';
import { emptyCategoryList, makeCustomCategory, makeTransaction } from '../../support/fixtures';
import { declareMoneyApi } from '../../support/money-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const pets = makeCustomCategory({ name: 'Pets', type: 'expense' });
const tips = makeCustomCategory({ id: '0190a1b2-0000-7000-8000-000000000002', name: 'Tips', type: 'income', icon: 'coins' });

describe('custom categories in money tracking', () => {
  it('name the rows that use them', async () => {
    declareMoneyApi({ transactions: [makeTransaction({ category: pets.key, description: '' })] });
    api.use({ 'GET /api/categories': () => emptyCategoryList([pets, tips]) });
    renderWithProviders(<TransactionsPage />, '/money-tracking');
    const row = await screen.findByTestId('transaction-row');
    await waitFor(() => expect(row).toHaveTextContent('Pets'));
    expect(row).not.toHaveTextContent('custom:');
  });

  it('are offered by the form for their own type only, and sent as their key', async () => {
    declareMoneyApi();
    api.use({ 'GET /api/categories': () => emptyCategoryList([pets, tips]) });
    renderWithProviders(<TransactionForm onDone={() => undefined} />, '/money-tracking');
    await userEvent.type(screen.getByLabelText('Amount'), '12');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: 'Pets' })).toBeVisible();
    expect(within(listbox).queryByRole('option', { name: 'Tips' })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Pets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    await waitFor(() => expect(api.callsTo('POST /api/transactions')).toHaveLength(1));
    expect(api.callsTo('POST /api/transactions')[0]?.body).toMatchObject({ category: pets.key, type: 'expense' });
  });
});
