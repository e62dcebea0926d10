import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/session';
import { LandingRoot } from '@/prerender/landing-root';
import { renderLandingHtml } from '@/prerender/render-landing';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

/** Puts the build's markup on the page and hydrates it as src/client/landing-main.tsx does. */
async function hydratePrerendered() {
  const consoleErrors = vi.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];
  container = document.createElement('div');
  container.innerHTML = await renderLandingHtml();
  document.body.append(container);
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.user, null);
  await act(async () => {
    root = hydrateRoot(container!, <LandingRoot queryClient={queryClient} i18n={i18n} />, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return { consoleErrors, recoverableErrors };
}

describe('hydrating the prerendered landing page', () => {
  it('adopts the markup without a mismatch and becomes interactive', async () => {
    const { consoleErrors, recoverableErrors } = await hydratePrerendered();
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // What the build could not know is filled in once the page is live.
    expect(await screen.findByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Tandem. All rights reserved.`)).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Get started' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  it('shows a dark-theme visitor the switch back to light without a mismatch', async () => {
    localStorage.setItem('tandem-theme', 'dark');
    const { consoleErrors, recoverableErrors } = await hydratePrerendered();
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('lets the visitor compare yearly prices once hydrated', async () => {
    await hydratePrerendered();
    const premium = screen.getByTestId('plan-premium');
    expect(within(premium).getByText('$2.99')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(await within(premium).findByText('$28.70')).toBeInTheDocument();
  });
});
