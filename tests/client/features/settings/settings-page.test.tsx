import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@domain/auth/auth';
import { SettingsPage } from '@/features/settings/settings-page';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { freeSubscription } from '@domain/billing/plans';
import { emptyCategoryList, makeSessionInfo, testUser } from '../../support/fixtures';
import { declareSession } from '../../support/session';

const sessions: SessionInfo[] = [
  makeSessionInfo({ id: 's1', device: 'Firefox on Linux', current: true }),
  makeSessionInfo({ id: 's2', device: 'Safari on iPhone', createdAt: '2025-02-01T10:00:00.000Z', lastSeenAt: '2025-02-20T18:30:00.000Z' }),
];

/** A signed-in user with two sessions; the name can be changed and other sessions signed out. */
function renderSettings() {
  let remaining = sessions;
  let user = testUser;
  declareSession();
  api.use({
    'GET /api/auth/user': () => user,
    'PATCH /api/users/me': ({ body }) => {
      user = { ...user, ...(body as Partial<typeof user>) };
      return user;
    },
    'GET /api/auth/sessions': () => remaining,
    'GET /api/auth/two-factor': () => ({ twoFactorEnabled: false, backupCodesLeft: 0 }),
    'GET /api/tokens': () => ({ tokens: [] }),
    'GET /api/subscription': () => freeSubscription,
    'GET /api/categories': () => emptyCategoryList(),
    'DELETE /api/auth/sessions/:id': ({ params }) => {
      remaining = remaining.filter((session) => session.id !== params.id);
      return json(204);
    },
  });
  return renderWithProviders(<SettingsPage />, '/settings');
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
    renderSettings();
    api.use({ 'POST /api/auth/password': () => failure(400, 'Current password is incorrect', 'BAD_REQUEST', { key: 'messages.wrongPassword' }) });
    await userEvent.type(await screen.findByLabelText('Current password'), 'not-it-at-all');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new phrase');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/password')[0]?.body).toEqual({
      currentPassword: 'not-it-at-all',
      newPassword: 'a brand new phrase',
    });
  });

  it('checks the new password before sending it', async () => {
    renderSettings();
    await userEvent.type(await screen.findByLabelText('Current password'), 'whatever-it-is');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(api.callsTo('POST /api/auth/password')).toHaveLength(0);
  });

  it('lists sessions, marks this device and signs another one out', async () => {
    renderSettings();
    const list = await screen.findByTestId('session-list');
    const current = within(list).getByText('Firefox on Linux').closest('li')!;
    expect(within(current).getByText('This device')).toBeVisible();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Sign out of Safari on iPhone' }));
    await waitFor(() => expect(within(list).queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/auth/sessions/s2')).toHaveLength(1);
  });

  it('saves a new name and refreshes the signed-in user', async () => {
    const { queryClient } = renderSettings();
    const firstName = await screen.findByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('PATCH /api/users/me')[0]?.body).toEqual({ firstName: 'Anna', lastName: 'Lima' }));
    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toMatchObject({ firstName: 'Anna' }));
  });
});
