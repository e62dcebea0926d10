/** The variable through which the global setup tells the test workers where the app listens. */
export const appUrlVariable = 'TANDEM_E2E_URL';

/** The app's address, as the global setup started it. */
export function appUrl(): string {
  const url = process.env[appUrlVariable];
  if (!url) throw new Error(`${appUrlVariable} is not set: run the browser tests with \`npm run test:e2e\` or \`npx playwright test\``);
  return url;
}
