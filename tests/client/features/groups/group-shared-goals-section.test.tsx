import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupGoal } from '@domain/goals/goal-shares';
import type { GroupDetail, GroupRole } from '@domain/groups/groups';
import { toast } from '@/lib/toast';
import { GroupSharedGoalsSection } from '@/features/groups/shared-goals/group-shared-goals-section';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { makeGoal, testUser } from '../../support/fixtures';
import { declareSession } from '../../support/session';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ben = { id: 'u2', firstName: 'Ben', lastName: 'Okafor' };

function groupAs(role: GroupRole): GroupDetail {
  return {
    id: 'g1',
    name: 'Flatmates',
    description: '',
    color: '#0ea5e9',
    status: 'active',
    currency: 'USD',
    role,
    memberCount: 2,
    createdAt: '2026-01-01T10:00:00.000Z',
    nextEvent: null,
    viability: { score: 60, level: 'steady', signals: { members: true, recentActivity: true, upcomingEvent: false, goalsOnTrack: true }, lastActivityOn: null },
    members: [],
  };
}

const share = (permission: GroupGoal['sharePermission']) => [{ groupId: 'g1', groupName: 'Flatmates', permission }];

const trip: GroupGoal = {
  ...makeGoal({
    title: 'Group trip',
    userId: ben.id,
    isOwner: false,
    owner: ben,
    permission: 'can_contribute',
    currentAmount: '620.00',
    targetAmount: '2000.00',
    progress: { percent: 31 },
    sharedWith: share('can_contribute'),
    contributions: [
      { userId: ben.id, firstName: 'Ben', lastName: 'Okafor', amount: '500.00', currency: 'USD' },
      { userId: testUser.id, firstName: 'Ana', lastName: 'Lima', amount: '120.00', currency: 'USD' },
    ],
  }),
  sharePermission: 'can_contribute',
};
const fridge: GroupGoal = {
  ...makeGoal({ title: 'Shared fridge', userId: ben.id, isOwner: false, owner: ben, permission: 'view', sharedWith: share('view'), contributions: [] }),
  sharePermission: 'view',
};
const sofa: GroupGoal = {
  ...makeGoal({ title: 'New sofa', sharedWith: share('view'), contributions: [{ userId: testUser.id, firstName: 'Ana', lastName: 'Lima', amount: '80.00', currency: 'USD' }] }),
  sharePermission: 'view',
};

function declareGroupGoals(goals: GroupGoal[]) {
  const store = [...goals];
  declareSession();
  api.use({
    'GET /api/groups/:id/goals': ({ params }) => (params.id === 'g1' ? store : failure(404, 'The requested resource was not found', 'NOT_FOUND')),
    'DELETE /api/goals/:id/share-with-group/:groupId': ({ params }) => {
      const index = store.findIndex((goal) => goal.id === params.id);
      if (index < 0) return failure(404, 'This goal is not shared with this group', 'NOT_FOUND');
      store.splice(index, 1);
      return json(204);
    },
    // The user's goal list carries no group's share permission: that is the group list's own field.
    'GET /api/financial-goals': () => goals.map(({ sharePermission: _sharePermission, ...goal }) => goal),
  });
  return { calls: api.calls, store };
}

function card(title: string): HTMLElement {
  const found = screen.queryAllByTestId('group-goal-card').find((element) => within(element).queryByRole('heading', { name: title }));
  if (!found) throw new Error(`no card for ${title}`);
  return found;
}

async function renderSection(goals: GroupGoal[], role: GroupRole = 'member') {
  const server = declareGroupGoals(goals);
  const view = renderWithProviders(<GroupSharedGoalsSection group={groupAs(role)} />, '/groups');
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { ...server, ...view, user: userEvent.setup() };
}

describe('the goals shared with a group', () => {
  it('shows each goal’s owner, progress, permission and who gave what', async () => {
    await renderSection([trip, fridge, sofa]);
    const tripCard = card('Group trip');
    expect(within(tripCard).getByTestId('group-goal-owner')).toHaveTextContent('Ben Okafor’s goal');
    expect(within(tripCard).getByTestId('group-goal-amounts')).toHaveTextContent('$620.00 of $2,000.00');
    expect(within(tripCard).getByRole('progressbar', { name: 'Progress toward Group trip' })).toHaveAttribute('aria-valuenow', '31');
    expect(within(tripCard).getByTestId('goal-permission')).toHaveTextContent('Can contribute');
    expect(
      within(tripCard)
        .getAllByTestId('goal-contribution')
        .map((row) => row.textContent),
    ).toEqual(['Ben Okafor$500.00', 'Ana Lima (you)$120.00']);

    const fridgeCard = card('Shared fridge');
    expect(within(fridgeCard).getByTestId('goal-permission')).toHaveTextContent('View only');
    expect(within(fridgeCard).getByText('No contributions yet')).toBeInTheDocument();
    expect(within(card('New sofa')).getByTestId('group-goal-owner')).toHaveTextContent('Your goal');
  });

  it('offers Contribute only where members may add money, opening the add-funds form on that goal', async () => {
    const { user } = await renderSection([trip, fridge]);
    expect(within(card('Shared fridge')).queryByRole('button', { name: /Contribute/ })).not.toBeInTheDocument();
    await user.click(within(card('Group trip')).getByRole('button', { name: 'Contribute to Group trip' }));
    const form = await within(await screen.findByTestId('quick-action-drawer')).findByTestId('add-funds-form', undefined, { timeout: 5000 });
    await waitFor(() => expect(within(form).getByTestId('add-funds-goal')).toHaveTextContent('Group trip'));
  });

  it('lets a plain member take only their own goal out of the group', async () => {
    await renderSection([trip, sofa], 'member');
    expect(within(card('Group trip')).queryByRole('button', { name: /Stop sharing/ })).not.toBeInTheDocument();
    expect(within(card('New sofa')).getByRole('button', { name: 'Stop sharing New sofa with this group' })).toBeInTheDocument();
  });

  it('lets a group admin take anyone’s goal out, after confirmation', async () => {
    const { user, calls } = await renderSection([trip, fridge], 'admin');
    await user.click(within(card('Shared fridge')).getByRole('button', { name: 'Stop sharing Shared fridge with this group' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Stop sharing with Flatmates?');
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));

    expect(await screen.findByText('Goal no longer shared')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/goals/${fridge.id}/share-with-group/g1`);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Shared fridge' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Group trip' })).toBeInTheDocument();
  });

  it('explains how to share a goal when there are none, with a way to the goals page', async () => {
    await renderSection([]);
    expect(screen.getByText('No shared goals yet')).toBeInTheDocument();
    expect(screen.getByText(/Share one of your goals with Flatmates from the goals page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to goals' })).toHaveAttribute('href', '/financial-goals');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    declareGroupGoals([trip]);
    api.use({ 'GET /api/groups/:id/goals': () => (fail ? failure(500, 'boom', 'INTERNAL') : [trip]) });
    const user = userEvent.setup();
    renderWithProviders(<GroupSharedGoalsSection group={groupAs('member')} />, '/groups');
    const error = await screen.findByTestId('group-goals-error', undefined, { timeout: 8000 });
    expect(error).toHaveTextContent('Server error. Please try again later');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Group trip' })).toBeInTheDocument();
  });
});
