import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '@domain/auth';
import { SettingsPage } from '@/features/settings/settings-page';
import { completedPreferences, json, renderWithProviders, stubFetch, testUser, type RecordedCall } from '../../app/support';

afterEach(() => vi.unstubAllGlobals());

const sessions: SessionInfo[] = [
  { id: 's1', device: 'Firefox on Linux', createdAt: '2025-03-01T10:00:00.000Z', lastSeenAt: '2025-03-05T09:00:00.000Z', current: true },
  { id: 's2', device: 'Safari on iPhone', createdAt: '2025-02-01T10:00:00.000Z', lastSeenAt: '2025-02-20T18:30:00.000Z', current: false },
];

function renderSettings(extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  let remaining = sessions;
  let user = testUser;
  const server = stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/auth/user') return json(200, user);
    if (call.url === '/api/users/me' && call.method === 'PATCH') {
      user = { ...user, ...(call.body as Partial<typeof user>) };
      return json(200, user);
    }
    if (call.url === '/api/user-preferences') return json(200, completedPreferences);
    if (call.url === '/api/auth/sessions') return json(200, remaining);
    if (call.method === 'DELETE' && call.url.startsWith('/api/auth/sessions/')) {
      remaining = remaining.filter((session) => !call.url.endsWith(session.id));
      return json(204, null);
    }
    return undefined;
  });
  return { ...server, ...renderWithProviders(<SettingsPage />, '/settings') };
}

describe('settings', () => {
  it('shows all five sections with the account details', async () => {
    renderSettings();
    for (const name of ['Account', 'Preferences', 'Notifications', 'Privacy', 'Security']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('shows the server error when the current password is wrong', async () => {
    const { calls } = renderSettings((call) =>
      call.url === '/api/auth/password' ? json(400, { message: 'Current password is incorrect', code: 'BAD_REQUEST' }) : undefined,
    );
    await userEvent.type(await screen.findByLabelText('Current password'), 'not-it-at-all');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new phrase');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.url === '/api/auth/password')?.body).toEqual({
      currentPassword: 'not-it-at-all',
      newPassword: 'a brand new phrase',
    });
  });

  it('checks the new password before sending it', async () => {
    const { calls } = renderSettings();
    await userEvent.type(await screen.findByLabelText('Current password'), 'whatever-it-is');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(calls.some((call) => call.url === '/api/auth/password')).toBe(false);
  });

  it('lists sessions, marks this device and signs another one out', async () => {
    const { calls } = renderSettings();
    const list = await screen.findByTestId('session-list');
    const current = within(list).getByText('Firefox on Linux').closest('li')!;
    expect(within(current).getByText('This device')).toBeVisible();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Sign out of Safari on iPhone' }));
    await waitFor(() => expect(within(list).queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/auth/sessions/s2')).toBe(true);
  });

  it('saves a new name and refreshes the signed-in user', async () => {
    const { calls, queryClient } = renderSettings();
    const firstName = await screen.findByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ firstName: 'Anna', lastName: 'Lima' }));
    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toMatchObject({ firstName: 'Anna' }));
  });
});
