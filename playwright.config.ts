import { defineConfig } from '@playwright/test';
import { actionTimeout, contextDefaults, navigationTimeout } from './tests/e2e/support/context-defaults';

/** Debian's Chromium: the test runner cannot download a browser of its own here or on CI. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onCi = process.env.CI === 'true';

// End-to-end: the built app as `npm start` runs it (started once by the global setup), driven through Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Traces and screenshots of failed tests land here, the HTML report (local runs) in playwright-report/; git ignores both.
  outputDir: 'test-results/e2e',
  // One worker: the files share one app server and a two-core machine, and the cluster and
  // lifecycle files start servers of their own that would starve the rest.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: onCi,
  timeout: 60_000,
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
