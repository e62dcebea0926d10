import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPwaLayer } from './render-pwa-layer';
import { applyUpdate } from '@/app/pwa/register-service-worker';

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = new FakeWorker();
  register = vi.fn<(url: string) => Promise<FakeRegistration | undefined>>();
}

let container: FakeContainer;

beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const updateCard = () => screen.queryByRole('dialog', { name: 'A new version of Tandem is available' });

describe('service worker registration', () => {
  it('registers /sw.js when the page has loaded', async () => {
    container.register.mockResolvedValue(new FakeRegistration());
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderPwaLayer();
    expect(container.register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
  });

  it('does not register outside production builds', () => {
    vi.stubEnv('PROD', false);
    renderPwaLayer();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('carries on quietly when the browser blocks service workers and hands back no registration', async () => {
    container.register.mockResolvedValue(undefined);
    renderPwaLayer();
    await waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
    // The strict harness fails the test on any uncaught error or console.error that follows.
    await act(async () => {
      await container.register.mock.results[0]?.value;
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only logs a failed registration and shows nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    container.register.mockRejectedValue(new Error('bad script'));
    renderPwaLayer();

    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('Service worker registration failed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('new version available', () => {
  it('asks before refreshing when a new version is already waiting', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    container.register.mockResolvedValue(registration);
    renderPwaLayer();

    expect(await screen.findByRole('dialog', { name: 'A new version of Tandem is available' })).toBeInTheDocument();
    expect(registration.waiting.postMessage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('asks once a version found while the app runs has installed', async () => {
    const registration = new FakeRegistration();
    container.register.mockResolvedValue(registration);
    renderPwaLayer();
    await waitFor(() => expect(container.register).toHaveBeenCalled());

    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
    });
    expect(updateCard()).toBeNull();

    worker.state = 'installed';
    act(() => {
      worker.dispatchEvent(new Event('statechange'));
    });
    expect(await screen.findByRole('dialog', { name: 'A new version of Tandem is available' })).toBeInTheDocument();
  });

  it('does not ask on the very first install', async () => {
    container.controller = null;
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    container.register.mockResolvedValue(registration);
    renderPwaLayer();

    await waitFor(() => expect(container.register).toHaveBeenCalled());
    await act(async () => undefined);
    expect(updateCard()).toBeNull();
  });

  it('Later keeps the current version and hides the question', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    container.register.mockResolvedValue(registration);
    renderPwaLayer();

    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(updateCard()).toBeNull();
    expect(registration.waiting.postMessage).not.toHaveBeenCalled();
  });

  it('reloads exactly once when the new version takes control', () => {
    const worker = new FakeWorker();
    const reload = vi.fn();
    applyUpdate(worker, reload);

    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
