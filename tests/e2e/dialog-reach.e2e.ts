import type { Page } from '@playwright/test';
import { appUrl } from './support/app-url';
import { expect, newAppContext, test } from './support/fixtures';
import { sidewaysOverflow } from './support/overflow';
import { addSampleMoney, navigateClientSide, signedInScreens, waitForScreen, type Screen } from './support/screens';
import { newAccount, registerInContext, signInContext, type Account } from './support/session';

/** A laptop with the sidebar open, where planning broke, and the narrowest phones in common use. */
const sizes = { laptop: { width: 1024, height: 768 }, phone: { width: 360, height: 780 } };

/** The main dialog, sheet or drawer of each screen, opened by the button with this test id. */
const openers: Record<string, { testId: string; phoneOnly?: boolean }[]> = {
  '/': [{ testId: 'quick-add-button', phoneOnly: true }],
  '/financial-goals': [{ testId: 'new-goal-button' }],
  '/money-tracking': [{ testId: 'add-transaction-button' }],
  '/ai-assistant': [{ testId: 'ai-open-conversations', phoneOnly: true }],
  '/crypto': [{ testId: 'add-trade' }],
  '/groups': [{ testId: 'new-group-button' }],
  '/calendar': [{ testId: 'new-event-button' }],
  '/planning': [{ testId: 'new-entry' }, { testId: 'new-project' }],
  group: [{ testId: 'add-group-expense' }],
};

let account: Account;
let groupScreen: Screen | undefined;

test.beforeAll(async ({ browser }) => {
  account = newAccount('reach', 'Maximiliano', 'Castellanos-Villanueva');
  const context = await newAppContext(browser);
  await registerInContext(context, appUrl(), account);
  [groupScreen] = await addSampleMoney(context, appUrl());
  await context.close();
});

/**
 * Buttons, links and fields of the open dialogs that a finger or pointer cannot reach: each is
 * scrolled into view inside its dialog, then must lie inside the screen with nothing on top of
 * its centre (the element found there is the control, inside it, or, for a control that lets
 * clicks through, an ancestor).
 */
async function unreachableInDialogs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((dialog) => dialog.getClientRects().length > 0);
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? element.textContent).replace(/\s+/g, ' ').trim().slice(0, 40) || element.tagName.toLowerCase();
    for (const dialog of dialogs) {
      for (const control of dialog.querySelectorAll('button, a[href], input:not([type="hidden"]), [role="combobox"]')) {
        const box = control.getBoundingClientRect();
        // Screen-reader-only and collapsed controls are not meant to be touched, nor are controls
        // hidden from everyone (the form input a switch mirrors its state into).
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden' || control.closest('[aria-hidden="true"]')) continue;
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const shown = control.getBoundingClientRect();
        const x = shown.left + shown.width / 2;
        const y = shown.top + shown.height / 2;
        if (shown.left < -0.5 || shown.top < -0.5 || shown.right > innerWidth + 0.5 || shown.bottom > innerHeight + 0.5) {
          problems.push(
            `"${name(control)}" lies at ${Math.round(shown.left)},${Math.round(shown.top)}–${Math.round(shown.right)},${Math.round(shown.bottom)} on a ${innerWidth}×${innerHeight} screen`,
          );
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        const passesClicks = getComputedStyle(control).pointerEvents === 'none';
        if (hit && (hit === control || control.contains(hit) || (passesClicks && hit.contains(control)))) continue;
        problems.push(`"${name(control)}" is covered by ${hit ? `${hit.tagName.toLowerCase()} "${name(hit)}"` : 'nothing clickable'}`);
      }
    }
    return problems;
  });
}

/** Waits until no opening animation is still running, so positions are the final ones. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().every((animation) => animation.playState !== 'running'))).toBe(true);
}

const visibleDialogs = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');

/** Presses Escape until no dialog is left, waiting each time for one to go. */
async function closeDialogs(page: Page): Promise<void> {
  const everyDialog = page.locator('[role="dialog"], [role="alertdialog"]');
  for (let open = await visibleDialogs(page).count(); open > 0; open = await visibleDialogs(page).count()) {
    await page.keyboard.press('Escape');
    await expect.poll(() => everyDialog.count()).toBeLessThan(open);
  }
}

async function overflowReport(page: Page, where: string): Promise<string[]> {
  const overflow = await sidewaysOverflow(page);
  if (!overflow) return [];
  return [
    `${where}: the page is ${overflow.scrollWidth} px wide on a ${overflow.clientWidth} px screen; sticking out: ${overflow.culprits.join('; ') || 'no single element found'}`,
  ];
}

async function checkDialog(page: Page, where: string, report: string[]): Promise<void> {
  await expect(visibleDialogs(page).first()).toBeVisible();
  await settled(page);
  report.push(...(await unreachableInDialogs(page)).map((problem) => `${where}: ${problem}`));
  report.push(...(await overflowReport(page, `${where} (open)`)));
}

const runs = [
  ['laptop', 'en'],
  ['laptop', 'ar'],
  ['phone', 'en'],
  ['phone', 'ar'],
] as const;

for (const [size, language] of runs) {
  test.describe(`on a ${size} in ${language}`, () => {
    test.use({ viewport: sizes[size], locale: language });

    test('no signed-in screen scrolls sideways and every control of its main dialogs can be clicked', async ({ page, context }) => {
      test.setTimeout(120_000);
      await signInContext(context, appUrl(), account);
      const saved = await context.request.patch('/api/user-preferences', { data: { language }, headers: { Origin: appUrl() } });
      expect(saved.ok()).toBe(true);
      await page.goto('/');
      await waitForScreen(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      const report: string[] = [];
      const everyScreen = groupScreen ? [...signedInScreens, groupScreen] : signedInScreens;
      const keyOf = (screen: Screen) => (screen === groupScreen ? 'group' : screen.path);
      // At 360 px every screen's width is checked in every language by no-sideways-scroll.e2e.ts; here only those with dialogs.
      const screens = size === 'phone' ? everyScreen.filter((screen) => openers[keyOf(screen)]) : everyScreen;
      for (const screen of screens) {
        await navigateClientSide(page, screen.path);
        report.push(...(await overflowReport(page, screen.name)));
        for (const opener of openers[keyOf(screen)] ?? []) {
          if (opener.phoneOnly && size !== 'phone') continue;
          const where = `${screen.name}, ${opener.testId}`;
          await page.getByTestId(opener.testId).click();
          await checkDialog(page, where, report);
          if (opener.testId === 'quick-add-button') {
            // The add sheet leads to the forms in drawers: the longest one stands for them.
            await page.getByTestId('quick-action-newGoal').click();
            await expect(page.getByTestId('quick-action-drawer')).toBeVisible();
            await checkDialog(page, `${where}, new goal drawer`, report);
          }
          await closeDialogs(page);
        }
      }
      expect(report).toEqual([]);
    });
  });
}
