import { expenseCategories } from '../../src/domain/categories/categories';
import { addMonths } from '../../src/domain/shared/dates';

interface Page {
  items: { id: string }[];
  nextCursor: string | null;
}

/** Signs in through the API and returns the session cookie (`name=value`). */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in as ${email} failed (${response.status}); seed the user first: npm run seed -- --email ${email} --password '…' --transactions 100000`);
  }
  const cookie = response.headers.getSetCookie().find((value) => value.includes('tandem_session'));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0]!;
}

async function page(url: string, cookie: string, query: string): Promise<Page> {
  const response = await fetch(`${url}/api/transactions${query}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/transactions${query} answered ${response.status}`);
  return (await response.json()) as Page;
}

/** Follows `pages` cursors of 50 rows and returns the cursor found there. */
export async function walkPages(url: string, cookie: string, pages: number): Promise<{ cursor: string; rows: number }> {
  let cursor: string | null = null;
  let rows = 0;
  for (let index = 0; index < pages; index += 1) {
    const result: Page = await page(url, cookie, cursor ? `?cursor=${cursor}` : '');
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
    rows += result.items.length;
  }
  if (!cursor) throw new Error('the user has too few transactions for a deep page; seed more');
  return { cursor, rows };
}

/** Deletes what the create scenarios added, through the API, sixteen at a time. */
export async function cleanUp(url: string, cookie: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const { items } = await page(url, cookie, `?q=${encodeURIComponent('Benchmark entry')}&limit=200`);
    if (items.length === 0) return removed;
    for (let start = 0; start < items.length; start += 16) {
      await Promise.all(
        items.slice(start, start + 16).map((item) =>
          fetch(`${url}/api/transactions/${item.id}`, { method: 'DELETE', headers: { cookie } }).then((response) => {
            if (response.status !== 204) throw new Error(`DELETE answered ${response.status}`);
          }),
        ),
      );
    }
    removed += items.length;
  }
}

/**
 * Gives the demo user a budget for every built-in expense category in `month` and the 12 months
 * before it, rolling over, so the budgets scenario reads a full month with its rollover chains.
 * PUT sets the same values again on every run.
 */
export async function setUpBudgets(url: string, cookie: string, month: string): Promise<number> {
  let written = 0;
  for (let back = 12; back >= 0; back -= 1) {
    const target = addMonths(`${month}-01`, -back).slice(0, 7);
    await Promise.all(
      expenseCategories.map(async (category) => {
        const response = await fetch(`${url}/api/budgets/${target}/${category}`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: '250.00', rollover: true }),
        });
        if (response.status !== 200) throw new Error(`PUT /api/budgets/${target}/${category} answered ${response.status}`);
        written += 1;
      }),
    );
  }
  return written;
}
