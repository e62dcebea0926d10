import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { renderWithProviders, stubSession, testUser } from './support';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** For a signed-in person the toast UI loads just after first paint; wait for its region (F8 moves focus there). */
async function renderWithToaster() {
  stubSession({ user: testUser });
  renderWithProviders(<p>app</p>);
  await screen.findByRole('region', { name: 'Notifications (F8)' });
}

describe('toasts', () => {
  it('shows one toast at a time, the newest', async () => {
    await renderWithToaster();
    act(() => {
      toast({ title: 'Goal created' });
      toast({ title: 'Transaction added', description: 'Your transaction has been recorded successfully.' });
    });
    expect(screen.getByText('Transaction added')).toBeInTheDocument();
    expect(screen.getByText('Your transaction has been recorded successfully.')).toBeInTheDocument();
    expect(screen.queryByText('Goal created')).not.toBeInTheDocument();
  });

  it('does not load the toast UI for a visitor until something is toasted', async () => {
    stubSession({ user: null });
    renderWithProviders(<p>app</p>);
    await screen.findByText('app');
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
  });

  it('shows a toast raised before the toast UI finished loading', async () => {
    stubSession({ user: null });
    toast({ title: 'Event Created Successfully!' });
    renderWithProviders(<p>app</p>);
    expect(await screen.findByText('Event Created Successfully!')).toBeInTheDocument();
  });

  it('styles destructive toasts differently', async () => {
    await renderWithToaster();
    act(() => {
      toast({ title: 'Error', description: 'Please try again', variant: 'destructive' });
    });
    expect(screen.getByText('Error').closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes after the default 5 seconds', async () => {
    await renderWithToaster();
    vi.useFakeTimers();
    act(() => {
      toast({ title: 'Goal created' });
    });
    act(() => { vi.advanceTimersByTime(4900); });
    expect(screen.getByText('Goal created')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(300); });
    expect(screen.queryByText('Goal created')).not.toBeInTheDocument();
  });
});
