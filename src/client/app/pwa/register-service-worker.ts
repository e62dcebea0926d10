export const serviceWorkerUrl = '/sw.js';

interface RegistrationOptions {
  /** A new version has finished installing while this page still runs the previous one. */
  onUpdateReady: (worker: ServiceWorker) => void;
}

/**
 * Registers /sw.js once the page has loaded, in production builds only (a worker would cache
 * the dev server's modules). Failure is only logged: the app works the same without it.
 * Returns a cleanup that stops reporting updates.
 */
export function registerServiceWorker({ onUpdateReady }: RegistrationOptions): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;

  let active = true;
  const notify = (worker: ServiceWorker) => {
    if (active) onUpdateReady(worker);
  };
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerUrl).then(
      // Browsers that block service workers (some private modes, automation) resolve with nothing.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (registration) watchForUpdates(registration, notify);
      },
      (error: unknown) => console.error('Service worker registration failed:', error),
    );
  };

  // Registering after 'load' keeps the worker's precaching from competing with the first render.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  return () => {
    active = false;
    window.removeEventListener('load', register);
  };
}

function watchForUpdates(registration: ServiceWorkerRegistration, notify: (worker: ServiceWorker) => void): void {
  // With no controller this is the very first install, which needs no refresh.
  const replacesRunningVersion = () => navigator.serviceWorker.controller !== null;

  if (registration.waiting && replacesRunningVersion()) notify(registration.waiting);

  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && replacesRunningVersion()) notify(installing);
    });
  });
}

/**
 * Lets the waiting worker take over and reloads once it controls the page, so the page and
 * its cached files come from the same version.
 */
export function applyUpdate(worker: Pick<ServiceWorker, 'postMessage'>, reload: () => void = () => window.location.reload()): void {
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
