import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ShareCalendarDialog } from '@/features/events/components/share-calendar-dialog';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareEventsApi, makeEventGroup, makeShare, type EventsApiOptions } from '../../support/events-api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const family = makeEventGroup({ name: 'Family', role: 'owner' });
const club = makeEventGroup({ name: 'Book club', role: 'admin' });
const flatmates = makeEventGroup({ name: 'Flatmates', role: 'member' });
const archived = makeEventGroup({ name: 'Old trip', role: 'owner', status: 'archived' });

async function openDialog(options: EventsApiOptions = {}) {
  const server = declareEventsApi({ groups: [family, club, flatmates, archived], ...options });
  const user = userEvent.setup();
  const view = renderWithProviders(<ShareCalendarDialog open onOpenChange={vi.fn()} />);
  const dialog = await screen.findByTestId('share-calendar-dialog');
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { ...server, ...view, user, dialog };
}

describe('share calendar dialog', () => {
  it('lists share links with their page and subscribe links, and copies them', async () => {
    const share = makeShare({ token: 'abc', name: 'Ana Lima' });
    const { user, dialog } = await openDialog({ shares: [share] });
    const item = within(dialog).getByTestId('calendar-share');
    expect(item).toHaveTextContent('Ana Lima');
    expect(within(item).getByTestId('share-page-link')).toHaveValue(`${window.location.origin}/shared/calendar/abc`);
    expect(within(item).getByTestId('share-feed-link')).toHaveValue(`${window.location.origin}/shared/calendar/abc.ics`);
    expect(within(item).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', `webcal://${window.location.host}/shared/calendar/abc.ics`);

    await user.click(within(item).getByRole('button', { name: 'Copy the page link for Ana Lima' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/shared/calendar/abc`);
    await user.click(within(item).getByRole('button', { name: 'Copy the subscribe link for Ana Lima' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/shared/calendar/abc.ics`));
  });

  it('says so when there are no links yet', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('No share links yet.')).toBeInTheDocument();
  });

  it('shares my personal calendar or a group I own or administer, and nothing else', async () => {
    const { user, dialog, calls } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Calendar to share' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['My personal calendar', 'Family', 'Book club']);
    await user.click(screen.getByRole('option', { name: 'Book club' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    expect(await screen.findByText('Share link created')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/calendar/shares')?.body).toEqual({ groupId: club.id });
    expect(await within(dialog).findByText('Book club', { selector: 'p' })).toBeInTheDocument();
  });

  it('creates a link to the personal calendar without a group', async () => {
    const { user, dialog, calls } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByTestId('calendar-share')).toHaveTextContent('Ana Lima');
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/calendar/shares')?.body).toEqual({});
  });

  it('revokes a link after confirming', async () => {
    const share = makeShare({ token: 'gone', name: 'Family' });
    const { user, dialog, calls } = await openDialog({ shares: [share] });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Revoke the link to Family?');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Link revoked')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/calendar/shares/gone');
    expect(await within(dialog).findByText('No share links yet.')).toBeInTheDocument();
  });

  it('explains a failed creation', async () => {
    declareEventsApi({ groups: [family] });
    api.use({ 'POST /api/calendar/shares': () => failure(403, 'x', 'FORBIDDEN') });
    const user = userEvent.setup();
    renderWithProviders(<ShareCalendarDialog open onOpenChange={vi.fn()} />);
    const dialog = await screen.findByTestId('share-calendar-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText("Couldn't create the link")).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this resource")).toBeInTheDocument();
  });
});
