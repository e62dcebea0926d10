import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPwaLayer } from './render-pwa-layer';
import { installDismissedKey } from '@/app/pwa/use-install-prompt';

function offerInstallation(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn().mockResolvedValue(undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const installCard = () => screen.queryByRole('dialog', { name: 'Install Tandem' });

describe('install prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('appears 3 seconds after the browser offers installation, not before', () => {
    renderPwaLayer();
    const { event } = offerInstallation();
    expect(event.defaultPrevented).toBe(true);

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(installCard()).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(installCard()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  });

  it('never appears without an offer from the browser', () => {
    renderPwaLayer();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(installCard()).toBeNull();
  });

  it('stays hidden when it was dismissed earlier in this session', () => {
    sessionStorage.setItem(installDismissedKey, 'true');
    renderPwaLayer();
    offerInstallation();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(installCard()).toBeNull();
  });

  it('stays hidden when the app already runs installed', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) satisfies MediaQueryList,
    );
    renderPwaLayer();
    offerInstallation();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(installCard()).toBeNull();
  });

  it('stays hidden once the app has been installed', () => {
    renderPwaLayer();
    offerInstallation();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
      vi.advanceTimersByTime(5000);
    });
    expect(installCard()).toBeNull();
  });

  it('Maybe Later hides the card and remembers the dismissal for this session', () => {
    renderPwaLayer();
    offerInstallation();
    act(() => {
      vi.advanceTimersByTime(3000);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(installCard()).toBeNull();
    expect(sessionStorage.getItem(installDismissedKey)).toBe('true');

    offerInstallation();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(installCard()).toBeNull();
  });

  it('the close button also dismisses it for this session', () => {
    renderPwaLayer();
    offerInstallation();
    act(() => {
      vi.advanceTimersByTime(3000);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(installCard()).toBeNull();
    expect(sessionStorage.getItem(installDismissedKey)).toBe('true');
  });

  it('Install App opens the browser install dialog and then hides the card', async () => {
    renderPwaLayer();
    const { prompt } = offerInstallation();
    act(() => {
      vi.advanceTimersByTime(3000);
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installCard()).toBeNull();
  });
});
