import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { desktop, openPage } from './support/browser';
import { newAccount, openSignedIn, registerInContext, signInContext, waitForSidebarUser } from './support/session';

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

async function documentLanguage(page: Page): Promise<{ dir: string; lang: string }> {
  return page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
}

async function waitForDocumentLanguage(page: Page, expected: { dir: string; lang: string }): Promise<void> {
  await expect.poll(() => documentLanguage(page), { timeout: 10_000 }).toEqual(expected);
}

async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-option-${code}`).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** Where the sidebar's panel sits: its left and right edges in viewport pixels. */
async function sidebarEdges(page: Page): Promise<{ left: number; right: number }> {
  const box = await page.locator('[data-slot="sidebar-inner"]').locator('..').boundingBox();
  if (!box) throw new Error('the sidebar is not on screen');
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

async function savePreferences(context: BrowserContext, baseUrl: string, changes: Record<string, string>): Promise<void> {
  const response = await context.request.patch('/api/user-preferences', { data: changes, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`saving preferences failed with ${response.status()}`);
}

function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

async function switchToArabic(): Promise<Page> {
  const { page, account } = await openSignedIn();
  await waitForSidebarUser(page, account);
  await chooseLanguage(page, 'ar');
  await waitForDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
  return page;
}

describe('interface language', () => {
  it('switching to Arabic mirrors the layout, survives a reload, and English restores it', async () => {
    const page = await switchToArabic();

    await expect.poll(() => sidebarEdges(page), { timeout: 5_000 }).toMatchObject({ right: desktop.width });
    expect((await sidebarEdges(page)).left).toBeGreaterThan(desktop.width / 2);
    expect(await page.evaluate(() => localStorage.getItem('tandem-language'))).toBe('ar');

    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    await waitForDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
    await expect.poll(() => sidebarEdges(page), { timeout: 5_000 }).toMatchObject({ right: desktop.width });

    await chooseLanguage(page, 'en');
    await waitForDocumentLanguage(page, { dir: 'ltr', lang: 'en' });
    await expect.poll(() => sidebarEdges(page), { timeout: 5_000 }).toMatchObject({ left: 0 });
    expect(await page.getByTestId('dashboard').innerText()).toBe('Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('tandem-language'))).toBe('en');
  });

  it('in Arabic the navigation reads in Arabic, with no English labels left', async () => {
    const page = await switchToArabic();
    for (const item of navItems) {
      const label = page.getByTestId(item.testId);
      await expect.poll(() => label.innerText(), { timeout: 10_000 }).toMatch(arabicLetters);
      expect(await label.innerText()).not.toContain(item.english);
    }
    const sidebarText = await page.locator('[data-slot="sidebar-inner"]').innerText();
    for (const item of navItems) expect(sidebarText).not.toContain(item.english);
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).innerText()).toMatch(arabicLetters);
  });

  it('the choice follows the account to a new browser that has none stored', async () => {
    const { page, account, baseUrl } = await openSignedIn();
    await waitForSidebarUser(page, account);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user-preferences') && response.request().method() === 'PATCH');
    await chooseLanguage(page, 'ar');
    expect((await saved).ok()).toBe(true);

    const fresh = await openPage();
    await signInContext(fresh.context, baseUrl, account);
    await fresh.page.goto('/');
    await fresh.page.getByTestId('dashboard').waitFor();
    await waitForDocumentLanguage(fresh.page, { dir: 'rtl', lang: 'ar' });
  });

  it('a signed-out visitor can read the landing page right to left in Arabic', async () => {
    const { page } = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get started free' }).waitFor();
    await waitForDocumentLanguage(page, { dir: 'ltr', lang: 'en' });
    await chooseLanguage(page, 'ar');
    await waitForDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
    expect(await page.evaluate(() => localStorage.getItem('tandem-language'))).toBe('ar');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await waitForDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
  });

  it('a language saved on another device applies on the next visit of a device that only guessed', async () => {
    const { page, account, baseUrl } = await openSignedIn();
    await waitForSidebarUser(page, account);
    await waitForDocumentLanguage(page, { dir: 'ltr', lang: 'en' });

    const other = await openPage();
    await signInContext(other.context, baseUrl, account);
    await savePreferences(other.context, baseUrl, { language: 'ar' });

    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    await waitForDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
  });

  it('a different account signing in on the same browser gets its own saved theme and language', async () => {
    const { page, context, account, baseUrl } = await openSignedIn({ colorScheme: 'light' });
    await waitForSidebarUser(page, account);
    // The first account makes its own choices on this browser: Spanish and dark.
    await chooseLanguage(page, 'es');
    await waitForDocumentLanguage(page, { dir: 'ltr', lang: 'es' });
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => isDark(page)).toBe(true);

    // The second account saved Arabic and light elsewhere.
    const second = newAccount('second', 'Layla', 'Haddad');
    const elsewhere = await openPage();
    await registerInContext(elsewhere.context, baseUrl, second);
    await savePreferences(elsewhere.context, baseUrl, { language: 'ar', theme: 'light' });

    const signedOut = await context.request.post('/api/auth/logout', { headers: { Origin: baseUrl } });
    expect(signedOut.ok()).toBe(true);
    await signInContext(context, baseUrl, second);
    await page.goto('/');
    await waitForSidebarUser(page, second);
    await waitForDocumentLanguage(page, { dir: 'rtl', lang: 'ar' });
    await expect.poll(() => isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('tandem-theme'))).toBe('light');
  });
});
