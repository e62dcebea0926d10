import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomCategory } from '@domain/categories/custom-categories';
import { freeSubscription, type SubscriptionState } from '@domain/billing/plans';
import { toast } from '@/lib/toast';
import { CategoriesSection } from '@/features/settings/components/categories-section';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { emptyCategoryList, makeCustomCategory } from '../../support/fixtures';
import { declareSession } from '../../support/session';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const deletes = () => api.calls.filter((call) => call.method === 'DELETE' && call.url.includes('/api/categories/'));

const premium: SubscriptionState = { plan: 'premium', interval: 'month', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false };

function renderCategories({ plan = premium, custom = [] as CustomCategory[], listFails = (): boolean => false } = {}) {
  let store = [...custom];
  declareSession();
  api.use({
    'GET /api/subscription': () => plan,
    'GET /api/categories': () => (listFails() ? failure(500, 'Something went wrong', 'INTERNAL_ERROR') : emptyCategoryList(store)),
    'POST /api/categories': ({ body }) => {
      const values = body as Partial<CustomCategory>;
      if (store.some((category) => category.name.toLowerCase() === values.name?.trim().toLowerCase())) {
        return json(409, {
          message: 'You already have a category with this name',
          code: 'category_name_taken',
          fieldErrors: { name: 'You already have a category with this name' },
        });
      }
      const created = makeCustomCategory({ ...values, id: '0190a1b2-0000-7000-8000-0000000000aa' });
      store = [...store, created];
      return json(201, created);
    },
    'DELETE /api/categories/:id': ({ params }) => {
      store = store.filter((category) => category.id !== params.id);
      return json(204);
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<CategoriesSection />, '/settings');
  return { user };
}

describe('the categories section', () => {
  it('says the categories could not be loaded, rather than showing empty lists, and loads them on retry', async () => {
    let fail = true;
    const { user } = renderCategories({ custom: [makeCustomCategory({ name: 'Pets', transactionCount: 3 })], listFails: () => fail });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server error. Please try again later');
    expect(screen.queryByText('No categories of your own yet.')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pets')).toBeVisible();
  });

  it('shows a Free account its categories read-only with an upgrade link', async () => {
    renderCategories({
      plan: freeSubscription,
      custom: [makeCustomCategory({ name: 'Pets', transactionCount: 3 }), makeCustomCategory({ id: '0190a1b2-0000-7000-8000-0000000000bb', name: 'Gifts', transactionCount: 1 })],
    });
    expect(await screen.findByText('Pets')).toBeVisible();
    expect(screen.getByText('Used in 3 transactions')).toBeVisible();
    // One transaction reads in the singular.
    expect(screen.getByText('Used in 1 transaction')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('button', { name: 'Add expense category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Pets' })).not.toBeInTheDocument();
  });

  it('lets Premium add a category with an icon and a colour', async () => {
    const { user } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Add expense category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Garden');
    await user.click(within(dialog).getByRole('radio', { name: 'Paw print' }));
    await user.click(within(dialog).getByRole('radio', { name: '#EF4444' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/categories')[0]?.body).toEqual({ name: 'Garden', type: 'expense', icon: 'paw-print', color: '#EF4444' });
    const list = await screen.findByRole('list', { name: 'Expense categories' });
    expect(await within(list).findByText('Garden')).toBeVisible();
  });

  it('shows the server’s field error for a name already taken', async () => {
    const { user } = renderCategories({ custom: [makeCustomCategory({ name: 'Pets' })] });
    await user.click(await screen.findByRole('button', { name: 'Add expense category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByLabelText('Name'), 'pets');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText('You already have a category with this name')).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks where the transactions of a used category go before deleting it', async () => {
    const { user } = renderCategories({ custom: [makeCustomCategory({ name: 'Pets', transactionCount: 2 })] });
    await user.click(await screen.findByRole('button', { name: 'Delete Pets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pets?' });
    expect(within(dialog).getByText(/2 transactions use it/)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Move its transactions to' })).toHaveTextContent('Other');
    await user.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]?.url).toContain('moveTo=other');
    await waitFor(() => expect(screen.queryByText('Pets')).not.toBeInTheDocument());
    expect(await screen.findAllByText('No categories of your own yet.')).toHaveLength(2);
  });

  it('deletes an unused category after a confirmation', async () => {
    const { user } = renderCategories({ custom: [makeCustomCategory({ name: 'Pets' })] });
    await user.click(await screen.findByRole('button', { name: 'Delete Pets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pets?' });
    expect(within(dialog).getByText('No transaction uses this category.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]?.url).not.toContain('moveTo');
  });

  it('keeps the failure visible when the server refuses', async () => {
    const { user } = renderCategories({ custom: [makeCustomCategory({ name: 'Pets', transactionCount: 1 })] });
    api.use({ 'DELETE /api/categories/:id': () => failure(400, 'Choose another category of the same type to move the transactions to', 'VALIDATION') });
    await user.click(await screen.findByRole('button', { name: 'Delete Pets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    expect(await within(dialog).findByText('Choose another category of the same type to move the transactions to')).toBeVisible();
  });
});
