import { expect, type BrowserContext, type Page } from '@playwright/test';
import { addDays, todayInZone } from '../../../src/domain/shared/dates';

export interface Screen {
  name: string;
  path: string;
}

/** Every route a signed-in user can reach (src/client/app/app-routes.tsx), with sample parameters. */
export const signedInScreens: Screen[] = [
  { name: 'dashboard', path: '/' },
  { name: 'financial goals', path: '/financial-goals' },
  { name: 'budgets', path: '/budgets' },
  { name: 'money tracking', path: '/money-tracking' },
  { name: 'cash flow', path: '/cash-flow' },
  { name: 'AI assistant', path: '/ai-assistant' },
  { name: 'AI insights', path: '/ai-insights' },
  { name: 'investments', path: '/investments' },
  { name: 'crypto', path: '/crypto' },
  { name: 'friends', path: '/friends' },
  { name: 'groups', path: '/groups' },
  { name: 'calendar', path: '/calendar' },
  { name: 'planning', path: '/planning' },
  { name: 'referrals', path: '/referrals' },
  { name: 'invite-friends', path: '/invite-friends' },
  { name: 'subscription', path: '/subscription' },
  { name: 'pricing', path: '/pricing' },
  { name: 'checkout', path: '/checkout/premium-yearly' },
  { name: 'upgrade', path: '/upgrade' },
  // Not next to the other checkout: the same screen re-rendered keeps its heading element.
  { name: 'checkout of an unknown plan', path: '/checkout/platinum' },
  { name: 'settings', path: '/settings' },
  { name: 'group invite', path: '/invite/a-sample-invitation' },
  { name: 'not found', path: '/no-such-screen' },
];

/** Pages anyone can open without an account. The landing page stands in for every other address. */
export const publicScreens: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'shared calendar', path: '/shared/calendar/a-sample-link' },
  { name: 'public not found', path: '/shared/elsewhere' },
];

const busySelector = ['[data-slot="skeleton"]', '[data-slot="spinner"][role="status"]', '[data-testid="full-screen-spinner"]', '[aria-busy="true"]'].join(',');

/**
 * Waits until the screen at `path` has replaced the previous one and finished loading: the
 * address is its own, its level-one heading (not the one marked as the previous screen's) is on
 * the page, and no skeleton or loading spinner is left.
 */
export async function waitForScreen(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://any').pathname;
  const where = `the screen at ${path}`;
  await expect(page, `${where}: the address`).toHaveURL((url) => url.pathname === pathname);
  await expect(page.locator('h1:not([data-e2e-previous])').first(), `${where}: its heading`).toBeAttached();
  await expect(page.locator(busySelector), `${where}: still loading`).toHaveCount(0);
}

/** A visitor's page load: public screens are reached by links from outside, and the prerendered landing page has no router. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForScreen(page, path);
}

/**
 * Moves to another screen the way a link would (no reload): the app's router follows history
 * changes. The current heading is marked first so the wait cannot mistake it for the next one.
 */
export async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    if (location.pathname + location.search === target) return;
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-e2e-previous', ''));
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForScreen(page, path);
}

/**
 * Goals, transactions and a group a returning user would have, so lists show rows rather than
 * empty states. Answers the screens that exist only with that data (the group's page).
 */
export async function addSampleMoney(context: BrowserContext, baseUrl: string): Promise<Screen[]> {
  const headers = { Origin: baseUrl };
  const today = todayInZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  // A day back, so the sample never lands "in the future" for a browser a time zone behind.
  const recent = (days: number) => addDays(today, -1 - days);

  const goals = [
    { title: 'Emergency fund', targetAmount: '6000', currentAmount: '2400', targetDate: addDays(today, 240), category: 'emergency', priority: 'high' },
    { title: 'Trip to Lisbon', targetAmount: '2000', currentAmount: '350', targetDate: addDays(today, 300), category: 'vacation' },
    { title: 'New laptop', targetAmount: '1500', currentAmount: '1500', targetDate: addDays(today, 90), category: 'other', priority: 'low' },
  ];
  const goalIds: string[] = [];
  for (const goal of goals) {
    const response = await context.request.post('/api/financial-goals', { data: goal, headers });
    if (response.status() !== 201) throw new Error(`creating a goal failed with ${response.status()}: ${await response.text()}`);
    goalIds.push(((await response.json()) as { id: string }).id);
  }

  const transactions = [
    { type: 'income', amount: '4200', category: 'salary', description: 'Monthly salary', date: recent(12) },
    { type: 'income', amount: '650', category: 'freelance', description: 'Logo design for a bakery', date: recent(6) },
    { type: 'expense', amount: '1450', category: 'rent', description: 'Apartment rent', date: recent(11) },
    { type: 'expense', amount: '86.40', category: 'groceries', description: 'Weekly groceries', date: recent(3) },
    { type: 'expense', amount: '41.49', category: 'transport', description: 'Uber', date: recent(1) },
    { type: 'expense', amount: '64.20', category: 'dining', description: 'Dinner with friends', date: recent(0) },
    { type: 'expense', amount: '120', category: 'utilities', description: 'Electricity and water', date: recent(8) },
    { type: 'transfer', amount: '300', category: 'savings', destination: 'emergency_fund', description: 'Monthly savings', date: recent(10) },
    { type: 'transfer', amount: '150', category: 'goal_contribution', goalId: goalIds[1], description: 'Saving for the trip', date: recent(2) },
  ];
  for (const transaction of transactions) {
    const response = await context.request.post('/api/transactions', { data: transaction, headers });
    if (response.status() !== 201) throw new Error(`creating a transaction failed with ${response.status()}: ${await response.text()}`);
  }
  await addSampleTime(context, baseUrl);
  return [await addSampleGroup(context, baseUrl, goalIds[1])];
}

/** A paid project with a long name, an entry this week and a task, so planning shows rows rather than empty states. */
async function addSampleTime(context: BrowserContext, baseUrl: string): Promise<void> {
  const headers = { Origin: baseUrl };
  const post = async (url: string, data: Record<string, unknown>) => {
    const response = await context.request.post(url, { data, headers });
    if (response.status() !== 201) throw new Error(`POST ${url} failed with ${response.status()}: ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const project = await post('/api/time/projects', { name: 'Website redesign for the neighbourhood bakery', color: '#22c55e', hourlyRate: '60', currency: 'USD' });
  const hour = 3_600_000;
  const now = Date.now();
  await post('/api/time/entries', {
    projectId: project.id,
    start: new Date(now - 3 * hour).toISOString(),
    end: new Date(now - 2 * hour).toISOString(),
    note: 'Wireframes for the homepage and the order form',
  });
  await post('/api/planning/tasks', { title: 'Send the invoice for the first milestone', dueOn: null, goalId: null, eventId: null });
}

/** A group with the trip goal shared to it and one expense, for the group page's sections. */
async function addSampleGroup(context: BrowserContext, baseUrl: string, goalId: string | undefined): Promise<Screen> {
  const headers = { Origin: baseUrl };
  const post = async (url: string, data: Record<string, unknown>) => {
    const response = await context.request.post(url, { data, headers });
    if (response.status() !== 201) throw new Error(`POST ${url} failed with ${response.status()}: ${await response.text()}`);
    return (await response.json()) as { id: string; members?: { userId: string }[] };
  };
  const group = await post('/api/groups', { name: 'Flatmates', description: 'Rent, bills and the weekly shop' });
  const me = group.members?.[0]?.userId;
  if (goalId) await post(`/api/goals/${goalId}/share-with-group`, { groupId: group.id, permission: 'can_contribute' });
  const yesterday = addDays(todayInZone(Intl.DateTimeFormat().resolvedOptions().timeZone), -1);
  await post(`/api/groups/${group.id}/expenses`, {
    description: 'Cleaning supplies',
    amount: '23.80',
    paidBy: me,
    date: yesterday,
    split: { mode: 'equal', members: [{ userId: me }] },
  });
  return { name: 'group', path: `/groups/${group.id}` };
}
