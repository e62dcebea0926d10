import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { GroupPage } from '@/features/groups/group-page';
import type { GroupDetail } from '@domain/groups/groups';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { testUser } from '../../support/fixtures';
import { makeGroup, makeInvite, makeMember, me } from '../../support/group-fixtures';
import { allowDrawerGestures } from '../../support/drawer-gestures';
import { declareGroupsApi, type GroupsApiOptions } from '../../support/groups-api';
import { makeCalendarEvent } from '../../support/events-api';
import { findToast } from '../../support/toasts';

beforeEach(() => allowDrawerGestures());

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ana = makeMember({ firstName: 'Ana', lastName: 'Admin', role: 'admin' });
const max = makeMember({ firstName: 'Max', lastName: 'Member', email: 'max@example.com' });
const olivia = makeMember({ firstName: 'Olivia', lastName: 'Owner', role: 'owner' });

function groupAs(role: GroupDetail['role'], overrides: Partial<GroupDetail> = {}): GroupDetail {
  const members = role === 'owner' ? [me('owner'), ana, max] : [olivia, ...(role === 'admin' ? [me('admin'), ana] : [ana]), max, ...(role === 'member' ? [me('member')] : [])];
  return makeGroup({ name: 'Flatmates', role, members, ...overrides });
}

async function renderGroup(group: GroupDetail, options: Omit<GroupsApiOptions, 'groups'> = {}) {
  const server = declareGroupsApi({ groups: [group], ...options });
  const view = renderWithProviders(<GroupPage id={group.id} />, `/groups/${group.id}`);
  await screen.findByRole('heading', { level: 1, name: group.name });
  return { ...server, ...view, user: userEvent.setup() };
}

const memberRow = (userId: string) => screen.getByTestId(`member-${userId}`);

async function choose(user: ReturnType<typeof userEvent.setup>, member: { userId: string }, action: string) {
  await user.click(screen.getByTestId(`member-actions-${member.userId}`));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the group page', () => {
  it('shows the group, the sections other features fill, and members owner first', async () => {
    const group = groupAs('member');
    await renderGroup(group);
    expect(screen.getByTestId('group-header')).toHaveTextContent('Currency: USD');
    expect(await screen.findByTestId('group-expenses-section')).toHaveTextContent('Expenses');
    expect(await screen.findByTestId('group-shared-goals')).toHaveTextContent('Shared goals');
    expect(screen.getByTestId('group-activity')).toHaveTextContent('Activity in the last 30 days');
    const names = within(screen.getByTestId('group-members'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names[0]).toMatch(/^OOOlivia Owner/);
    expect(within(memberRow(testUser.id)).getByText(/you/)).toBeInTheDocument();
  });

  it('lists the group’s upcoming events, asking the calendar for this group only', async () => {
    const group = groupAs('member');
    const rehearsal = makeCalendarEvent({ title: 'Rent meeting', location: 'Kitchen', groupId: group.id });
    declareGroupsApi({ groups: [group] });
    api.use({ 'GET /api/events/upcoming': ({ query }) => (query.get('groupId') === group.id ? [rehearsal] : []) });
    renderWithProviders(<GroupPage id={group.id} />, `/groups/${group.id}`);
    const card = await screen.findByTestId('group-events');
    expect(await within(card).findByText('Rent meeting')).toBeInTheDocument();
    expect(within(card).getByText('Kitchen')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open calendar' })).toHaveAttribute('href', '/calendar');
  });

  it('says so when the group has nothing planned', async () => {
    await renderGroup(groupAs('member'));
    expect(await screen.findByTestId('group-events-empty')).toHaveTextContent('No upcoming group events');
  });

  it('gives plain members no management controls', async () => {
    await renderGroup(groupAs('member'));
    expect(screen.queryByTestId('edit-group-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('invite-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId(/^member-actions-/)).not.toBeInTheDocument();
    expect(screen.getByTestId('leave-group-button')).toBeEnabled();
  });

  it('answers an unknown group or one the user is not in with a way back', async () => {
    declareGroupsApi();
    renderWithProviders(<GroupPage id="00000000-0000-4000-8000-999999999999" />, '/groups/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found' })).toBeInTheDocument();
    expect(screen.getByText('This group does not exist, or you are not a member of it.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to groups' })[0]).toHaveAttribute('href', '/groups');
  });
});

describe('roles and membership', () => {
  it('lets the owner promote a member and hand over ownership after confirming', async () => {
    const { user, calls } = await renderGroup(groupAs('owner'));
    await choose(user, max, 'Make admin');
    await waitFor(() => expect(within(memberRow(max.userId)).getByTestId('group-role')).toHaveTextContent('Admin'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'admin' });
    expect(await findToast()).toHaveTextContent("Max Member's role is now Admin");

    await choose(user, ana, 'Transfer ownership');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Make Ana Admin the owner?');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() => expect(within(memberRow(ana.userId)).getByTestId('group-role')).toHaveTextContent('Owner'));
    expect(within(memberRow(testUser.id)).getByTestId('group-role')).toHaveTextContent('Admin');
    const transfer = calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(transfer?.url).toMatch(new RegExp(`/members/${ana.userId}$`));
    expect(transfer?.body).toEqual({ role: 'owner' });
  });

  it('removes a member only after confirming', async () => {
    const { user, calls } = await renderGroup(groupAs('owner'));
    await choose(user, max, 'Remove from group');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await choose(user, max, 'Remove from group');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId(`member-${max.userId}`)).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(new RegExp(`/members/${max.userId}$`));
  });

  it('offers admins only what admins may do', async () => {
    const { user } = await renderGroup(groupAs('admin'));
    expect(screen.queryByTestId(`member-actions-${olivia.userId}`)).not.toBeInTheDocument();
    await user.click(screen.getByTestId(`member-actions-${ana.userId}`));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Make member']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId(`member-actions-${max.userId}`));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Make admin', 'Remove from group']);
  });

  it('keeps the owner from leaving while others remain', async () => {
    await renderGroup(groupAs('owner'));
    expect(screen.getByTestId('leave-group-button')).toBeDisabled();
    expect(screen.getByText('Transfer ownership to another member before you leave.')).toBeInTheDocument();
  });

  it('warns a lone owner that leaving deletes the group', async () => {
    const { user } = await renderGroup(makeGroup({ name: 'Solo', members: [me('owner')] }));
    await user.click(screen.getByTestId('leave-group-button'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('You are the only member: leaving deletes the group and everything in it.');
  });

  it('lets a member leave after confirming and returns to the groups', async () => {
    const { user, calls, location } = await renderGroup(groupAs('member'));
    await user.click(screen.getByTestId('leave-group-button'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Leave “Flatmates”?');
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/groups'));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(new RegExp(`/members/${testUser.id}$`));
    expect(await findToast()).toHaveTextContent('You left the group');
  });

  it('shows the server’s refusal when an action fails', async () => {
    const { user } = await renderGroup(groupAs('owner'));
    api.use({ 'PATCH /api/groups/:id/members/:userId': () => failure(403, "You don't have permission to access this resource", 'FORBIDDEN') });
    await choose(user, max, 'Make admin');
    expect(await findToast()).toHaveTextContent("You don't have permission to access this resource");
  });
});

describe('managing the group', () => {
  it('edits name and colour in the drawer, sending only what changed', async () => {
    const { user, calls } = await renderGroup(groupAs('admin'));
    await user.click(screen.getByTestId('edit-group-button'));
    const name = await screen.findByTestId('group-form-name');
    expect(name).toHaveValue('Flatmates');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
    await user.clear(name);
    await user.type(name, 'House');
    await user.click(screen.getByRole('radio', { name: 'Violet' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'House' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'House', color: '#8b5cf6' });
  });

  it('says why the currency cannot change once there are expenses', async () => {
    const { user } = await renderGroup(groupAs('owner'));
    api.use({ 'PATCH /api/groups/:id': () => failure(409, 'The group currency cannot change once the group has expenses.', 'CURRENCY_LOCKED') });
    await user.click(screen.getByTestId('edit-group-button'));
    await user.click(await screen.findByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /THB/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The group currency cannot change once the group has expenses.');
  });

  it('archives and restores the group', async () => {
    const { user, calls } = await renderGroup(groupAs('owner'));
    await user.click(screen.getByTestId('group-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive group' }));
    expect(await screen.findByTestId('group-status')).toHaveTextContent('Archived');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'archived' });
    expect(await screen.findByText('This group is archived. Restore it to invite new people.')).toBeInTheDocument();
    expect(screen.queryByTestId('create-invite-button')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('group-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore group' }));
    await waitFor(() => expect(screen.queryByTestId('group-status')).not.toBeInTheDocument());
  });

  it('lets only the owner delete, after confirming', async () => {
    const { user, calls, location } = await renderGroup(groupAs('owner'));
    await user.click(screen.getByTestId('group-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete group' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete “Flatmates”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/groups'));
    expect(calls.some((call) => call.method === 'DELETE' && /\/api\/groups\/[\w-]+$/.test(call.url))).toBe(true);
  });

  it('offers admins no delete', async () => {
    const { user } = await renderGroup(groupAs('admin'));
    await user.click(screen.getByTestId('group-actions'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete group' })).not.toBeInTheDocument();
  });
});

describe('invite links', () => {
  it('creates a link with the chosen role and expiry, and copies it', async () => {
    const { user, calls } = await renderGroup(groupAs('owner'));
    await user.click(screen.getByRole('combobox', { name: 'Joins as' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(screen.getByRole('combobox', { name: 'Link lasts' }));
    await user.click(await screen.findByRole('option', { name: '14 days' }));
    await user.click(screen.getByTestId('create-invite-button'));
    expect(await screen.findByTestId('invite-url')).toHaveValue('http://localhost/invite/token-1');
    expect(screen.getByTestId('invite-link-result')).toHaveTextContent('Joins as Admin, expires Dec 4, 2026.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ role: 'admin', expiresInDays: 14 });
    await user.click(screen.getByTestId('copy-invite-link'));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe('http://localhost/invite/token-1');
    expect(await findToast()).toHaveTextContent('Link copied');
    await waitFor(() => expect(within(screen.getByTestId('invite-list')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByTestId('share-invite-link')).not.toBeInTheDocument();
  });

  it('copies through the selected field where the Clipboard API is missing', async () => {
    const { user } = await renderGroup(groupAs('owner'));
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await user.click(screen.getByTestId('create-invite-button'));
      const field = await screen.findByTestId('invite-url');
      await user.click(screen.getByTestId('copy-invite-link'));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(document.activeElement).toBe(field);
      expect(await findToast()).toHaveTextContent('Link copied');
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('opens the system share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.create(navigator, { share: { value: share } }) as Navigator);
    const { user } = await renderGroup(groupAs('owner'));
    await user.click(screen.getByTestId('create-invite-button'));
    await user.click(await screen.findByTestId('share-invite-link'));
    expect(share).toHaveBeenCalledWith({ title: 'Join Flatmates', text: "You're invited to join Flatmates.", url: 'http://localhost/invite/token-1' });
  });

  it('lets admins invite members only', async () => {
    const { user } = await renderGroup(groupAs('admin'));
    expect(screen.getByText('Only the owner can invite admins.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Joins as' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Member']);
  });

  it('lists links with state and uses, revokes valid ones and reissues expired ones', async () => {
    const group = groupAs('owner');
    const valid = makeInvite({ uses: 2 });
    const expired = makeInvite({ state: 'expired', role: 'member', expiresAt: '2026-10-08T10:00:00.000Z' });
    const revoked = makeInvite({ state: 'revoked', revokedAt: '2026-10-20T10:00:00.000Z' });
    const { user, calls } = await renderGroup(group, { invites: { [group.id]: [valid, expired, revoked] } });
    const row = (id: string) => screen.getByTestId(`invite-${id}`);
    await waitFor(() => expect(row(valid.id)).toBeInTheDocument());
    expect(within(row(valid.id)).getByTestId('invite-state')).toHaveTextContent('Active');
    expect(within(row(valid.id)).getByTestId('invite-uses')).toHaveTextContent('2 people joined');
    expect(within(row(expired.id)).getByTestId('invite-state')).toHaveTextContent('Expired');
    expect(row(expired.id)).toHaveTextContent('expired Oct 8, 2026');
    expect(within(row(revoked.id)).getByTestId('invite-state')).toHaveTextContent('Revoked');
    expect(within(row(revoked.id)).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(row(valid.id)).getByRole('button', { name: /Revoke the link created/ }));
    await waitFor(() => expect(within(row(valid.id)).getByTestId('invite-state')).toHaveTextContent('Revoked'));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/groups/${group.id}/invites/${valid.id}`);

    await user.click(within(row(expired.id)).getByTestId('reissue-invite'));
    expect(await screen.findByTestId('invite-url')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ role: 'member', expiresInDays: 7 });
  });
});
