import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/app-layout';
import { renderWithProviders, stubSession } from './support';
import { testUser } from '../support/fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

const itemIds = [
  'dashboard',
  'ai assistant',
  'ai insights',
  'financial goals',
  'money tracking',
  'investments',
  'crypto',
  'friends',
  'groups',
  'calendar',
  'planning',
  'referrals',
  'premium subscription',
];

function renderLayout(path = '/') {
  return renderWithProviders(
    <AppLayout>
      <p>screen</p>
    </AppLayout>,
    path,
  );
}

const sidebarState = () => document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state');

describe('sidebar', () => {
  it('has a test id for every item, in the four groups', async () => {
    stubSession();
    renderLayout();
    for (const id of itemIds) expect(screen.getByTestId(id)).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const group of ['Main', 'Finance', 'Social', 'More']) expect(within(navigation).getByText(group)).toBeInTheDocument();
    expect(screen.getByTestId('settings-button')).toHaveAttribute('href', '/settings');
  });

  it('marks only the item whose route equals the location as active', () => {
    stubSession();
    renderLayout('/financial-goals');
    expect(screen.getByTestId('financial goals')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('dashboard')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('money tracking')).not.toHaveAttribute('aria-current');
  });

  it('collapses with the trigger, saving the state in the sidebar_state cookie', async () => {
    stubSession();
    const user = userEvent.setup();
    renderLayout();
    expect(sidebarState()).toBe('expanded');
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(sidebarState()).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('toggles with Ctrl+B and with Cmd+B', () => {
    stubSession();
    renderLayout();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebarState()).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebarState()).toBe('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebarState()).toBe('expanded');
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/';
    stubSession();
    renderLayout();
    expect(sidebarState()).toBe('collapsed');
  });

  it("shows the signed-in user's name and e-mail, or Loading... meanwhile", async () => {
    stubSession();
    renderLayout();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Loading...');
    await waitFor(() => expect(screen.getByTestId('user-name')).toHaveTextContent('Ana Lima'));
    expect(screen.getByTestId('user-email')).toHaveTextContent('ana@example.com');
  });

  it('lets a long e-mail that the card cuts short be read whole on hover', async () => {
    const email = 'ana.lima.from.the.finance.team@a-very-long-company-domain.example.com';
    stubSession({ user: { ...testUser, email } });
    renderLayout();
    await screen.findByText('Ana Lima');
    expect(screen.getByTestId('user-email')).toHaveAttribute('title', email);
  });

  it('toggles between dark and light, remembering and saving the choice', async () => {
    const { calls } = stubSession();
    const user = userEvent.setup();
    renderLayout();
    await screen.findByText('Ana Lima');
    await user.click(screen.getByTestId('theme-toggle'));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('tandem-theme')).toBe('dark');
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'PATCH', url: '/api/user-preferences', body: { theme: 'dark' } })));
    await user.click(screen.getByTestId('theme-toggle'));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('tandem-theme')).toBe('light');
  });

  it('lists 11 languages and switching to Arabic turns the page right-to-left', async () => {
    const { calls } = stubSession();
    const user = userEvent.setup();
    renderLayout();
    await screen.findByText('Ana Lima');
    await user.click(screen.getByTestId('language-switcher'));
    const menu = await screen.findByRole('menu');
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options).toHaveLength(11);
    expect(within(menu).getByText('العربية')).toBeInTheDocument();
    // Drawn flags, not emoji: those are empty boxes on Linux without an emoji font and letter pairs on Windows.
    expect(within(menu).getByTestId('flag-ar')).toBeInTheDocument();
    expect(menu.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    expect(screen.getByTestId('language-switcher').textContent).not.toMatch(/\p{Regional_Indicator}/u);

    await user.click(within(menu).getByText('العربية'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('tandem-language')).toBe('ar');
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'PATCH', url: '/api/user-preferences', body: { language: 'ar' } })));
  });

  it('signs out: logs out on the server and returns to /', async () => {
    const { calls } = stubSession();
    const user = userEvent.setup();
    const { location, queryClient } = renderLayout('/groups');
    await screen.findByText('Ana Lima');
    await user.click(screen.getByTestId('sign-out-button'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/auth/logout', body: undefined }));
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();
    expect(queryClient.getQueryData(['/api/user-preferences'])).toBeUndefined();
  });
});
