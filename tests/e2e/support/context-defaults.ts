export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/** How every browser context of the suite starts: the config's `use` and the extra browsers a test opens. */
export const contextDefaults = {
  viewport: desktop,
  locale: 'en-US',
  colorScheme: 'light',
  // A service worker would answer from its cache what the test means to ask the server.
  serviceWorkers: 'block',
} as const;

/** How long one action or navigation may take on a busy two-core machine. */
export const actionTimeout = 15_000;
export const navigationTimeout = 20_000;
