import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { FriendsPage } from '@/features/friends/friends-page';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareFriendsApi, makeFriend, makePerson, makeRequest, makeSentRequest } from '../../support/friends-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const ana = makePerson('Ana', 'Lima');
const ben = makePerson('Ben', 'Okafor');
const chloe = makePerson('Chloé', 'Martin');
const fromAna = makeRequest(ana, '2025-03-02T12:00:00.000Z');
const fromBen = makeRequest(ben);
const toChloe = makeSentRequest(chloe, '2025-03-05T12:00:00.000Z');

async function renderPage(options: Parameters<typeof declareFriendsApi>[0] = { received: [fromAna, fromBen], sent: [toChloe] }) {
  const server = declareFriendsApi(options);
  const view = renderWithProviders(<FriendsPage />, '/friends');
  await waitFor(() => expect(screen.queryByTestId('friend-requests-loading')).not.toBeInTheDocument());
  return { ...server, ...view, user: userEvent.setup() };
}

describe('friend requests', () => {
  it('lists received and sent requests with who and when, and counts received ones on the tab', async () => {
    await renderPage();
    const received = screen.getByTestId(`friend-request-received-${fromAna.id}`);
    expect(within(received).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(received).getByText('ana.lima@example.com')).toBeInTheDocument();
    expect(within(received).getByText('Received Mar 2, 2025')).toBeInTheDocument();
    expect(within(received).getByText('AL')).toBeInTheDocument();
    const sent = screen.getByTestId(`friend-request-sent-${toChloe.id}`);
    expect(within(sent).getByText('Chloé Martin')).toBeInTheDocument();
    expect(within(sent).getByText('Sent Mar 5, 2025')).toBeInTheDocument();
    expect(within(sent).queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.getByTestId('friends-received-badge')).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: /Requests/ })).toHaveAccessibleName('Requests Received requests: 2');
  });

  it('accepting makes the person a friend, says so and empties the request', async () => {
    const { user, calls } = await renderPage();
    await user.click(screen.getByTestId(`friend-request-accept-${fromAna.id}`));
    expect(await screen.findByText('You are now friends with Ana Lima')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === `/api/friends/requests/${fromAna.id}/accept`)).toBe(true);
    await waitFor(() => expect(screen.queryByTestId(`friend-request-received-${fromAna.id}`)).not.toBeInTheDocument());
    expect(screen.getByTestId('friends-received-badge')).toHaveTextContent('1');
    await user.click(screen.getByTestId('friends-tab-friends'));
    expect(await screen.findByTestId(`friend-row-${ana.id}`)).toHaveTextContent('Ana Lima');
    expect(screen.getByTestId('friends-count')).toHaveTextContent('1');
  });

  it('declining removes the request without making a friend', async () => {
    const { user, state } = await renderPage();
    await user.click(screen.getByTestId(`friend-request-decline-${fromBen.id}`));
    expect(await screen.findByText('Friend request declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId(`friend-request-received-${fromBen.id}`)).not.toBeInTheDocument());
    expect(state.friends).toEqual([]);
    expect(screen.queryByTestId('friends-count')).not.toBeInTheDocument();
  });

  it('canceling a sent request removes it and shows the empty state', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Cancel the friend request to Chloé Martin' }));
    expect(await screen.findByText('Friend request canceled')).toBeInTheDocument();
    expect(await screen.findByText('No sent requests')).toBeInTheDocument();
  });

  it('tells the person when a request was answered elsewhere, and refreshes the list', async () => {
    const { user, state } = await renderPage();
    api.use({
      'POST /api/friends/requests/:id/accept': () => {
        state.received = state.received.filter((request) => request.id !== fromAna.id);
        return failure(409, 'This friend request has already been answered or canceled.', 'FRIEND_REQUEST_NOT_PENDING');
      },
    });
    await user.click(screen.getByTestId(`friend-request-accept-${fromAna.id}`));
    expect(await screen.findByText('This friend request has already been answered or canceled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId(`friend-request-received-${fromAna.id}`)).not.toBeInTheDocument());
  });

  it('names the missing request instead of a generic not-found text', async () => {
    const { user } = await renderPage();
    api.use({ 'POST /api/friends/requests/:id/decline': () => failure(404, 'Friend request not found.', 'NOT_FOUND', { key: 'messages.friendRequestNotFound' }) });
    await user.click(screen.getByTestId(`friend-request-decline-${fromAna.id}`));
    expect(await screen.findByText('Friend request not found.')).toBeInTheDocument();
  });

  it('shows both empty states when nothing is pending', async () => {
    await renderPage({ friends: [makeFriend(ben)] });
    expect(screen.getByText('No friend requests')).toBeInTheDocument();
    expect(screen.getByText('No sent requests')).toBeInTheDocument();
    expect(screen.queryByTestId('friends-received-badge')).not.toBeInTheDocument();
  });

  it('offers another try when the requests cannot be loaded', async () => {
    declareFriendsApi();
    let failing = true;
    api.use({ 'GET /api/friends/requests': () => (failing ? failure(500, 'boom', 'INTERNAL') : { received: [fromAna], sent: [] }) });
    renderWithProviders(<FriendsPage />, '/friends');
    const user = userEvent.setup();
    // Reads are retried twice (docs/product/api-and-caching.md#retries) before the failure shows.
    const error = await screen.findByTestId('friends-error', {}, { timeout: 8000 });
    expect(error).toHaveTextContent('Server error. Please try again later');
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`friend-request-received-${fromAna.id}`)).toBeInTheDocument();
  });
});
