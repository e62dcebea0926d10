import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { completedPreferences, testUser } from '../../support/fixtures';
import { declareSession } from '../../support/session';

const challenge = 'challenge-token';

/** The sign-in dialog of an account with two-factor on: the password answers a challenge. */
async function reachCodeStep() {
  declareSession({ user: null });
  api.use({ 'POST /api/auth/login': () => json(200, { twoFactorRequired: true, challenge }) });
  const rendered = renderWithProviders(<AuthDialog mode="signIn" onModeChange={() => undefined} />);
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'a calm river at dawn');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByTestId('two-factor-code');
  return rendered;
}

describe('the two-factor step of signing in', () => {
  it('asks for a code after the password and signs in with it, trusting the device when asked', async () => {
    const { queryClient } = await reachCodeStep();
    api.use({ 'POST /api/auth/sign-in/two-factor': () => json(200, testUser), 'GET /api/user-preferences': () => completedPreferences });
    // Still signed out: the password alone opens nothing.
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();

    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trust this device for 30 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(testUser));
    expect(api.callsTo('POST /api/auth/sign-in/two-factor')[0]?.body).toEqual({ challenge, code: '123456', trustDevice: true });
  });

  it('shows a wrong code on the field and lets the user try again', async () => {
    await reachCodeStep();
    api.use({
      'POST /api/auth/sign-in/two-factor': () =>
        failure(401, 'This code is not right. Check your authenticator app and try again', 'WRONG_TWO_FACTOR_CODE', { key: 'twoFactor.codeWrong' }),
    });
    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('This code is not right. Check your authenticator app and try again')).toBeVisible();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the code before sending it', async () => {
    await reachCodeStep();
    await userEvent.type(screen.getByLabelText('Authentication code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app or a backup code')).toBeVisible();
    expect(api.callsTo('POST /api/auth/sign-in/two-factor')).toHaveLength(0);
  });

  it('takes a backup code instead', async () => {
    await reachCodeStep();
    api.use({ 'POST /api/auth/sign-in/two-factor': () => json(200, testUser), 'GET /api/user-preferences': () => completedPreferences });
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code' }));
    const code = screen.getByLabelText('Backup code');
    expect(code).toHaveAttribute('inputmode', 'text');
    await userEvent.type(code, 'ABCD-EFGH');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(api.callsTo('POST /api/auth/sign-in/two-factor')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/sign-in/two-factor')[0]?.body).toEqual({ challenge, code: 'abcd-efgh', trustDevice: false });
  });

  it('goes back to the password when the challenge has run out', async () => {
    await reachCodeStep();
    api.use({
      'POST /api/auth/sign-in/two-factor': () =>
        failure(401, 'This sign-in has expired. Enter your e-mail and password again', 'TWO_FACTOR_CHALLENGE_EXPIRED', { key: 'twoFactor.challengeExpired' }),
    });
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('This sign-in has expired. Enter your e-mail and password again')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(screen.queryByTestId('two-factor-code')).not.toBeInTheDocument();
  });
});
