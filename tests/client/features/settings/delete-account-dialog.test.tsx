import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeleteAccountCard } from '@/features/settings/components/delete-account-card';
import { sessionKeys } from '@/lib/session';
import { renderWithProviders } from '../../app/support';
import { api, json } from '../../support/fake-api';
import { declareSession } from '../../support/session';

const wrongPassword = { message: 'The password is incorrect', code: 'wrong_password', fieldErrors: { password: 'The password is incorrect' } };

function renderCard() {
  declareSession();
  api.use({
    'DELETE /api/users/me': ({ body }) => ((body as { password: string }).password === 'right-password-123' ? json(204) : json(400, wrongPassword)),
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<DeleteAccountCard />, '/settings');
  return { user, ...view };
}

describe('deleting the account', () => {
  it('explains what happens, and keeps the account when the password is wrong', async () => {
    const { user } = renderCard();
    expect(screen.getByText(/Groups you own pass to their longest-standing admin or member/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'not-it');
    await user.click(confirm);
    expect(await within(dialog).findByText('The password is incorrect')).toBeVisible();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the server could not be reached, in words, when the connection fails', async () => {
    const { user } = renderCard();
    api.use({ 'DELETE /api/users/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.type(within(dialog).getByLabelText('Password'), 'right-password-123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Could not reach the server. Check your connection and try again.')).toBeVisible();
    expect(dialog).not.toHaveTextContent('Failed to fetch');
  });

  it('deletes with the password typed again, then signs out to the landing page', async () => {
    const { user, location, queryClient } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.type(within(dialog).getByLabelText('Password'), 'right-password-123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.user)).toBeNull());
    expect(api.callsTo('DELETE /api/users/me')[0]?.body).toEqual({ password: 'right-password-123' });
    expect(location.history.at(-1)).toBe('/');
  });
});
