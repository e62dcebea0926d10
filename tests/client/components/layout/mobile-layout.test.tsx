import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/app-layout';
import { isTabActive } from '@/components/layout/mobile-tab-bar';
import { api, renderWithProviders, setViewport, stubSession } from '../../app/support';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPhone(path: string) {
  setViewport('phone');
  stubSession();
  return renderWithProviders(
    <AppLayout>
      <p>screen</p>
    </AppLayout>,
    path,
  );
}

describe('phone layout', () => {
  it('matches tabs by path prefix, the dashboard only exactly', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/', '/calendar')).toBe(false);
    expect(isTabActive('/calendar', '/calendar/2025-05')).toBe(true);
    expect(isTabActive('/ai-assistant', '/ai-insights')).toBe(false);
  });

  it('shows five labelled tabs and lights the one for the current section', () => {
    renderPhone('/calendar/week');
    for (const label of ['Home', 'AI', 'Insights', 'Calendar', 'Premium']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByTestId('tab-calendar')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('tab-home')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('tab-premium')).toHaveAttribute('href', '/subscription');
  });

  it('lights Home only on the dashboard itself', () => {
    renderPhone('/');
    expect(screen.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('mobile-logo')).toHaveAttribute('href', '/');
  });

  it('hides the sidebar rail and keeps it behind the menu button', async () => {
    const user = userEvent.setup();
    renderPhone('/');
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
  });

  it('offers the add button outside the calendar, with the quick actions and the time tracker', async () => {
    const user = userEvent.setup();
    api.use({ 'GET /api/groups': () => [] });
    renderPhone('/money-tracking');
    await user.click(screen.getByTestId('quick-add-button'));
    expect(await screen.findByText('New goal')).toBeInTheDocument();
    expect(screen.getByText('Add transaction')).toBeInTheDocument();
    expect(screen.getByText('Schedule event')).toBeInTheDocument();
    expect(screen.getByText('Add funds')).toBeInTheDocument();
    expect(screen.getByText('Time tracker')).toBeInTheDocument();

    // A plain click: the drawer's drag handling measures CSS transforms jsdom does not compute.
    fireEvent.click(screen.getByTestId('quick-action-scheduleEvent'));
    const drawer = await screen.findByTestId('quick-action-drawer');
    expect(drawer).toHaveTextContent('Schedule event');
    const form = await within(drawer).findByRole('form', { name: 'New event' });
    expect(within(form).getByLabelText('Start time', { selector: 'input' })).toHaveValue('09:00');
    expect(within(form).getByRole('button', { name: 'Create event' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/groups')).toHaveLength(1));
  });

  it('has no add button on the calendar', () => {
    renderPhone('/calendar');
    expect(screen.queryByTestId('quick-add-button')).not.toBeInTheDocument();
  });

  it('opens the user menu with name, e-mail and links', async () => {
    const user = userEvent.setup();
    renderPhone('/');
    await screen.findByText('AL');
    await user.click(screen.getByTestId('mobile-user-menu'));
    expect(await screen.findByTestId('mobile-user-name')).toHaveTextContent('Ana Lima');
    expect(screen.getByTestId('mobile-user-email')).toHaveTextContent('ana@example.com');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Premium Subscription' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });
});
