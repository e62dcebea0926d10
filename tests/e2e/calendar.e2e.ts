import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, phone } from './support/browser';
import { newAccount, openSignedIn, registerInContext } from './support/session';

async function toastWithTitle(page: Page, title: string): Promise<void> {
  await page.locator('[data-slot="toast"]').filter({ hasText: title }).first().waitFor();
}

async function postJson(context: BrowserContext, baseUrl: string, url: string, data: Record<string, unknown> = {}): Promise<{ [key: string]: unknown }> {
  const response = await context.request.post(url, { data, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`POST ${url} failed with ${response.status()}: ${await response.text()}`);
  return (await response.json()) as { [key: string]: unknown };
}

async function pickOption(page: Page, trigger: string, option: string): Promise<void> {
  await page.getByTestId(trigger).click();
  await page.getByRole('option', { name: option }).click();
}

describe('calendar', () => {
  it('schedules and edits a group event with presets, takes a member’s answer, and shares it publicly', async () => {
    const planner = await openSignedIn({ path: '/calendar' });
    const { page: a, context: aContext, baseUrl } = planner;
    const group = await postJson(aContext, baseUrl, '/api/groups', { name: 'Budget club' });
    const invite = await postJson(aContext, baseUrl, `/api/groups/${String(group.id)}/invites`, { role: 'member' });

    const member = await openPage({ viewport: phone });
    await registerInContext(member.context, member.baseUrl, newAccount('rsvp', 'Noah', 'Berg'));
    await postJson(member.context, member.baseUrl, `/api/invites/${String(invite.token)}/accept`);

    // Create with the form's presets: tomorrow, lunch (12:00–13:00).
    await a.reload();
    await a.getByTestId('month-view').waitFor();
    await a.getByTestId('new-event-button').click();
    const form = a.getByTestId('event-form');
    await form.waitFor();
    expect(await form.getByLabel('Start time', { exact: true }).inputValue()).toBe('09:00');
    expect(await form.getByLabel('End time', { exact: true }).inputValue()).toBe('10:00');
    await form.getByRole('button', { name: 'Create event' }).click();
    await form.getByText('Event title is required').waitFor();

    await form.getByLabel('Title').fill('Budget review');
    await pickOption(a, 'event-calendar-select', 'Budget club');
    await form.getByRole('button', { name: 'Tomorrow' }).click();
    await form.getByRole('button', { name: 'Lunch' }).click();
    expect(await form.getByLabel('Start time', { exact: true }).inputValue()).toBe('12:00');
    expect(await form.getByLabel('End time', { exact: true }).inputValue()).toBe('13:00');
    await form.getByRole('button', { name: 'Create event' }).click();
    await toastWithTitle(a, 'Event Created Successfully!');
    await a.getByTestId('event-form-drawer').waitFor({ state: 'detached' });

    // Edit: the form is seeded with the event; the afternoon preset moves both times.
    await a.getByTestId('calendar-view-agenda').click();
    await a.getByTestId('calendar-event').filter({ hasText: 'Budget review' }).first().click();
    const sheet = a.getByTestId('event-details-sheet');
    await sheet.getByRole('button', { name: 'Edit' }).click();
    const editForm = a.getByTestId('event-form');
    expect(await editForm.getByLabel('Title').inputValue()).toBe('Budget review');
    expect(await editForm.getByLabel('Start time', { exact: true }).inputValue()).toBe('12:00');
    await editForm.getByLabel('Title').fill('Budget review and lunch');
    await editForm.getByRole('button', { name: 'Afternoon' }).click();
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await toastWithTitle(a, 'Event Updated Successfully!');
    await a.getByTestId('event-form-drawer').waitFor({ state: 'detached' });

    // The member answers from their phone.
    const b = member.page;
    await b.goto('/calendar');
    await b.getByTestId('calendar-view-agenda').click();
    await b.getByTestId('calendar-event').filter({ hasText: 'Budget review and lunch' }).first().click();
    await b.getByTestId('rsvp-going').click();
    await toastWithTitle(b, 'Answer saved');
    await expect.poll(() => b.getByTestId('rsvp-going').getAttribute('data-state')).toBe('on');

    await a.reload();
    await a.getByTestId('calendar-view-agenda').click();
    await a.getByTestId('calendar-event').filter({ hasText: 'Budget review and lunch' }).first().click();
    await expect.poll(() => a.getByTestId('attendee-list').innerText()).toContain('Noah Berg');
    await a.keyboard.press('Escape');
    await a.getByTestId('event-details-sheet').waitFor({ state: 'detached' });

    // Share the group's calendar; a visitor without an account opens it.
    await a.getByTestId('share-calendar-button').click();
    const dialog = a.getByTestId('share-calendar-dialog');
    await dialog.waitFor();
    await pickOption(a, 'share-target-select', 'Budget club');
    await dialog.getByTestId('create-share').click();
    const pageLink = await dialog.getByTestId('share-page-link').first().inputValue();
    expect(pageLink).toMatch(/\/shared\/calendar\/[\w-]{20,}$/);

    const visitor = await openPage();
    await visitor.page.goto(new URL(pageLink).pathname);
    await visitor.page.getByText('Budget review and lunch').first().waitFor();
    expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toContain('Budget club');
    const feed = await visitor.context.request.get(`${new URL(pageLink).pathname}.ics`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('SUMMARY:Budget review and lunch');
  });
});
