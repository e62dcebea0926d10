import type { Page } from '@playwright/test';
import { appUrl } from './support/app-url';
import { describeViolations, seriousViolations } from './support/axe';
import { desktop, expect, newAppContext, phone, test } from './support/fixtures';
import { addSampleMoney, navigateClientSide, publicScreens, signedInScreens, visit, waitForScreen, type Screen } from './support/screens';
import { newAccount, registerInContext, signInContext, type Account } from './support/session';

interface Setting {
  name: string;
  colorScheme: 'light' | 'dark';
  viewport: { width: number; height: number };
}

const settings: Setting[] = [
  { name: 'light, desktop', colorScheme: 'light', viewport: desktop },
  { name: 'dark, desktop', colorScheme: 'dark', viewport: desktop },
  { name: 'light, phone', colorScheme: 'light', viewport: phone },
  { name: 'dark, phone', colorScheme: 'dark', viewport: phone },
];

/** A returning user with goals and transactions, and a newcomer who has not taken the tour yet. */
let returning: Account;
let newcomer: Account;
/** Screens that exist only with the returning user's data (their group). */
let sampleScreens: Screen[] = [];

test.beforeAll(async ({ browser }) => {
  returning = newAccount('a11y');
  newcomer = newAccount('a11y-new', 'Ana', 'Reyes');
  const context = await newAppContext(browser);
  await registerInContext(context, appUrl(), newcomer, { onboarded: false });
  await registerInContext(context, appUrl(), returning);
  sampleScreens = await addSampleMoney(context, appUrl());
  await context.close();
});

async function expectTheme(page: Page, setting: Setting): Promise<void> {
  const dark = /(^|\s)dark(\s|$)/;
  if (setting.colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(dark);
  else await expect(page.locator('html')).not.toHaveClass(dark);
}

/** Runs axe on whatever is on screen and adds each serious or critical finding to `report`. */
async function audit(page: Page, where: string, report: string[], within?: string): Promise<void> {
  report.push(...describeViolations(where, await seriousViolations(page, within)));
}

/** Opens a dialog (or menu), audits only it (the screen behind has had its own audit) and closes it. */
async function auditDialog(page: Page, where: string, report: string[], open: () => Promise<void>, role: 'dialog' | 'alertdialog' | 'menu' = 'dialog'): Promise<void> {
  await open();
  const dialog = page.getByRole(role).last();
  await expect(dialog).toBeVisible();
  await audit(page, where, report, `[role="${role}"]`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test.describe('accessibility: no serious or critical axe-core violation on any screen', () => {
  for (const setting of settings) {
    test.describe(setting.name, () => {
      // Contrast is measured on the settled colours, not halfway through an opening animation;
      // the app's Content-Security-Policy would keep axe's script out, so the tests lift it.
      test.use({ viewport: setting.viewport, colorScheme: setting.colorScheme, reducedMotion: 'reduce', bypassCSP: true });

      test(`signed out (${setting.name})`, async ({ page }) => {
        const report: string[] = [];
        await page.goto('/');
        await waitForScreen(page, '/');
        await expectTheme(page, setting);
        for (const screen of publicScreens) {
          await visit(page, screen.path);
          await audit(page, screen.name, report);
        }

        await visit(page, '/');
        await auditDialog(page, 'sign-up dialog', report, () => page.getByRole('button', { name: 'Get started free' }).first().click());
        expect(report).toEqual([]);
      });

      test(`signed in (${setting.name})`, async ({ page }) => {
        test.setTimeout(120_000);
        const report: string[] = [];

        await signInContext(page.context(), appUrl(), newcomer);
        await page.goto('/welcome');
        await waitForScreen(page, '/welcome');
        await expectTheme(page, setting);
        await audit(page, 'welcome tour', report);

        await signInContext(page.context(), appUrl(), returning);
        await page.goto('/');
        await waitForScreen(page, '/');
        await expect(page.getByTestId('dashboard-goal').first()).toBeVisible();
        for (const screen of [...signedInScreens, ...sampleScreens]) {
          await navigateClientSide(page, screen.path);
          if (screen.path === '/money-tracking') await expect(page.getByTestId('transaction-row').first()).toBeVisible();
          await audit(page, screen.name, report);
        }

        await navigateClientSide(page, '/money-tracking');
        const row = page.getByTestId('transaction-row').filter({ hasText: 'Uber' });
        await auditDialog(page, 'add-transaction drawer', report, () => page.getByTestId('add-transaction-button').click());
        await auditDialog(page, 'edit-transaction drawer', report, () => row.getByRole('button', { name: /Uber/ }).first().click());
        await auditDialog(page, 'transaction actions menu', report, () => row.getByRole('button', { name: /actions/i }).click(), 'menu');
        await auditDialog(
          page,
          'delete-transaction dialog',
          report,
          async () => {
            await row.getByRole('button', { name: /actions/i }).click();
            await page.getByRole('menuitem', { name: 'Delete' }).click();
          },
          'alertdialog',
        );
        await auditDialog(page, 'period picker', report, () =>
          page
            .getByTestId('period-picker')
            .getByRole('button', { name: /Period/ })
            .click(),
        );
        await navigateClientSide(page, '/financial-goals');
        await auditDialog(page, 'new-goal dialog', report, () => page.getByTestId('new-goal-button').first().click());
        if (setting.viewport === phone) {
          await navigateClientSide(page, '/');
          await auditDialog(page, 'quick-add sheet', report, () => page.getByRole('button', { name: 'Quick add' }).click());
          await auditDialog(page, 'navigation drawer', report, () => page.getByRole('button', { name: 'Toggle sidebar' }).click());
        }
        expect(report).toEqual([]);
      });
    });
  }
});
