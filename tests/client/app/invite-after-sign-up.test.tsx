import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppPath, rememberReturnPath, takeReturnPath } from '@/lib/return-path';
import { renderAt } from './render-app';
import { api, failure, json } from '../support/fake-api';
import { completedPreferences, testUser } from '../support/fixtures';
import { makeInvitePreview } from '../support/group-fixtures';
import { declareSession } from '../support/session';

// The whole app with its lazily loaded sign-up dialog and tour: slower than one component.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => sessionStorage.clear());

const token = 'tok_family-2026';

/** A visitor with an invitation link and no account yet: the server knows nobody until they sign up. */
function declareNewcomer() {
  declareSession({ preferences: { ...completedPreferences, hasCompletedOnboarding: false } });
  let registered = false;
  api.use({
    'GET /api/auth/user': () => (registered ? testUser : failure(401, 'Please sign in to continue', 'UNAUTHENTICATED')),
    'POST /api/auth/register': () => {
      registered = true;
      return json(201, testUser);
    },
    [`GET /api/invites/${token}`]: () => makeInvitePreview({ group: { ...makeInvitePreview().group, name: 'Lima family' } }),
  });
}

async function signUpFromLanding() {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('button', { name: 'Get started' }))[0]!);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  await user.type(await screen.findByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Lima');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  return user;
}

describe('an invitation opened before signing up', () => {
  it('is where the new user lands after skipping the tour', async () => {
    declareNewcomer();
    const { location } = renderAt(`/invite/${token}`);
    const user = await signUpFromLanding();
    expect(await screen.findByText('Step 1 of 6', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/invite/${token}`));
    expect(await screen.findByText(/Lima family/, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('is where the new user lands after finishing the tour', async () => {
    declareNewcomer();
    const { location } = renderAt(`/invite/${token}`);
    const user = await signUpFromLanding();
    await screen.findByText('Step 1 of 6', {}, { timeout: 15_000 });
    for (let step = 0; step < 5; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/invite/${token}`));
  });
});

describe('the remembered path', () => {
  it('keeps only paths of this app', () => {
    expect(isAppPath('/invite/abc')).toBe(true);
    expect(isAppPath('/groups?tab=archived')).toBe(true);
    for (const outside of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/welcome', '/']) {
      expect(isAppPath(outside), outside).toBe(false);
    }
  });

  it('is read once, and a foreign address planted in storage is ignored', () => {
    rememberReturnPath('/invite/abc');
    expect(takeReturnPath()).toBe('/invite/abc');
    expect(takeReturnPath()).toBe('/');
    sessionStorage.setItem('tandem-return-path', '//evil.example/phish');
    expect(takeReturnPath()).toBe('/');
  });
});
