import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Preferences } from '@domain/preferences/preferences';
import { DeleteAccountCard } from '@/features/settings/components/delete-account-card';
import { i18n } from '@/lib/i18n';
import { sessionKeys } from '@/lib/session';
import ar from '../../../../src/client/locales/ar.json';
import { renderWithProviders } from '../../app/support';
import { api, json } from '../../support/fake-api';
import { completedPreferences } from '../../support/fixtures';
import { declareSession } from '../../support/session';

const wrongPassword = {
  message: 'The password is incorrect',
  code: 'wrong_password',
  key: 'validation.accountWrongPassword',
  fieldErrors: { password: 'The password is incorrect' },
  fieldKeys: { password: { key: 'validation.accountWrongPassword' } },
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderCard(language: Preferences['language'] = 'en') {
  declareSession({ preferences: { ...completedPreferences, language } });
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

  /** Opens the dialog in Arabic and submits a wrong password, which the server refuses with `answer`. */
  async function refuseInArabic(answer: object) {
    i18n.addResourceBundle('ar', 'translation', ar);
    await act(() => i18n.changeLanguage('ar'));
    const { user } = renderCard('ar');
    api.use({ 'DELETE /api/users/me': () => json(400, answer) });
    await user.click(screen.getByRole('button', { name: ar.account.delete.open }));
    const dialog = await screen.findByRole('dialog', { name: ar.account.delete.confirmTitle });
    await user.type(within(dialog).getByLabelText(ar.account.delete.password), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: ar.account.delete.confirm }));
    return dialog;
  }

  it("shows a server field error by its key in the reader's language", async () => {
    const dialog = await refuseInArabic(wrongPassword);
    expect(await within(dialog).findByText(ar.validation.accountWrongPassword)).toBeVisible();
    expect(dialog).not.toHaveTextContent('The password is incorrect');
  });

  it('shows the English message of a code this client does not know', async () => {
    const newer = {
      message: 'Passwords expire after a year',
      code: 'PASSWORD_EXPIRED',
      key: 'validation.passwordExpired',
      fieldErrors: { password: 'Passwords expire after a year' },
      fieldKeys: { password: { key: 'validation.passwordExpired' } },
    };
    const dialog = await refuseInArabic(newer);
    expect(await within(dialog).findByText('Passwords expire after a year')).toBeVisible();
  });
});
