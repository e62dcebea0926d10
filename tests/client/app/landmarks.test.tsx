import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/app-layout';
import { renderWithProviders, stubSession } from './support';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderLayout() {
  stubSession();
  return renderWithProviders(
    <AppLayout>
      <h1>Money tracking</h1>
      <button type="button">Add transaction</button>
    </AppLayout>,
    '/money-tracking',
  );
}

describe('landmarks of a signed-in screen', () => {
  it('keeps the header and navigation outside the main region, which holds only the screen', () => {
    renderLayout();
    const main = screen.getByRole('main');
    // A header inside main is no banner; a screen reader could not jump past it to the screen.
    const banner = screen.getByRole('banner');
    expect(main).not.toContainElement(banner);
    expect(main).not.toContainElement(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(within(main).getByRole('heading', { level: 1, name: 'Money tracking' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Add transaction' })).toBeInTheDocument();
  });

  it('has a skip link that leads to the main region, which can take focus so the next Tab reaches the screen', async () => {
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    const target = document.getElementById(skip.getAttribute('href')?.slice(1) ?? '');
    expect(target).toBe(screen.getByRole('main'));
    expect(target).toHaveAttribute('tabindex', '-1');
  });
});
