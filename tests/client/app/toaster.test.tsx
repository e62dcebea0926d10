import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAccountDecision } from '@/lib/session';
import { findToast, findToastRegion } from '../support/toasts';
import { completedPreferences, renderWithProviders, setViewport, stubSession, testUser } from './support';

afterEach(async () => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
  forgetAccountDecision();
});

/** A signed-in person's app; the toast UI loads with the first toast. */
async function renderWithToaster() {
  stubSession({ user: testUser });
  renderWithProviders(<p>app</p>);
  await screen.findByText('app');
}

/** The list that holds the toasts: it carries where they sit and which way they read. */
const toastList = async () => (await findToast()).closest('ol');

describe('toasts', () => {
  it('shows one toast at a time, the newest', async () => {
    await renderWithToaster();
    act(() => {
      toast.success('Goal created');
    });
    expect(await findToast()).toHaveTextContent('Goal created');
    act(() => {
      toast.success('Transaction added', { description: 'Your transaction has been recorded successfully.' });
    });
    await waitFor(() => expect(screen.queryByText('Goal created')).not.toBeInTheDocument());
    const shown = await findToast();
    expect(shown).toHaveTextContent('Transaction added');
    expect(shown).toHaveTextContent('Your transaction has been recorded successfully.');
  });

  it('does not load the toast UI for a visitor until something is toasted', async () => {
    stubSession({ user: null });
    renderWithProviders(<p>app</p>);
    await screen.findByText('app');
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
  });

  it('does not load the toast UI for a signed-in person until something is toasted', async () => {
    await renderWithToaster();
    await screen.findByText('app');
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    act(() => {
      toast.success('Goal created');
    });
    expect(await findToast()).toHaveTextContent('Goal created');
  });

  it('shows a toast raised before the toast UI finished loading', async () => {
    stubSession({ user: null });
    toast.success('Event Created Successfully!');
    renderWithProviders(<p>app</p>);
    expect(await findToast()).toHaveTextContent('Event Created Successfully!');
  });

  it('marks failures apart from successes', async () => {
    await renderWithToaster();
    act(() => {
      toast.error('Error', { description: 'Please try again' });
    });
    expect(await findToast()).toHaveAttribute('data-type', 'error');
  });

  it('closes after the default 5 seconds', async () => {
    await renderWithToaster();
    vi.useFakeTimers();
    act(() => {
      toast.success('Goal created');
    });
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Goal created')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Goal created')).not.toBeInTheDocument();
  });

  it('closes with its close button, and F8 takes the keyboard to the toasts', async () => {
    await renderWithToaster();
    act(() => {
      toast.success('Goal created');
    });
    await findToast();
    const region = await findToastRegion();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Goal created')).not.toBeInTheDocument());
  });

  it('sits at the bottom of the reading end in left-to-right and right-to-left languages', async () => {
    setViewport('desktop');
    await renderWithToaster();
    act(() => {
      toast.success('Goal created');
    });
    expect(await toastList()).toHaveAttribute('data-x-position', 'right');
    expect(await toastList()).toHaveAttribute('dir', 'ltr');
    act(() => {
      toast.dismiss();
    });
    cleanup();

    stubSession({ user: testUser, preferences: { ...completedPreferences, language: 'ar' } });
    renderWithProviders(<p>app</p>);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    act(() => {
      toast.success('Goal created');
    });
    await waitFor(async () => expect(await toastList()).toHaveAttribute('data-x-position', 'left'));
    expect(await toastList()).toHaveAttribute('data-y-position', 'bottom');
    expect(await toastList()).toHaveAttribute('dir', 'rtl');
  });

  it('spans the top of a phone screen', async () => {
    setViewport('phone');
    await renderWithToaster();
    act(() => {
      toast.success('Goal created');
    });
    expect(await toastList()).toHaveAttribute('data-y-position', 'top');
  });
});
