import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthDialog, type AuthMode } from '@/features/auth/components/auth-dialog';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { completedPreferences, testUser } from '../../support/fixtures';
import { declareSession } from '../../support/session';

function renderDialog(mode: AuthMode) {
  declareSession({ user: null });
  return renderWithProviders(<AuthDialog mode={mode} onModeChange={() => undefined} />);
}

describe('sign-up form', () => {
  it('explains every missing field when submitted empty', async () => {
    renderDialog('signUp');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('rejects a malformed e-mail and a short password', async () => {
    renderDialog('signUp');
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lima');
    await userEvent.type(screen.getByLabelText('Email'), 'ana-at-example');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('shows the duplicate-address answer on the e-mail field', async () => {
    api.use({ 'POST /api/auth/register': () => failure(409, 'An account with this email already exists', 'EMAIL_TAKEN') });
    renderDialog('signUp');
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lima');
    await userEvent.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a calm river at dawn');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An account with this email already exists')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      password: 'a calm river at dawn',
      // The browser's zone becomes the account's, so "today" is the user's from the first day.
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('signs the new user in by filling the session cache', async () => {
    // Once signed in, the app loads the new account's preferences.
    api.use({ 'POST /api/auth/register': () => json(201, testUser), 'GET /api/user-preferences': () => completedPreferences });
    const { queryClient } = renderDialog('signUp');
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lima');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a calm river at dawn');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(testUser));
  });

  it('offers password-manager hints and a show-password toggle', async () => {
    renderDialog('signUp');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('sign-in form', () => {
  it('shows the server answer to wrong credentials', async () => {
    api.use({ 'POST /api/auth/login': () => failure(401, 'Invalid email or password', 'INVALID_CREDENTIALS') });
    renderDialog('signIn');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'not my password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByText('Invalid email or password');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ email: 'ana@example.com', password: 'not my password' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for the password before calling the server', async () => {
    renderDialog('signIn');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('switches to the sign-up form', async () => {
    declareSession({ user: null });
    let mode: AuthMode | null = 'signIn';
    renderWithProviders(<AuthDialog mode={mode} onModeChange={(next) => (mode = next)} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(mode).toBe('signUp');
  });
});
