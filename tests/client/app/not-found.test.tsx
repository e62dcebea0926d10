import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { renderWithProviders, stubSession } from './support';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('not-found page', () => {
  it('offers quick links to Dashboard, Money Tracking, AI Assistant and Goals', () => {
    stubSession();
    renderWithProviders(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Money Tracking' })).toHaveAttribute('href', '/money-tracking');
    expect(screen.getByRole('link', { name: 'AI Assistant' })).toHaveAttribute('href', '/ai-assistant');
    expect(screen.getByRole('link', { name: 'Goals' })).toHaveAttribute('href', '/financial-goals');
  });

  it('goes back in history with the back button', async () => {
    stubSession();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<NotFoundPage />, '/nowhere');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(back).toHaveBeenCalledOnce();
  });
});
