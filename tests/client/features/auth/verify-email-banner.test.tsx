import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { makeUser } from '../../support/fixtures';
import { declareSession } from '../../support/session';

describe('unconfirmed address banner', () => {
  it('asks an unconfirmed account to confirm and resends the link', async () => {
    api.use({ 'POST /api/auth/email-verification': () => json(202, {}) });
    declareSession({ user: makeUser({ email: 'ana@example.com', emailVerified: false }) });
    renderWithProviders(<VerifyEmailBanner />);
    expect(await screen.findByText('Please confirm your e-mail address: open the link we sent to ana@example.com.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent a new link to ana@example.com.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/email-verification')).toHaveLength(1);
  });

  it('says when a link went out less than a minute ago', async () => {
    api.use({
      'POST /api/auth/email-verification': () =>
        failure(429, 'We sent you a link less than a minute ago. Please wait a moment before asking again.', 'RATE_LIMITED', { key: 'messages.verificationRecentlySent' }),
    });
    declareSession({ user: makeUser({ emailVerified: false }) });
    renderWithProviders(<VerifyEmailBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent you a link less than a minute ago. Please wait a moment before asking again.')).toBeVisible();
  });

  it('stays away once the address is confirmed', async () => {
    declareSession({ user: makeUser({ emailVerified: true }) });
    renderWithProviders(<VerifyEmailBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument();
  });
});
