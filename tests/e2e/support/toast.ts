import { expect, type Page } from '@playwright/test';

/** Waits for a toast with this title to show. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: title }).first()).toBeVisible();
}
