import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { WelcomePage } from '@/features/onboarding/welcome-page';
import { renderWithProviders, stubSession } from '../../app/support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderTour() {
  const server = stubSession({ preferences: { theme: 'system', hasCompletedOnboarding: false, language: 'en' } });
  const rendered = renderWithProviders(<WelcomePage />, '/welcome');
  return { ...server, ...rendered };
}

describe('onboarding tour', () => {
  it('walks forward and back through the six steps', async () => {
    renderTour();
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 6')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Meet your AI assistant' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 6')).toBeVisible();

    for (let step = 0; step < 5; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 6 of 6')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeVisible();
  });

  it('greets the user by first name', async () => {
    renderTour();
    expect(await screen.findByRole('heading', { name: 'Welcome to Tandem, Ana!' })).toBeVisible();
  });

  it('skipping marks onboarding complete and goes home', async () => {
    const { calls, location, queryClient } = renderTour();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    const patch = calls.find((call) => call.method === 'PATCH' && call.url === '/api/user-preferences');
    expect(patch?.body).toEqual({ hasCompletedOnboarding: true });
    expect(queryClient.getQueryData(['/api/user-preferences'])).toMatchObject({ hasCompletedOnboarding: true });
  });

  it('finishing from the last step marks onboarding complete', async () => {
    const { calls, location } = renderTour();
    for (let step = 0; step < 5; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('moves with the arrow keys, mirrored in right-to-left languages', async () => {
    renderTour();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Step 2 of 6')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('Step 1 of 6')).toBeVisible();

    await i18n.changeLanguage('ar');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2'));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });
});
