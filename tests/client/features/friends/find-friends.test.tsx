import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { FriendsPage } from '@/features/friends/friends-page';
import { renderWithProviders } from '../../app/support';
import type { RecordedCall } from '../../support/fake-api';
import { declareFriendsApi, makeFriend, makePerson, makeRequest, makeSentRequest } from '../../support/friends-api';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const marta = makePerson('Marta', 'Rossi');
const marco = makePerson('Marco', 'Bianchi');
const mariam = makePerson('Mariam', 'Haddad');
const martin = makePerson('Martin', 'Kowalski');
const toMarco = makeSentRequest(marco);
const fromMariam = makeRequest(mariam);

const searches = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/users/search')).map((call) => new URL(call.url, 'http://x').searchParams.get('q'));

async function openFind() {
  const server = declareFriendsApi({ people: [marta, martin], sent: [toMarco], received: [fromMariam], friends: [makeFriend(makePerson('Marisol', 'Vega'))] });
  const view = renderWithProviders(<FriendsPage />, '/friends');
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('friends-tab-find'));
  return { ...server, ...view, user, input: screen.getByTestId('friend-search-input') };
}

const result = (id: string) => screen.getByTestId(`friend-search-result-${id}`);

describe('finding friends', () => {
  it('asks for two characters before searching, then searches once typing pauses', async () => {
    const { user, input, calls } = await openFind();
    await user.type(input, 'm');
    expect(screen.getByTestId('friend-search-hint')).toHaveTextContent('Type at least 2 characters to search.');
    await user.type(input, 'ar');
    expect(await screen.findByTestId(`friend-search-result-${marta.id}`)).toBeInTheDocument();
    expect(searches(calls)).toEqual(['mar']);
  });

  it('shows where each person stands, without e-mail addresses except for friends', async () => {
    const { user, input } = await openFind();
    await user.type(input, 'Mar');
    await screen.findByTestId(`friend-search-result-${marta.id}`);
    expect(result(marta.id)).toHaveAttribute('data-relation', 'none');
    expect(within(result(marta.id)).getByRole('button', { name: 'Send Marta Rossi a friend request' })).toBeInTheDocument();
    expect(within(result(marta.id)).queryByText(marta.email)).not.toBeInTheDocument();
    expect(within(result(marco.id)).getByText('Request sent')).toBeInTheDocument();
    expect(within(result(mariam.id)).getByRole('button', { name: 'Accept the friend request from Mariam Haddad' })).toBeInTheDocument();
    const friend = screen.getAllByTestId(/^friend-search-result-/).find((row) => row.getAttribute('data-relation') === 'friend');
    expect(friend).toHaveTextContent('Friends');
    expect(friend).toHaveTextContent('marisol.vega@example.com');
  });

  it('adds a friend from the results and then shows the request as sent', async () => {
    const { user, input, calls } = await openFind();
    await user.type(input, 'Marta');
    await user.click(await screen.findByTestId(`friend-search-add-${marta.id}`));
    expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: marta.id });
    await waitFor(() => expect(result(marta.id)).toHaveAttribute('data-relation', 'requestSent'));
    await user.click(within(result(marta.id)).getByTestId(`friend-search-cancel-${marta.id}`));
    expect(await screen.findByText('Friend request canceled')).toBeInTheDocument();
    await waitFor(() => expect(result(marta.id)).toHaveAttribute('data-relation', 'none'));
  });

  it('accepts a request from the results', async () => {
    const { user, input, calls } = await openFind();
    await user.type(input, 'Mariam');
    await user.click(await screen.findByTestId(`friend-search-accept-${mariam.id}`));
    expect(await screen.findByText('You are now friends with Mariam Haddad')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === `/api/friends/requests/${fromMariam.id}/accept`)).toBe(true);
    await waitFor(() => expect(result(mariam.id)).toHaveAttribute('data-relation', 'friend'));
    expect(screen.getByTestId('friends-count')).toHaveTextContent('2');
  });

  it('finds someone by their exact address, shows it, and sends the request by e-mail', async () => {
    const { user, input, calls } = await openFind();
    await user.type(input, 'MARTIN.kowalski@example.com');
    expect(await screen.findByTestId(`friend-search-result-${martin.id}`)).toHaveTextContent('martin.kowalski@example.com');
    expect(screen.getByTestId('friend-search-hint')).toHaveTextContent('Press Enter to send a friend request to this address.');
    await user.click(screen.getByTestId(`friend-search-add-${martin.id}`));
    expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'martin.kowalski@example.com' });
  });

  it('sends a request to a typed address with Enter, without waiting for the search', async () => {
    const { user, input, calls } = await openFind();
    await user.type(input, 'marta.rossi@example.com{Enter}');
    expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'marta.rossi@example.com' });
  });

  it('says clearly when nobody uses an address', async () => {
    const { user, input } = await openFind();
    await user.type(input, 'nobody@example.com');
    expect(await screen.findByText('No account uses nobody@example.com')).toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(await screen.findByText('No account uses this e-mail address.')).toBeInTheDocument();
  });

  it('explains a refused request in the server’s words', async () => {
    const { user, input } = await openFind();
    await user.type(input, 'mariam.haddad@example.com{Enter}');
    expect(await screen.findByText('This person has already sent you a friend request. Accept it from your requests.')).toBeInTheDocument();
  });

  it('says when a name matches nobody', async () => {
    const { user, input } = await openFind();
    await user.type(input, 'Zed');
    expect(await screen.findByText('No one found for “Zed”')).toBeInTheDocument();
  });
});
