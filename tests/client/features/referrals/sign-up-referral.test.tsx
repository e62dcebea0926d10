import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/session';
import { LandingRoot } from '@/prerender/landing-root';
import { renderLandingHtml } from '@/prerender/render-landing';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { completedPreferences, testUser } from '../../support/fixtures';
import { declareSession } from '../../support/session';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Lima');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
}

describe('signing up with a referral code', () => {
  it('upper-cases the code as it is typed and sends it', async () => {
    declareSession({ user: null });
    api.use({ 'POST /api/auth/register': () => json(201, testUser), 'GET /api/user-preferences': () => completedPreferences });
    const user = userEvent.setup();
    renderWithProviders(<AuthDialog mode="signUp" onModeChange={() => undefined} />);
    await fillAccount(user);
    const code = screen.getByLabelText('Referral code (optional)');
    expect(code).toHaveAttribute('placeholder', 'TANDEM4821');
    await user.type(code, 'tandem4821');
    expect(code).toHaveValue('TANDEM4821');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/auth/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toMatchObject({ email: 'ana@example.com', referralCode: 'TANDEM4821' });
  });

  it('leaves the code out when the field is empty', async () => {
    declareSession({ user: null });
    api.use({ 'POST /api/auth/register': () => json(201, testUser), 'GET /api/user-preferences': () => completedPreferences });
    const user = userEvent.setup();
    renderWithProviders(<AuthDialog mode="signUp" onModeChange={() => undefined} />);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/auth/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/register')[0]?.body).not.toHaveProperty('referralCode');
  });

  it('shows the server’s refusal of the code on the field', async () => {
    declareSession({ user: null });
    api.use({
      'POST /api/auth/register': () => failure(400, 'Invalid referral code', 'VALIDATION_FAILED', { fieldErrors: { referralCode: 'Invalid referral code' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AuthDialog mode="signUp" onModeChange={() => undefined} referralCode="NOBODY0000" />);
    await fillAccount(user);
    expect(screen.getByLabelText('Referral code (optional)')).toHaveValue('NOBODY0000');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Invalid referral code')).toBeVisible();
    expect(screen.getByLabelText('Referral code (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens sign-up with the code from a shared link once the prerendered page hydrates', async () => {
    window.history.replaceState(null, '', '/?ref=ana4821');
    const consoleErrors = vi.spyOn(console, 'error');
    const recoverableErrors: unknown[] = [];
    container = document.createElement('div');
    container.innerHTML = await renderLandingHtml();
    document.body.append(container);
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionKeys.user, null);
    await act(async () => {
      root = hydrateRoot(container!, <LandingRoot queryClient={queryClient} i18n={i18n} />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(within(dialog).getByLabelText('Referral code (optional)')).toHaveValue('ANA4821');
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
