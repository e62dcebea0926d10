import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from './render-app';
import { declareEmptyAccount } from '../support/empty-account';
import { api } from '../support/fake-api';
import { completedPreferences } from '../support/fixtures';
import { declareSession } from '../support/session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const landingMarker = () => i18n.t('landing.skipToContent');

describe('session and onboarding gates', () => {
  it('shows a full-screen spinner while the current user loads', async () => {
    declareSession({ userPending: true });
    renderAt('/');
    expect(await screen.findByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
  });

  it('shows the landing page to signed-out visitors on any path', async () => {
    declareSession({ user: null });
    renderAt('/financial-goals/anything');
    expect(await screen.findByText(landingMarker())).toBeInTheDocument();
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
  });

  it('serves shared calendars without signing in', async () => {
    declareSession({ user: null });
    api.use({ 'GET /api/shared/calendar/abc123': () => ({ name: 'Lima family', events: [] }) });
    renderAt('/shared/calendar/abc123');
    expect(await screen.findByRole('heading', { name: 'Lima family' })).toBeInTheDocument();
    expect(screen.queryByText(landingMarker())).not.toBeInTheDocument();
  });

  it('answers other /shared/ paths with the not-found page', async () => {
    declareSession({ user: null });
    renderAt('/shared/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a user who has not finished onboarding to /welcome, saying so', async () => {
    declareSession({ preferences: { ...completedPreferences, hasCompletedOnboarding: false } });
    const { location } = renderAt('/money-tracking');
    expect(await screen.findByText('Preparing your experience...')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/welcome'));
  });

  it('sends a user who has finished onboarding away from /welcome to the dashboard', async () => {
    declareEmptyAccount();
    const { location } = renderAt('/welcome');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Ana');
  });

  it('renders the welcome tour without the sidebar', async () => {
    declareSession({ preferences: { ...completedPreferences, hasCompletedOnboarding: false } });
    renderAt('/welcome');
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
    expect(screen.queryByTestId('quick-add-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
  });

  it('greets a signed-in user by first name on the dashboard', async () => {
    declareEmptyAccount();
    renderAt('/');
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent(/Ana$/);
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
  });
});
