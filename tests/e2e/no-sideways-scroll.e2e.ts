import type { BrowserContext, Page } from '@playwright/test';
import { languageCodes } from '../../src/domain/shared/languages';
import { appUrl } from './support/app-url';
import { expect, newAppContext, test } from './support/fixtures';
import { sidewaysOverflow } from './support/overflow';
import { addSampleMoney, navigateClientSide, publicScreens, signedInScreens, visit, waitForScreen, type Screen } from './support/screens';
import { newAccount, registerInContext, signInContext, type Account } from './support/session';

/** The narrowest phones in common use. */
const smallPhone = { width: 360, height: 780 };

let returning: Account;
let newcomer: Account;
/** Screens that exist only with the returning user's data (their group). */
let sampleScreens: Screen[] = [];

test.beforeAll(async ({ browser }) => {
  returning = newAccount('narrow');
  newcomer = newAccount('narrow-new', 'Ana', 'Reyes');
  const context = await newAppContext(browser);
  await registerInContext(context, appUrl(), newcomer, { onboarded: false });
  await registerInContext(context, appUrl(), returning);
  sampleScreens = await addSampleMoney(context, appUrl());
  await context.close();
});

/** Signs the account in and makes `language` its saved choice, as picking it in settings would. */
async function signInSpeaking(context: BrowserContext, account: Account, language: string): Promise<void> {
  const baseUrl = appUrl();
  await signInContext(context, baseUrl, account);
  const response = await context.request.patch('/api/user-preferences', { data: { language }, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`saving the language failed with ${response.status()}: ${await response.text()}`);
}

async function waitForLanguage(page: Page, language: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function check(page: Page, where: string, report: string[]): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  if (!overflow) return;
  const culprits = overflow.culprits.length ? overflow.culprits.join('; ') : 'no single element found';
  report.push(`${where}: the page is ${overflow.scrollWidth} px wide on a ${overflow.clientWidth} px screen; sticking out: ${culprits}`);
}

test.describe('at 360 px wide no screen scrolls sideways', () => {
  // Each language walks on its own, so the languages share out between the workers; in this mode
  // every test runs the beforeAll above itself, so each signs up two accounts of its own.
  test.describe.configure({ mode: 'parallel' });
  for (const language of languageCodes) {
    test.describe(`in ${language}`, () => {
      test.use({ viewport: smallPhone, locale: language });

      test('the public screens, the tour and every signed-in screen', async ({ page, context }) => {
        // Some thirty screens in a row, beside another worker on a busy two-core machine.
        test.setTimeout(120_000);
        const report: string[] = [];

        await page.goto('/');
        await waitForScreen(page, '/');
        await waitForLanguage(page, language);
        for (const screen of publicScreens) {
          await visit(page, screen.path);
          await check(page, screen.name, report);
        }

        await signInSpeaking(context, newcomer, language);
        await page.goto('/welcome');
        await waitForScreen(page, '/welcome');
        await waitForLanguage(page, language);
        await check(page, 'welcome tour', report);

        await signInSpeaking(context, returning, language);
        await page.goto('/');
        await waitForScreen(page, '/');
        await waitForLanguage(page, language);
        for (const screen of [...signedInScreens, ...sampleScreens]) {
          await navigateClientSide(page, screen.path);
          if (screen.path === '/money-tracking') await expect(page.getByTestId('transaction-row').first()).toBeVisible();
          await check(page, screen.name, report);
        }
        expect(report).toEqual([]);
      });
    });
  }
});
