import type { Page } from '@playwright/test';
import { languageCodes } from '../../src/domain/shared/languages';
import { appUrl } from './support/app-url';
import { expect, test } from './support/fixtures';
import { expectSidebarUser, newAccount, registerInContext } from './support/session';

/** The scripts that only the sign-in and sign-up dialogs bring: React, its DOM renderer and the dialogs' module. */
const reactScript = /\/assets\/(react-dom|jsx-runtime|landing-dialogs|client)-[\w-]+\.js$/;

/** Every script the page asks for, in order. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function headingOf(language: string): Promise<string> {
  const catalogue = (await import(`../../src/client/locales/${language}.json`, { with: { type: 'json' } })) as {
    default: { landing: { hero: { title: string } } };
  };
  return catalogue.default.landing.hero.title;
}

test.describe('the landing page without React', () => {
  test('switches between monthly and yearly prices with no React loaded', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/');
    const premium = page.getByTestId('plan-premium');
    await premium.scrollIntoViewIfNeeded();
    await expect(premium.getByText('$2.99')).toBeVisible();

    await page
      .getByRole('radiogroup', { name: 'Billing period' })
      .getByRole('radio', { name: /Yearly/ })
      .click();
    await expect(premium.getByText('$28.70')).toBeVisible();
    await expect(premium.getByText('/year', { exact: true })).toBeVisible();
    await expect(premium.getByText('$2.99')).toHaveCount(0);

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => reactScript.test(script))).toEqual([]);
  });

  test('switches to Arabic from the language menu: the Arabic page, right to left, still without React', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByTestId('language-option-ar').click();

    await expect(page.getByRole('heading', { level: 1, name: await headingOf('ar') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'landing');
    expect(await page.evaluate(() => [localStorage.getItem('tandem-language'), localStorage.getItem('tandem-language-chosen')])).toEqual(['ar', '1']);
    expect(scripts.filter((script) => reactScript.test(script))).toEqual([]);
  });

  test('opens the sign-in dialog on a click, and signing in there reaches the dashboard', async ({ page, openPage }) => {
    const account = newAccount('landing-dialog');
    const elsewhere = await openPage();
    await registerInContext(elsewhere.context, appUrl(), account);

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectSidebarUser(page, account);
    await expect(page.getByRole('heading', { level: 1, name: /Plan your money/ })).toHaveCount(0);
  });

  test('moves nothing on the page when the dialogs’ code arrives', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { shifts: number[] }).shifts = shifts;
    });
    const arrived = page.waitForResponse((response) => /\/assets\/landing-dialogs-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).hover();
    await arrived;
    // The dialog's root is mounted once its code has run; the page is what it was.
    await expect(page.locator('body > div:not(#root)')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))).toBe(0);
  });

  for (const language of languageCodes) {
    test(`is sent prerendered in ${language} to a browser asking for it`, async ({ page }) => {
      const response = await page.request.get('/', { headers: { 'accept-language': language } });
      const html = await response.text();
      expect(html).toContain('data-prerendered="landing"');
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      const text = html
        .replace(/<[^>]*>/g, '')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      expect(text).toContain(await headingOf(language));
    });
  }
});
