import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { VerifyEmailPage } from '@/features/auth/pages/verify-email-page';
import { ConfirmEmailPage } from '@/features/auth/pages/confirm-email-page';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { declareSession } from '../../support/session';

const expiredLink = () => failure(400, 'This link has expired or was already used. Ask for a new one.', 'BAD_REQUEST', { key: 'messages.linkExpired' });

describe('forgot password', () => {
  it('is reached from the sign-in form', async () => {
    declareSession({ user: null });
    renderWithProviders(<AuthDialog mode="signIn" onModeChange={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sends the address and says a link went out without saying whether an account exists', async () => {
    api.use({ 'POST /api/auth/password-reset': () => json(202, {}) });
    declareSession({ user: null });
    renderWithProviders(<ForgotPasswordPage />, '/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), ' Ana@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText("If an account exists for that address, we've sent a link. It works for 30 minutes.")).toBeVisible();
    expect(api.callsTo('POST /api/auth/password-reset')[0]?.body).toEqual({ email: 'ana@example.com' });
  });

  it('explains a malformed address before asking the server', async () => {
    declareSession({ user: null });
    renderWithProviders(<ForgotPasswordPage />, '/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'ana-at-example');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(api.callsTo('POST /api/auth/password-reset')).toHaveLength(0);
  });
});

describe('reset password', () => {
  it('sets the new password with the link token and sends the person on to sign in', async () => {
    api.use({ 'POST /api/auth/password-reset/confirm': () => json(204) });
    declareSession({ user: null });
    renderWithProviders(<ResetPasswordPage />, '/reset-password?token=abc123');
    expect(screen.getByText('At least 8 characters', { exact: false })).toBeVisible();
    await userEvent.type(screen.getByLabelText('New password'), 'a calm river at dawn');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a calm river at dawn');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Your new password is set and every device was signed out. Sign in with the new password.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
    expect(api.callsTo('POST /api/auth/password-reset/confirm')[0]?.body).toEqual({ token: 'abc123', password: 'a calm river at dawn' });
  });

  it('applies the sign-up rules and wants the password twice alike', async () => {
    declareSession({ user: null });
    renderWithProviders(<ResetPasswordPage />, '/reset-password?token=abc123');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText("The two passwords don't match")).toBeVisible();
    expect(api.callsTo('POST /api/auth/password-reset/confirm')).toHaveLength(0);
  });

  it('says an expired link is dead and offers a new one', async () => {
    api.use({ 'POST /api/auth/password-reset/confirm': expiredLink });
    declareSession({ user: null });
    renderWithProviders(<ResetPasswordPage />, '/reset-password?token=old');
    await userEvent.type(screen.getByLabelText('New password'), 'a calm river at dawn');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a calm river at dawn');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('mailed e-mail links', () => {
  it('confirms the address once when the verification page opens', async () => {
    api.use({ 'POST /api/auth/email-verification/confirm': () => json(204) });
    declareSession({ user: null });
    renderWithProviders(<VerifyEmailPage />, '/verify-email?token=v1');
    expect(await screen.findByText('Thanks! Your e-mail address is confirmed.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/email-verification/confirm').map((call) => call.body)).toEqual([{ token: 'v1' }]);
  });

  it('says a used verification link does not work', async () => {
    api.use({ 'POST /api/auth/email-verification/confirm': expiredLink });
    declareSession({ user: null });
    renderWithProviders(<VerifyEmailPage />, '/verify-email?token=used');
    expect(await screen.findByText('This link does not work')).toBeVisible();
    expect(screen.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();
  });

  it('names the new address once an e-mail change is confirmed', async () => {
    api.use({ 'POST /api/auth/email-change/confirm': () => json(200, { email: 'new@example.com' }) });
    declareSession({ user: null });
    renderWithProviders(<ConfirmEmailPage />, '/confirm-email?token=c1');
    expect(await screen.findByText('You now sign in with new@example.com.')).toBeVisible();
  });
});
