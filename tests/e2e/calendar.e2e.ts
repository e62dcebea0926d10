import type { BrowserContext, Page } from '@playwright/test';
import { appUrl } from './support/app-url';
import { expect, phone, test } from './support/fixtures';
import { newAccount, registerInContext } from './support/session';
import { expectToast } from './support/toast';

async function postJson(context: BrowserContext, url: string, data: Record<string, unknown> = {}): Promise<{ [key: string]: unknown }> {
  const response = await context.request.post(url, { data, headers: { Origin: appUrl() } });
  if (!response.ok()) throw new Error(`POST ${url} failed with ${response.status()}: ${await response.text()}`);
  return (await response.json()) as { [key: string]: unknown };
}

async function pickOption(page: Page, trigger: string, option: string): Promise<void> {
  await page.getByTestId(trigger).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('calendar', () => {
  test('schedules and edits a group event with presets, takes a member’s answer, and shares it publicly', async ({ signedInPage: a, context: aContext, openPage }) => {
    const group = await postJson(aContext, '/api/groups', { name: 'Budget club' });
    const invite = await postJson(aContext, `/api/groups/${String(group.id)}/invites`, { role: 'member' });

    const member = await openPage({ viewport: phone });
    await registerInContext(member.context, appUrl(), newAccount('rsvp', 'Noah', 'Berg'));
    await postJson(member.context, `/api/invites/${String(invite.token)}/accept`);

    // Create with the form's presets: tomorrow, lunch (12:00–13:00).
    await a.goto('/calendar');
    await expect(a.getByTestId('month-view')).toBeVisible();
    await a.getByTestId('new-event-button').click();
    const form = a.getByTestId('event-form');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Start time', { exact: true })).toHaveValue('09:00');
    await expect(form.getByLabel('End time', { exact: true })).toHaveValue('10:00');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form.getByText('Event title is required')).toBeVisible();

    await form.getByLabel('Title').fill('Budget review');
    await pickOption(a, 'event-calendar-select', 'Budget club');
    await form.getByRole('button', { name: 'Tomorrow' }).click();
    await form.getByRole('button', { name: 'Lunch' }).click();
    await expect(form.getByLabel('Start time', { exact: true })).toHaveValue('12:00');
    await expect(form.getByLabel('End time', { exact: true })).toHaveValue('13:00');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expectToast(a, 'Event Created Successfully!');
    await expect(a.getByTestId('event-form-drawer')).toHaveCount(0);

    // Edit: the form is seeded with the event; the afternoon preset moves both times.
    await a.getByTestId('calendar-view-agenda').click();
    await a.getByTestId('calendar-event').filter({ hasText: 'Budget review' }).first().click();
    const sheet = a.getByTestId('event-details-sheet');
    await sheet.getByRole('button', { name: 'Edit' }).click();
    const editForm = a.getByTestId('event-form');
    await expect(editForm.getByLabel('Title')).toHaveValue('Budget review');
    await expect(editForm.getByLabel('Start time', { exact: true })).toHaveValue('12:00');
    await editForm.getByLabel('Title').fill('Budget review and lunch');
    await editForm.getByRole('button', { name: 'Afternoon' }).click();
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(a, 'Event Updated Successfully!');
    await expect(a.getByTestId('event-form-drawer')).toHaveCount(0);

    // The member answers from their phone.
    const b = member.page;
    await b.goto('/calendar');
    await b.getByTestId('calendar-view-agenda').click();
    await b.getByTestId('calendar-event').filter({ hasText: 'Budget review and lunch' }).first().click();
    await b.getByTestId('rsvp-going').click();
    await expectToast(b, 'Answer saved');
    await expect(b.getByTestId('rsvp-going')).toHaveAttribute('data-state', 'on');

    await a.reload();
    await a.getByTestId('calendar-view-agenda').click();
    await a.getByTestId('calendar-event').filter({ hasText: 'Budget review and lunch' }).first().click();
    await expect(a.getByTestId('attendee-list')).toContainText('Noah Berg');
    await a.keyboard.press('Escape');
    await expect(a.getByTestId('event-details-sheet')).toHaveCount(0);

    // Share the group's calendar; a visitor without an account opens it.
    await a.getByTestId('share-calendar-button').click();
    const dialog = a.getByTestId('share-calendar-dialog');
    await expect(dialog).toBeVisible();
    await pickOption(a, 'share-target-select', 'Budget club');
    await dialog.getByTestId('create-share').click();
    const pageLinkField = dialog.getByTestId('share-page-link').first();
    await expect(pageLinkField).toHaveValue(/\/shared\/calendar\/[\w-]{20,}$/);
    const pageLink = await pageLinkField.inputValue();

    const visitor = await openPage();
    await visitor.page.goto(new URL(pageLink).pathname);
    await expect(visitor.page.getByText('Budget review and lunch').first()).toBeVisible();
    await expect(visitor.page.getByRole('heading', { level: 1 })).toContainText('Budget club');
    const feed = await visitor.context.request.get(`${new URL(pageLink).pathname}.ics`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('SUMMARY:Budget review and lunch');
  });
});
