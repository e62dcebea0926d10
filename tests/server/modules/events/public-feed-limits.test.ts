import { describe, expect, it } from 'vitest';
import type { CalendarShare } from '../../../../src/domain/events/events';
import { createEvent, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', PUBLIC_ORIGIN: 'https://tandem.example' });
const owner = await signedInAgent(app);
const stranger = await signedInAgent(app);

describe('public calendar addresses', () => {
  it('use the configured public origin', async () => {
    const share = (await owner.post('/api/calendar/shares', {})).json<CalendarShare>();
    expect(share.url).toBe(`https://tandem.example/shared/calendar/${share.token}`);
    expect(share.icsUrl).toBe(`https://tandem.example/shared/calendar/${share.token}.ics`);
  });

  it('leave the page address to the web client and count feed downloads like API calls', async () => {
    await createEvent(app, stranger.cookie, { title: 'Not shared' });
    const share = (await owner.post('/api/calendar/shares', {})).json<CalendarShare>();
    const page = await app.inject({ method: 'GET', url: `/shared/calendar/${share.token}` });
    expect(page.headers['content-type']).not.toContain('text/calendar');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await app.inject({ method: 'GET', url: `/shared/calendar/${share.token}.ics`, remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
