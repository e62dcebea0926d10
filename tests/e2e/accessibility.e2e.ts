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

/** Where keyboard focus is: inside which dialog (its accessible name), and on what. */
async function focusInfo(page: Page): Promise<{ inDialog: boolean; testId: string | null; tag: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      inDialog: Boolean(active?.closest('[role="dialog"], [role="alertdialog"]')),
      testId: active?.getAttribute('data-testid') ?? null,
      tag: active?.tagName.toLowerCase() ?? '',
    };
  });
}

/** Presses Tab until the element with `testId` has focus; answers how many presses it took. */
async function tabTo(page: Page, testId: string, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusInfo(page)).testId === testId) return presses;
  }
  throw new Error(`${testId} was not reached in ${limit} presses of Tab`);
}

/** Focus is inside the open dialog, and stays inside through a full round of Tab and one Shift+Tab. */
async function expectFocusTrapped(page: Page, presses = 14): Promise<void> {
  await expect.poll(async () => (await focusInfo(page)).inDialog, { message: 'focus moves into the dialog when it opens' }).toBe(true);
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    expect((await focusInfo(page)).inDialog, `focus after ${press + 1} presses of Tab`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect((await focusInfo(page)).inDialog, 'focus after Shift+Tab').toBe(true);
}

async function expectFocusOn(page: Page, testId: string): Promise<void> {
  await expect.poll(async () => (await focusInfo(page)).testId, { message: `focus goes back to ${testId}` }).toBe(testId);
}

test.describe('accessibility: keyboard journeys', () => {
  test.use({ reducedMotion: 'reduce', bypassCSP: true });

  test('adds a transaction, creates a goal and asks the assistant with the keyboard alone (light, desktop)', async ({ signedInPage: page }) => {
    const report: string[] = [];
    await page.goto('/money-tracking');
    await waitForScreen(page, '/money-tracking');

    // The skip link, then the main region: the screen's actions are the first stops after it
    // (after the banner's "Resend" while the new account's e-mail is unconfirmed).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    const banner = (await page.getByTestId('verify-email-banner').isVisible()) ? 1 : 0;
    const presses = await tabTo(page, 'add-transaction-button');
    expect(presses).toBeLessThanOrEqual(3 + banner);
    // A screen reader's list of landmarks leads to the same actions.
    await expect(page.getByRole('region', { name: 'Page actions' }).getByTestId('add-transaction-button')).toBeFocused();

    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('transaction-drawer');
    await expect(drawer).toBeVisible();
    // Focus starts on the form's first field, the kind of transaction.
    await expect(page.getByTestId('transaction-type-expense')).toBeFocused();
    await audit(page, 'add-transaction drawer', report, '[role="dialog"]');
    await expectFocusTrapped(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expectFocusOn(page, 'add-transaction-button');

    await page.keyboard.press('Enter');
    await expect(page.getByTestId('transaction-type-expense')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('transaction-amount')).toBeFocused();
    await page.keyboard.type('12.50');
    await drawer.getByRole('combobox', { name: 'Category' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.getByTestId('transaction-description').focus();
    await page.keyboard.type('Keyboard lunch');
    await page.keyboard.press('Enter');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByTestId('transaction-row').filter({ hasText: 'Keyboard lunch' })).toBeVisible();
    await expectFocusOn(page, 'add-transaction-button');

    // The new-goal form: focus starts on its first field, goes back to the button on Escape and
    // on Cancel, and after saving lands on the new goal's card, never on the page itself.
    await navigateClientSide(page, '/financial-goals');
    await page.getByTestId('new-goal-button').first().focus();
    const goalName = page.getByRole('textbox', { name: 'Goal name' });
    await page.keyboard.press('Enter');
    await expect(goalName).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(goalName).toHaveCount(0);
    await expectFocusOn(page, 'new-goal-button');
    await page.keyboard.press('Enter');
    await expect(goalName).toBeFocused();
    await page.getByTestId('goal-form').getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(goalName).toHaveCount(0);
    await expectFocusOn(page, 'new-goal-button');
    await page.keyboard.press('Enter');
    await expect(goalName).toBeFocused();
    await page.keyboard.type('Keyboard fund');
    await page.keyboard.press('Tab');
    await page.keyboard.type('900');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('goal-card').getByRole('heading', { name: 'Keyboard fund' })).toBeFocused();

    await navigateClientSide(page, '/calendar');
    await page.getByTestId('new-event-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusInfo(page)).inDialog).toBe(true);
    await audit(page, 'new-event drawer', report, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'new-event-button');

    await navigateClientSide(page, '/ai-assistant');
    await page.getByRole('main').focus();
    await tabTo(page, 'ai-input');
    await page.keyboard.type('How much did I spend this month?');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ai-answer').filter({ hasText: '$12.50' })).toBeVisible();
    await expect(page.getByTestId('ai-input')).toBeFocused();
    expect(report).toEqual([]);
  });

  test('every Tab stop on the dashboard, its charts included, has a name (light, desktop)', async ({ signedInPage: page, context }) => {
    const report: string[] = [];
    await addSampleMoney(context, appUrl());
    await page.goto('/');
    await waitForScreen(page, '/');
    const chart = page.getByRole('img', { name: 'Income and spending over the last six months' });
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/Income .+, Spending .+/);

    // Chromium's own accessibility tree answers the name a screen reader would read.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Accessibility.enable');
    // Each stop is marked as it is reached, so the walk ends where it came round to the start.
    const focused = async () => {
      const stop = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return null;
        const again = active.hasAttribute('data-e2e-tab-stop');
        active.setAttribute('data-e2e-tab-stop', '');
        const testId = active.getAttribute('data-testid');
        return { again, where: `${active.tagName.toLowerCase()}${testId ? ` ${testId}` : ''}: ${active.textContent.trim().slice(0, 40)}` };
      });
      if (!stop) return null;
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
      const node = nodes[0];
      return { ...stop, role: String(node?.role?.value ?? ''), name: String(node?.name?.value ?? '').trim() };
    };

    const unnamed: string[] = [];
    let stops = 0;
    for (let press = 0; press < 200; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await focused();
      if (!stop || stop.again) break;
      stops += 1;
      if (!stop.name) unnamed.push(`${stop.where} (${stop.role})`);
    }
    // The walk went through the whole screen: the sidebar, the header and the dashboard's cards.
    expect(stops).toBeGreaterThan(20);
    expect(unnamed).toEqual([]);
    await audit(page, 'dashboard with charts', report);
    expect(report).toEqual([]);
  });

  test.describe('dark, Arabic, 390 px', () => {
    test.use({ viewport: phone, colorScheme: 'dark', locale: 'ar' });

    test('drawers take focus and pass axe; a focused control is never hidden behind the fixed bars', async ({ signedInPage: page, context }) => {
      const report: string[] = [];
      await context.request.patch('/api/settings', { data: { language: 'ar' }, headers: { Origin: appUrl() } });
      await addSampleMoney(context, appUrl());
      await page.goto('/money-tracking');
      await waitForScreen(page, '/money-tracking');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByTestId('transaction-row').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'إجراءات الصفحة' }).getByTestId('add-transaction-button')).toBeVisible();

      for (const [path, opener, name] of [
        ['/money-tracking', 'add-transaction-button', 'add-transaction drawer'],
        ['/financial-goals', 'new-goal-button', 'new-goal drawer'],
        ['/calendar', 'new-event-button', 'new-event drawer'],
      ] as const) {
        await navigateClientSide(page, path);
        await page.getByTestId(opener).first().focus();
        await page.keyboard.press('Enter');
        await expectFocusTrapped(page, 6);
        await audit(page, name, report, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await expectFocusOn(page, opener);
      }

      const tabBarTop = async () => (await page.getByTestId('tab-calendar').locator('xpath=ancestor::nav').boundingBox())?.y ?? 0;
      const headerBottom = async () => {
        const box = await page.getByRole('banner').boundingBox();
        return box ? box.y + box.height : 0;
      };
      // Tabbing down the goals, every "Add funds" button stops above the tab bar.
      await navigateClientSide(page, '/financial-goals');
      await page.getByRole('main').focus();
      for (let goal = 0; goal < 3; goal += 1) {
        await tabTo(page, 'goal-add-funds');
        const box = await page.evaluate(() => document.activeElement?.getBoundingClientRect().toJSON() as DOMRect);
        expect(box.y + box.height).toBeLessThanOrEqual(await tabBarTop());
      }
      // Shift+Tab back up money tracking lands on the search box below the sticky header.
      await navigateClientSide(page, '/money-tracking');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByTestId('transaction-row').last().getByRole('button').first().focus();
      const search = page.getByRole('searchbox');
      for (let press = 0; press < 60 && !(await search.evaluate((element) => element === document.activeElement)); press += 1) await page.keyboard.press('Shift+Tab');
      await expect(search).toBeFocused();
      const searchBox = await search.boundingBox();
      expect(searchBox?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom());
      expect(report).toEqual([]);
    });
  });
});
