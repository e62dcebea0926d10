import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { GroupsPage } from '@/features/groups/groups-page';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { makeGroup, makeMember, me } from '../../support/group-fixtures';
import { allowDrawerGestures } from '../../support/drawer-gestures';
import { declareGroupsApi } from '../../support/groups-api';
import { findToast } from '../../support/toasts';

beforeEach(() => allowDrawerGestures());

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const flatmates = makeGroup({ name: 'Flatmates', description: 'Rent and bills', role: 'owner', viability: { score: 60, level: 'steady' } });
const bookClub = makeGroup({
  name: 'Book club',
  description: '',
  role: 'member',
  color: '#f43f5e',
  members: [makeMember({ role: 'owner' }), me('member'), makeMember(), makeMember()],
  viability: { score: 80, level: 'thriving', signals: { members: true, recentActivity: true, upcomingEvent: false, goalsOnTrack: true } },
});
const oldTrip = makeGroup({ name: 'Old trip', status: 'archived', role: 'admin', members: [makeMember({ role: 'owner' }), me('admin')] });

function renderPage(groups = [flatmates, bookClub, oldTrip]) {
  const server = declareGroupsApi({ groups });
  const view = renderWithProviders(<GroupsPage />, '/groups');
  return { ...server, ...view, user: userEvent.setup() };
}

describe('group cards', () => {
  it('shows each active group with its role, members, next event and activity score, by name', async () => {
    renderPage();
    const list = await screen.findByTestId('group-list');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Book club', 'Flatmates']);
    const card = screen.getByTestId(`group-card-${flatmates.id}`);
    expect(within(card).getByRole('link', { name: 'Flatmates' })).toHaveAttribute('href', `/groups/${flatmates.id}`);
    expect(within(card).getByText('Rent and bills')).toBeInTheDocument();
    expect(within(card).getByTestId('group-role')).toHaveTextContent('Owner');
    expect(within(card).getByTestId('group-member-count')).toHaveTextContent('2 members');
    expect(within(card).getByTestId('group-next-event')).toHaveTextContent('No upcoming events');
    expect(within(card).getByTestId('group-viability')).toHaveTextContent('Steady 60');
    const club = screen.getByTestId(`group-card-${bookClub.id}`);
    expect(within(club).getByTestId('group-role')).toHaveTextContent('Member');
    expect(within(club).getByTestId('group-member-count')).toHaveTextContent('4 members');
  });

  it('explains the activity score by its signals', async () => {
    renderPage();
    const club = await screen.findByTestId(`group-card-${bookClub.id}`);
    const indicator = within(club).getByRole('button', { name: 'Thriving 80 (Group activity)' });
    act(() => indicator.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('At least two members');
    expect(tooltip).toHaveTextContent('Shared goals on track');
    expect(tooltip).toHaveTextContent('An upcoming event');
    expect(tooltip).toHaveTextContent('Last activity on Nov 2, 2026');
  });

  it('keeps archived groups folded away until asked for', async () => {
    const { user } = renderPage();
    await screen.findByTestId('group-list');
    expect(screen.queryByText('Old trip')).not.toBeInTheDocument();
    const toggle = screen.getByTestId('archived-groups-toggle');
    expect(toggle).toHaveTextContent('Archived (1)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const archived = screen.getByTestId('archived-group-list');
    expect(within(archived).getByRole('link', { name: 'Old trip' })).toBeInTheDocument();
    expect(within(archived).getByTestId('group-role')).toHaveTextContent('Admin');
  });

  it('shows skeletons while the list loads', async () => {
    declareGroupsApi();
    api.use({ 'GET /api/groups': () => new Promise<never>(() => undefined) });
    renderWithProviders(<GroupsPage />, '/groups');
    expect(await screen.findByTestId('groups-loading')).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot load, and tries again', async () => {
    declareGroupsApi();
    let fail = true;
    api.use({ 'GET /api/groups': () => (fail ? failure(500, 'boom', 'INTERNAL') : []) });
    renderWithProviders(<GroupsPage />, '/groups');
    const alert = await screen.findByTestId('groups-error', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Server error. Please try again later');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
  });
});

describe('creating a group', () => {
  it('starts from an empty state with a call to create one', async () => {
    const { user } = renderPage([]);
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    await user.click(screen.getByTestId('new-group-button'));
    expect(await screen.findByRole('form', { name: 'Create a group' })).toBeInTheDocument();
  });

  it('asks for a name with a clear message before sending anything', async () => {
    const { user, calls } = renderPage([]);
    await user.click(await screen.findByTestId('new-group-button'));
    await user.click(await screen.findByTestId('group-form-submit'));
    expect(await screen.findByText('Group name is required')).toBeInTheDocument();
    expect(screen.getByTestId('group-form-name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a group with a colour and currency, then opens it', async () => {
    const { user, calls, location } = renderPage([flatmates]);
    await user.click(await screen.findByTestId('new-group-button'));
    await user.type(await screen.findByTestId('group-form-name'), 'Summer trip');
    await user.type(screen.getByTestId('group-form-description'), 'Lisbon in July');
    await user.click(screen.getByRole('radio', { name: 'Emerald' }));
    expect(screen.getByRole('radio', { name: 'Emerald' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /EUR/ }));
    await user.click(screen.getByTestId('group-form-submit'));

    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/groups\/[\w-]+$/));
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/groups');
    expect(post?.body).toEqual({ name: 'Summer trip', description: 'Lisbon in July', color: '#10b981', currency: 'EUR' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/[\w-]{36}/);
    expect(await findToast()).toHaveTextContent('Group created');
  });

  it('leaves the currency to the server unless one is chosen', async () => {
    const { user, calls } = renderPage([]);
    await user.click(await screen.findByTestId('new-group-button'));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('My usual currency');
    await user.type(screen.getByTestId('group-form-name'), 'Family');
    await user.click(screen.getByTestId('group-form-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Family', description: '', color: '#0ea5e9' });
  });

  it('shows the server’s field message on the field', async () => {
    const { user } = renderPage([]);
    api.use({
      'POST /api/groups': () =>
        failure(400, 'Group name must be at most 80 characters', 'VALIDATION_FAILED', { fieldErrors: { name: 'Group name must be at most 80 characters' } }),
    });
    await user.click(await screen.findByTestId('new-group-button'));
    await user.type(screen.getByTestId('group-form-name'), 'Too long, says the server');
    await user.click(screen.getByTestId('group-form-submit'));
    expect(await screen.findByText('Group name must be at most 80 characters')).toBeInTheDocument();
  });
});
