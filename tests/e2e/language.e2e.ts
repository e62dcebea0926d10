import type { BrowserContext, Page } from '@playwright/test';
import { appUrl } from './support/app-url';
import { desktop, expect, test } from './support/fixtures';
import { expectSidebarUser, newAccount, registerInContext, signInContext, type Account } from './support/session';

const arabicLetters = /[\u0600-\u06FF]/;
const navItems: { testId: string; english: string }[] = [
  { testId: 'dashboard', english: 'Dashboard' },
  { testId: 'ai assistant', english: 'AI Assistant' },
  { testId: 'ai insights', english: 'AI Insights' },
  { testId: 'financial goals', english: 'Financial Goals' },
  { testId: 'money tracking', english: 'Money Tracking' },
  { testId: 'investments', english: 'Investments' },
  { testId: 'crypto', english: 'Crypto' },
  { testId: 'friends', english: 'Friends' },
  { testId: 'groups', english: 'Groups' },
  { testId: 'calendar', english: 'Calendar' },
  { testId: 'planning', english: 'Planning' },
  { testId: 'referrals', english: 'Referrals' },
  { testId: 'premium subscription', english: 'Premium Subscription' },
];

async function expectDocumentLanguage(page: Page, expected: { dir: string; lang: string }): Promise<void> {
  const root = page.locator('html');
  await expect(root).toHaveAttribute('lang', expected.lang);
  await expect(root).toHaveAttribute('dir', expected.dir);
}

async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-option-${code}`).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Where the sidebar's panel sits: its left and right edges in viewport pixels. */
async function sidebarEdges(page: Page): Promise<{ left: number; right: number }> {
  const box = await page.locator('[data-slot="sidebar-inner"]').locator('..').boundingBox();
  if (!box) throw new Error('the sidebar is not on screen');
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

async function savePreferences(context: BrowserContext, changes: Record<string, string>): Promise<void> {
  const response = await context.request.patch('/api/user-preferences', { data: changes, headers: { Origin: appUrl() } });
  if (!response.ok()) throw new Error(`saving preferences failed with ${response.status()}`);
}

const root = (page: Page) => page.locator('html');
const dark = /(^|\s)dark(\s|$)/;
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('tandem-language'));

async function switchToArabic(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await expectSidebarUser(page, account);
  await chooseLanguage(page, 'ar');
  await expectDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
}

test.describe('interface language', () => {
  test('switching to Arabic mirrors the layout, survives a reload, and English restores it', async ({ page, account }) => {
    await switchToArabic(page, account);

    // The sidebar slides across to the other edge; its box settles once the move ends.
    await expect.poll(() => sidebarEdges(page), { timeout: 5_000 }).toMatchObject({ right: desktop.width });
    expect((await sidebarEdges(page)).left).toBeGreaterThan(desktop.width / 2);
    expect(await storedLanguage(page)).toBe('ar');

    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expectDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
    await expect.poll(() => sidebarEdges(page), { timeout: 5_000 }).toMatchObject({ right: desktop.width });

    await chooseLanguage(page, 'en');
    await expectDocumentLanguage(page, { dir: 'ltr', lang: 'en' });
    await expect.poll(() => sidebarEdges(page), { timeout: 5_000 }).toMatchObject({ left: 0 });
    await expect(page.getByTestId('dashboard')).toHaveText('Dashboard');
    expect(await storedLanguage(page)).toBe('en');
  });

  test('in Arabic the navigation reads in Arabic, with no English labels left', async ({ page, account }) => {
    await switchToArabic(page, account);
    for (const item of navItems) {
      const label = page.getByTestId(item.testId);
      await expect(label).toHaveText(arabicLetters);
      await expect(label).not.toContainText(item.english);
    }
    const sidebar = page.locator('[data-slot="sidebar-inner"]');
    for (const item of navItems) await expect(sidebar).not.toContainText(item.english);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(arabicLetters);
  });

  test('the choice follows the account to a new browser that has none stored', async ({ page, account, openPage }) => {
    await page.goto('/');
    await expectSidebarUser(page, account);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user-preferences') && response.request().method() === 'PATCH');
    await chooseLanguage(page, 'ar');
    expect((await saved).ok()).toBe(true);

    const fresh = await openPage();
    await signInContext(fresh.context, appUrl(), account);
    await fresh.page.goto('/');
    await expect(fresh.page.getByTestId('dashboard')).toBeVisible();
    await expectDocumentLanguage(fresh.page, { dir: 'rtl', lang: 'ar' });
  });

  test('a signed-out visitor can read the landing page right to left in Arabic', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get started free' }).first()).toBeVisible();
    await expectDocumentLanguage(page, { dir: 'ltr', lang: 'en' });
    await chooseLanguage(page, 'ar');
    await expectDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
    expect(await storedLanguage(page)).toBe('ar');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
  });

  test('a language saved on another device applies on the next visit of a device that only guessed', async ({ page, account, openPage }) => {
    await page.goto('/');
    await expectSidebarUser(page, account);
    await expectDocumentLanguage(page, { dir: 'ltr', lang: 'en' });

    const other = await openPage();
    await signInContext(other.context, appUrl(), account);
    await savePreferences(other.context, { language: 'ar' });

    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expectDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
  });

  test('a different account signing in on the same browser gets its own saved theme and language', async ({ page, context, account, openPage }) => {
    await page.goto('/');
    await expectSidebarUser(page, account);
    // The first account makes its own choices on this browser: Spanish and dark.
    await chooseLanguage(page, 'es');
    await expectDocumentLanguage(page, { dir: 'ltr', lang: 'es' });
    await page.getByTestId('theme-toggle').click();
    await expect(root(page)).toHaveClass(dark);

    // The second account saved Arabic and light elsewhere.
    const second = newAccount('second', 'Layla', 'Haddad');
    const elsewhere = await openPage();
    await registerInContext(elsewhere.context, appUrl(), second);
    await savePreferences(elsewhere.context, { language: 'ar', theme: 'light' });

    const signedOut = await context.request.post('/api/auth/logout', { headers: { Origin: appUrl() } });
    expect(signedOut.ok()).toBe(true);
    await signInContext(context, appUrl(), second);
    await page.goto('/');
    await expectSidebarUser(page, second);
    await expectDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
    await expect(root(page)).not.toHaveClass(dark);
    expect(await page.evaluate(() => localStorage.getItem('tandem-theme'))).toBe('light');
  });
});
