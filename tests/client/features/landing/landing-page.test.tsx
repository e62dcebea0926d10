import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { LazyAuthDialog } from '@/app/auth-dialog';
import { LandingPage } from '@/features/landing/landing-page';
import { renderWithProviders } from '../../app/support';
import { declareSession } from '../../support/session';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderLanding() {
  declareSession({ user: null });
  return renderWithProviders(<LandingPage authDialog={LazyAuthDialog} />);
}

describe('landing page', () => {
  it('pitches the product, its features and its plans', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plan your money, alone or together.');
    for (const title of ['Financial goals', 'Income and expense tracking', 'Shared calendar and groups', 'AI assistant and insights', 'Live crypto prices', '11 languages']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Simple, honest pricing' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-premium')).toHaveTextContent('$2.99');
  });

  it('opens the sign-up form from Get started and the sign-in form from Sign in', async () => {
    renderLanding();
    await userEvent.click(screen.getAllByRole('button', { name: 'Get started' })[0]!);
    // The forms load on demand, so the first opening waits for their chunk.
    const signUp = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(signUp).getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(within(signUp).getByLabelText('First name')).toBeVisible();

    await userEvent.click(within(signUp).getByRole('button', { name: 'Sign in' }));
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0]!);
    expect(within(await screen.findByRole('dialog')).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('has a language switcher listing every language by its own name', async () => {
    renderLanding();
    const switcher = screen.getByTestId('language-switcher');
    await userEvent.click(switcher);
    const options = await screen.findAllByRole('menuitemradio', {}, { timeout: 5000 });
    expect(options).toHaveLength(11);
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Español/ }));
    expect(i18n.language).toBe('es');
  });
});
