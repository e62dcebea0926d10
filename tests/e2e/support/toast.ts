import { expect, type Page } from '@playwright/test';

/** Waits for a toast with this title to show, found as a screen reader finds it: in the notifications region. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).first()).toBeVisible();
}
