import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { wireAuthButtons, type AuthDialogs } from '@/features/landing/plain/auth-buttons';
import { wireBillingToggle } from '@/features/landing/plain/billing-toggle';
import { wireLanguageMenu } from '@/features/landing/plain/language-menu';
import { wireThemeToggle } from '@/features/landing/plain/theme-toggle';
import { startLandingDialogs } from '@/landing-dialogs';
import { renderLandingHtml } from '@/prerender/render-landing';

let page: HTMLElement | undefined;

afterEach(() => {
  page?.remove();
  page = undefined;
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

/** Puts the build's English markup on the page, as the server sends it. */
async function prerenderedPage(): Promise<HTMLElement> {
  page = document.createElement('div');
  page.dataset.prerendered = 'landing';
  page.innerHTML = (await renderLandingHtml('en')).html;
  document.body.append(page);
  return page;
}

describe('the prerendered landing page’s plain script', () => {
  it('switches the prices between monthly and yearly', async () => {
    const landing = await prerenderedPage();
    wireBillingToggle(landing);
    const premium = screen.getByTestId('plan-premium');
    const yearly = screen.getByRole('radio', { name: /Yearly/ });
    expect(within(premium).getByText('$2.99')).toBeVisible();
    expect(within(premium).queryByText('$28.70')).toBeNull();

    await userEvent.click(yearly);
    expect(yearly).toHaveAttribute('aria-checked', 'true');
    expect(within(premium).getByText('$28.70')).toBeVisible();
    expect(within(premium).queryByText('$2.99')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(within(premium).getByText('$2.99')).toBeVisible();
    expect(yearly).toHaveAttribute('aria-checked', 'false');
  });

  it('switches the theme, storing the choice and naming the way back', async () => {
    const landing = await prerenderedPage();
    wireThemeToggle(landing);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('tandem-theme')).toBe('dark');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light mode');
  });

  it('opens the language menu, closes it with Escape, and lists every language', async () => {
    const landing = await prerenderedPage();
    wireLanguageMenu(landing);
    const button = screen.getByTestId('language-switcher');
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(11);
    expect(within(menu).getByRole('menuitemradio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('loads the dialogs on the first reach for a button and opens the one clicked', async () => {
    const landing = await prerenderedPage();
    let loads = 0;
    let dialogs: Promise<AuthDialogs> | undefined;
    wireAuthButtons(landing, () => {
      dialogs ??= Promise.resolve(startLandingDialogs({ page: landing })).finally(() => (loads += 1));
      return dialogs;
    });
    const signIn = screen.getAllByRole('button', { name: 'Sign in' })[0]!;
    await act(async () => {
      await userEvent.hover(signIn);
      await dialogs;
    });
    expect(loads).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(signIn);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await waitFor(() => expect(loads).toBe(1));
  });
});
