import type { Page } from '@playwright/test';
import { todayInZone } from '../../../src/domain/shared/dates';

/** "Today" as the browser sees it: what forms default to and check dates against. */
export async function browserToday(page: Page): Promise<string> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return todayInZone(zone);
}
