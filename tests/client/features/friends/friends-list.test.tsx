import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { FriendsPage } from '@/features/friends/friends-page';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareFriendsApi, makeFriend, makePerson } from '../../support/friends-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const zoe = makeFriend(makePerson('Zoe', 'Adams'), '2024-11-20T10:00:00.000Z');
const bruno = makeFriend(makePerson('Bruno', 'Sato'), '2025-01-05T18:30:00.000Z');

async function openFriendsTab(friends = [zoe, bruno]) {
  const server = declareFriendsApi({ friends });
  const view = renderWithProviders(<FriendsPage />, '/friends');
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('friends-tab-friends'));
  await waitFor(() => expect(screen.queryByTestId('friends-loading')).not.toBeInTheDocument());
  return { ...server, ...view, user };
}

describe('friends list', () => {
  it('shows each friend with initials, name, e-mail and since when, sorted by name, counted on the tab', async () => {
    await openFriendsTab();
    const rows = within(screen.getByTestId('friend-list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Bruno Sato');
    expect(rows[1]).toHaveTextContent('Zoe Adams');
    const row = screen.getByTestId(`friend-row-${zoe.id}`);
    expect(within(row).getByText('ZA')).toBeInTheDocument();
    expect(within(row).getByText('zoe.adams@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Friends since Nov 20, 2024')).toBeInTheDocument();
    expect(screen.getByTestId('friends-count')).toHaveTextContent('2');
  });

  it('removes a friend after confirming', async () => {
    const { user, calls } = await openFriendsTab();
    await user.click(screen.getByRole('button', { name: 'Remove Zoe Adams from friends' }));
    const dialog = await screen.findByTestId('remove-friend-dialog');
    expect(within(dialog).getByText('Remove Zoe Adams from your friends?')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('confirm-remove-friend'));
    expect(await screen.findByText('Removed from your friends')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/friends/${zoe.id}`]);
    await waitFor(() => expect(screen.queryByTestId(`friend-row-${zoe.id}`)).not.toBeInTheDocument());
    expect(screen.queryByTestId('remove-friend-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId(`friend-row-${bruno.id}`)).toBeInTheDocument();
  });

  it('links to inviting friends with the referral link', async () => {
    await openFriendsTab();
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/invite-friends');
  });

  it('keeps the friend when the dialog is dismissed', async () => {
    const { user, calls } = await openFriendsTab();
    await user.click(screen.getByTestId(`friend-remove-${bruno.id}`));
    await user.click(within(await screen.findByTestId('remove-friend-dialog')).getByRole('button', { name: 'Keep friend' }));
    await waitFor(() => expect(screen.queryByTestId('remove-friend-dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByTestId(`friend-row-${bruno.id}`)).toBeInTheDocument();
  });

  it('says why a removal failed, in the server’s words', async () => {
    const { user } = await openFriendsTab();
    api.use({ 'DELETE /api/friends/:userId': () => failure(404, 'This person is not in your friends.', 'NOT_FOUND', { key: 'messages.notAFriend' }) });
    await user.click(screen.getByTestId(`friend-remove-${bruno.id}`));
    await user.click(within(await screen.findByTestId('remove-friend-dialog')).getByTestId('confirm-remove-friend'));
    expect(await screen.findByText('This person is not in your friends.')).toBeInTheDocument();
  });

  it('has an empty state that leads to the search', async () => {
    const { user } = await openFriendsTab([]);
    expect(screen.getByText('No friends yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find friends' }));
    expect(screen.getByTestId('friend-search-input')).toBeInTheDocument();
  });
});
