import { defineConfig } from '@playwright/test';
import { actionTimeout, contextDefaults, navigationTimeout } from './tests/e2e/support/context-defaults';

/** Debian's Chromium: the test runner cannot download a browser of its own here or on CI. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onCi = process.env.CI === 'true';
/** Files whose tests start app instances (and databases) of their own. */
const ownServers = ['**/cluster.e2e.ts', '**/lifecycle.e2e.ts', '**/password-reset.e2e.ts'];

// End-to-end: the built app as `npm start` runs it (started once by the global setup), driven through Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Traces and screenshots of failed tests land here, the HTML report (local runs) in playwright-report/; git ignores both.
  outputDir: 'test-results/e2e',
  // Two workers share the one app server: a test waits on the server and the browser most of its
  // time, so two at once keep a two-core machine busy. The files that start servers of their own
  // (the cluster, the lifecycle, the mailing app) would starve the rest: they run after, alone.
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'shared-app', testIgnore: ownServers },
    { name: 'own-servers', testMatch: ownServers, dependencies: ['shared-app'], workers: 1 },
  ],
  retries: 0,
  forbidOnly: onCi,
  // Two workers share two cores with the app and the browsers: a test takes longer than alone.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: onCi ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    },
    ...contextDefaults,
    actionTimeout,
    navigationTimeout,
    // Every action's DOM snapshot, the network and the console, kept for failed tests. The
    // screencast is left out: recording it slowed the suite by a third on two cores, and each
    // failure keeps a screenshot of every open page anyway.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
