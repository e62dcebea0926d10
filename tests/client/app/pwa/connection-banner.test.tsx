import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPwaLayer } from './render-pwa-layer';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('connection banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows nothing while the connection is fine', () => {
    renderPwaLayer();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces going offline for 5 seconds', () => {
    renderPwaLayer();
    setOnline(false);

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent("You're offline");
    expect(status).toHaveTextContent('Your data will sync when back online');

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(status).toHaveTextContent("You're offline");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status).toBeEmptyDOMElement();
  });

  it('announces coming back online for 5 seconds', () => {
    renderPwaLayer();
    setOnline(false);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    setOnline(true);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Back online! Data syncing...');
    expect(status).not.toHaveTextContent("You're offline");

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(status).toHaveTextContent('Back online! Data syncing...');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status).toBeEmptyDOMElement();
  });

  it('fetches the data on screen again when the connection returns', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderPwaLayer(queryClient);

    setOnline(false);
    expect(invalidate).not.toHaveBeenCalled();
    setOnline(true);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('tells the user at once when the app opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPwaLayer();
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
