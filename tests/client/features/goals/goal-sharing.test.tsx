import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@domain/goals/goals';
import { toast } from '@/lib/toast';
import { GoalsPage } from '@/features/goals/goals-page';
import { renderWithProviders } from '../../app/support';
import { api, json } from '../../support/fake-api';
import { makeGoal, makeTransaction, testUser } from '../../support/fixtures';
import { declareGoalsApi } from '../../support/goals-api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ben = { id: 'u2', firstName: 'Ben', lastName: 'Okafor' };
const flatmates = { id: 'g1', name: 'Flatmates' };
const bookClub = { id: 'g2', name: 'Book club' };
const me = { userId: testUser.id, firstName: testUser.firstName, lastName: testUser.lastName };

function sharedByBen(overrides: Partial<Goal>): Goal {
  return makeGoal({ userId: ben.id, isOwner: false, owner: ben, permission: 'view', ...overrides });
}

const fridge = sharedByBen({
  title: 'Shared fridge',
  currentAmount: '300.00',
  targetAmount: '900.00',
  sharedWith: [{ groupId: flatmates.id, groupName: flatmates.name, permission: 'view' }],
  contributions: [{ userId: ben.id, firstName: 'Ben', lastName: 'Okafor', amount: '300.00', currency: 'USD' }],
});
const trip = sharedByBen({
  title: 'Group trip',
  permission: 'can_contribute',
  currentAmount: '620.00',
  targetAmount: '2000.00',
  sharedWith: [{ groupId: flatmates.id, groupName: flatmates.name, permission: 'can_contribute' }],
  contributions: [
    { userId: ben.id, firstName: 'Ben', lastName: 'Okafor', amount: '500.00', currency: 'USD' },
    { ...me, amount: '120.00', currency: 'USD' },
  ],
});
const sofa = makeGoal({
  title: 'New sofa',
  currentAmount: '100.00',
  targetAmount: '800.00',
  sharedWith: [{ groupId: flatmates.id, groupName: flatmates.name, permission: 'can_contribute' }],
  contributions: [{ ...me, amount: '100.00', currency: 'USD' }],
});
const savings = makeGoal({ title: 'Rainy day', currentAmount: '50.00', targetAmount: '1000.00' });

function card(title: string): HTMLElement {
  const found = screen.queryAllByTestId('goal-card').find((element) => within(element).queryByRole('heading', { name: title }));
  if (!found) throw new Error(`no card for ${title}`);
  return found;
}

async function renderPage(goals: Goal[], groups: { id: string; name: string }[] = [flatmates, bookClub]) {
  const server = declareGoalsApi({ goals, groups });
  const view = renderWithProviders(<GoalsPage />, '/financial-goals');
  await screen.findAllByTestId('goal-card');
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { ...server, ...view, user: userEvent.setup() };
}

describe('goals shared with the user', () => {
  it('show a view-only goal with its owner, group, permission and who gave what, and no way to change it', async () => {
    await renderPage([fridge, savings]);
    const shared = card('Shared fridge');
    expect(within(shared).getByTestId('goal-shared-by')).toHaveTextContent('Shared by Ben Okafor · Flatmates');
    expect(within(shared).getByTestId('goal-permission')).toHaveTextContent('View only');
    expect(within(shared).getByTestId('goal-contribution')).toHaveTextContent('Ben Okafor$300.00');
    expect(within(shared).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: /Contribute/ })).not.toBeInTheDocument();
  });

  it('count only the user’s own goals in the totals', async () => {
    await renderPage([fridge, trip, savings]);
    expect(screen.getByTestId('goals-total-saved')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('goals-total-target')).toHaveTextContent('$1,000.00');
  });

  it('open the add-funds form on a can_contribute goal, recording a goal contribution', async () => {
    const { user, calls } = await renderPage([trip, savings]);
    api.use({ 'POST /api/transactions': ({ body }) => json(201, makeTransaction(body as Record<string, string>)) });
    const shared = card('Group trip');
    expect(within(shared).getByTestId('goal-permission')).toHaveTextContent('Can contribute');
    expect(
      within(shared)
        .getAllByTestId('goal-contribution')
        .map((row) => row.textContent),
    ).toEqual(['Ben Okafor$500.00', 'Ana Lima (you)$120.00']);

    await user.click(within(shared).getByRole('button', { name: 'Contribute to Group trip' }));
    const drawer = await screen.findByTestId('quick-action-drawer');
    const form = await within(drawer).findByTestId('add-funds-form', undefined, { timeout: 5000 });
    expect(within(form).getByTestId('add-funds-goal')).toHaveTextContent('Group trip');

    // Plain events inside the drawer: its drag handling measures CSS transforms jsdom does not compute.
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add funds' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/transactions')).toBe(true));
    expect(calls.find((call) => call.url === '/api/transactions')?.body).toMatchObject({ type: 'transfer', category: 'goal_contribution', goalId: trip.id, amount: '25' });
    expect(await screen.findByText('Transaction added')).toBeInTheDocument();
  });
});

describe('sharing an own goal', () => {
  it('shares it with the chosen group and permission, and the card says so', async () => {
    const { user, calls } = await renderPage([savings]);
    await user.click(within(card('Rainy day')).getByRole('button', { name: 'Actions for Rainy day' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share with a group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Rainy day”' });
    expect(within(dialog).getByRole('combobox', { name: 'Group' })).toHaveTextContent('Flatmates');
    await user.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Book club' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Contribute' }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Goal shared')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: `/api/goals/${savings.id}/share-with-group`,
      body: { groupId: bookClub.id, permission: 'can_contribute' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Rainy day')).findByTestId('goal-shared-with')).toHaveTextContent('Shared withBook club· Can contribute');
  });

  it('changes the permission of a group it is already shared with', async () => {
    const { user, calls } = await renderPage([sofa]);
    await user.click(within(card('New sofa')).getByRole('button', { name: 'Actions for New sofa' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share with a group' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Flatmates' }));
    expect(within(dialog).getByText(/Already shared with this group/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Contribute' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('radio', { name: 'View' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sharing updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ groupId: flatmates.id, permission: 'view' });
  });

  it('is not offered while the user has no groups', async () => {
    const { user } = await renderPage([savings], []);
    await user.click(within(card('Rainy day')).getByRole('button', { name: 'Actions for Rainy day' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Share with a group' })).not.toBeInTheDocument();
  });

  it('stops sharing with a group after confirmation', async () => {
    const { user, calls } = await renderPage([sofa]);
    const shared = card('New sofa');
    expect(within(shared).getByTestId('goal-shared-with')).toHaveTextContent('Flatmates');
    expect(within(shared).getByTestId('goal-contribution')).toHaveTextContent('Ana Lima (you)$100.00');
    await user.click(within(shared).getByRole('button', { name: 'Stop sharing with Flatmates' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Members of Flatmates will no longer see “New sofa”.');
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));

    expect(await screen.findByText('Goal no longer shared')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/goals/${sofa.id}/share-with-group/${flatmates.id}`);
    await waitFor(() => expect(within(card('New sofa')).queryByTestId('goal-shared-with')).not.toBeInTheDocument());
  });
});
