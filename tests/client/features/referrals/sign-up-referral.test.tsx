import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import { startLandingDialogs } from '@/landing-dialogs';
import { renderLandingHtml } from '@/prerender/render-landing';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { completedPreferences, testUser } from '../../support/fixtures';
import { declareSession } from '../../support/session';

let container: HTMLElement | undefined;

afterEach(() => {
  container?.remove();
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

  it('opens sign-up with the code from a shared link on the prerendered page', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    container = document.createElement('div');
    container.dataset.prerendered = 'landing';
    container.innerHTML = (await renderLandingHtml('en')).html;
    document.body.append(container);
    // What src/client/landing-main.ts does with `/?ref=ana4821`.
    act(() => startLandingDialogs({ page: container!, referralCode: 'ANA4821' }).open('signUp'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(within(dialog).getByLabelText('Referral code (optional)')).toHaveValue('ANA4821');
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
