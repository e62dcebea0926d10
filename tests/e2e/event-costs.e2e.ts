import type { BrowserContext, Page } from '@playwright/test';
import { addDays, todayInZone } from '../../src/domain/shared/dates';
import { appUrl } from './support/app-url';
import { desktop, expect, phone, test } from './support/fixtures';
import { newAccount, registerInContext } from './support/session';

async function postOk<T>(context: BrowserContext, path: string, data: unknown): Promise<T> {
  const response = await context.request.post(path, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function userIdOf(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get('/api/users/me')).json()) as { id: string }).id;
}

/** The timeline's event item for the dinner, as the page lists it. */
const dinnerOnTimeline = (page: Page) => page.getByTestId('timeline-item').filter({ hasText: 'Dinner at Rosa' });

test.describe('two friends plan a dinner', () => {
  test.use({ viewport: desktop });

  test('see their share before it, see it booked by who went, and find it in the coming month’s balance', async ({ signedInPage: mia, context: miaContext, openPage }) => {
    // Mia's group with Noah in it.
    const group = await postOk<{ id: string }>(miaContext, '/api/groups', { name: 'The flat' });
    const invite = await postOk<{ token: string }>(miaContext, `/api/groups/${group.id}/invites`, { role: 'member' });
    const friend = await openPage({ viewport: phone });
    await registerInContext(friend.context, appUrl(), newAccount('friend', 'Noah', 'Berg'));
    await postOk(friend.context, `/api/invites/${invite.token}/accept`, {});
    const noahId = await userIdOf(friend.context);

    // A dinner in three days costing 90 in all.
    const day = addDays(todayInZone('UTC'), 3);
    const dinner = await postOk<{ id: string }>(miaContext, '/api/events', {
      title: 'Dinner at Rosa’s',
      groupId: group.id,
      startTime: `${day}T18:00:00.000Z`,
      endTime: `${day}T20:00:00.000Z`,
      cost: { amount: '90' },
    });

    // Mia is going and brings a guest: 2 heads so far, 45 each, 90 hers.
    await mia.goto(`/calendar?event=${dinner.id}&date=${day}`);
    const details = mia.getByTestId('event-details-sheet');
    await expect(details.getByTestId('event-cost-summary')).toContainText('$90.00');
    await details.getByTestId('rsvp-going').click();
    await details.getByTestId('rsvp-guests-increase').click();
    await expect(details.getByTestId('rsvp-guests-count')).toHaveText('1');
    await expect(details.getByTestId('event-cost-estimate')).toContainText('About $45.00 per head (2 people)');
    await expect(details.getByTestId('event-my-share')).toContainText('$90.00');

    // Noah says yes on his phone: 3 heads, 30 each; Mia's share drops to 60.
    const noah = friend.page;
    await noah.goto(`/calendar?event=${dinner.id}&date=${day}`);
    const noahDetails = noah.getByTestId('event-details-sheet');
    await expect(noahDetails.getByTestId('event-cost-estimate')).toContainText('About $45.00 per head (2 people)');
    await noahDetails.getByTestId('rsvp-going').click();
    await expect(noahDetails.getByTestId('event-cost-estimate')).toContainText('About $30.00 per head (3 people)');
    await expect(noahDetails.getByTestId('event-my-share')).toContainText('$30.00');

    // Both timelines carry their own share of the dinner on its day.
    await noah.goto('/cash-flow');
    await expect(dinnerOnTimeline(noah).getByTestId('timeline-item-amount')).toContainText('-$30.00');
    await mia.goto('/cash-flow');
    await expect(dinnerOnTimeline(mia).getByTestId('timeline-item-amount')).toContainText('-$60.00');

    // The item opens the dinner in the calendar, where Mia closes it and books it now.
    await dinnerOnTimeline(mia).getByTestId('timeline-item-link').click();
    await expect(mia).toHaveURL(/\/calendar\?event=/);
    await expect(details.getByTestId('event-my-share')).toContainText('$60.00');
    await details.getByTestId('event-close-book').click();
    await mia.getByTestId('event-close-dialog').getByTestId('event-close-confirm').click();
    await expect(details.getByTestId('event-cost-booking')).toBeVisible();

    // Booked: Noah owes Mia 30 in the group, and his timeline no longer expects the dinner.
    await noah.goto(`/groups/${group.id}`);
    await expect(noah.getByTestId(`group-balance-${noahId}`)).toContainText('$30.00');
    await noah.goto('/cash-flow');
    await expect(noah.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dinnerOnTimeline(noah)).toHaveCount(0);
  });
});
