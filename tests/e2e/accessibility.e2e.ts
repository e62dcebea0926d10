import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allowInjectedScripts, describeViolations, seriousViolations } from './support/axe';
import { appUrl, desktop, openPage, phone } from './support/browser';
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

beforeAll(async () => {
  const baseUrl = appUrl();
  returning = newAccount('a11y');
  newcomer = newAccount('a11y-new', 'Ana', 'Reyes');
  const { context } = await openPage();
  await registerInContext(context, baseUrl, newcomer, { onboarded: false });
  await registerInContext(context, baseUrl, returning);
  sampleScreens = await addSampleMoney(context, baseUrl);
  await context.close();
});

async function openIn(setting: Setting): Promise<Page> {
  const { page } = await openPage({ viewport: setting.viewport, colorScheme: setting.colorScheme });
  // Contrast is measured on the settled colours, not halfway through an opening animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await allowInjectedScripts(page);
  return page;
}

async function expectTheme(page: Page, setting: Setting): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(setting.colorScheme === 'dark');
}

/** Runs axe on whatever is on screen and adds each serious or critical finding to `report`. */
async function audit(page: Page, where: string, report: string[], within?: string): Promise<void> {
  report.push(...describeViolations(where, await seriousViolations(page, within)));
}

/** Opens a dialog (or menu), audits only it (the screen behind has had its own audit) and closes it. */
async function auditDialog(page: Page, where: string, report: string[], open: () => Promise<void>, role: 'dialog' | 'alertdialog' | 'menu' = 'dialog'): Promise<void> {
  await open();
  const dialog = page.getByRole(role).last();
  await dialog.waitFor();
  await audit(page, where, report, `[role="${role}"]`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('accessibility: no serious or critical axe-core violation on any screen', () => {
  it.each(settings)('signed out ($name)', async (setting) => {
    const page = await openIn(setting);
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

  it.each(settings)('signed in ($name)', { timeout: 120_000 }, async (setting) => {
    const page = await openIn(setting);
    const baseUrl = appUrl();
    const report: string[] = [];

    await signInContext(page.context(), baseUrl, newcomer);
    await page.goto('/welcome');
    await waitForScreen(page, '/welcome');
    await expectTheme(page, setting);
    await audit(page, 'welcome tour', report);

    await signInContext(page.context(), baseUrl, returning);
    await page.goto('/');
    await waitForScreen(page, '/');
    await page.getByTestId('dashboard-goal').first().waitFor();
    for (const screen of [...signedInScreens, ...sampleScreens]) {
      await navigateClientSide(page, screen.path);
      if (screen.path === '/money-tracking') await page.getByTestId('transaction-row').first().waitFor();
      await audit(page, screen.name, report);
    }

    await navigateClientSide(page, '/money-tracking');
    const row = page.getByTestId('transaction-row').filter({ hasText: 'Uber' });
    await auditDialog(page, 'add-transaction drawer', report, () => page.getByTestId('add-transaction-button').click());
    await auditDialog(page, 'edit-transaction drawer', report, () => row.getByRole('button', { name: /Uber/ }).first().click());
    await auditDialog(page, 'transaction actions menu', report, () => row.getByRole('button', { name: /actions/i }).click(), 'menu');
    await auditDialog(page, 'delete-transaction dialog', report, async () => {
      await row.getByRole('button', { name: /actions/i }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
    }, 'alertdialog');
    await auditDialog(page, 'period picker', report, () => page.getByTestId('period-picker').getByRole('button', { name: /Period/ }).click());
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
