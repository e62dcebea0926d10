import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChangeEmailForm } from '@/features/settings/components/change-email-form';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { declareSession } from '../../support/session';

async function fillIn(email: string, password: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
  await userEvent.type(screen.getByLabelText('New e-mail'), email);
  await userEvent.type(screen.getByLabelText('Current password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('change e-mail', () => {
  it('sends a link to the new address and says the change waits for it', async () => {
    api.use({ 'POST /api/auth/email-change': () => json(202, {}) });
    declareSession();
    renderWithProviders(<ChangeEmailForm />);
    await fillIn('New@Example.com', 'my current passphrase');
    expect(await screen.findByText('We sent a link to new@example.com. Your e-mail changes when you open it.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/email-change')[0]?.body).toEqual({ email: 'new@example.com', currentPassword: 'my current passphrase' });
  });

  it('shows a wrong password on its field', async () => {
    api.use({
      'POST /api/auth/email-change': () =>
        failure(400, 'Current password is incorrect', 'VALIDATION_FAILED', {
          fieldErrors: { currentPassword: 'Current password is incorrect' },
          fieldKeys: { currentPassword: { key: 'messages.wrongPassword' } },
        }),
    });
    declareSession();
    renderWithProviders(<ChangeEmailForm />);
    await fillIn('new@example.com', 'not it');
    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
