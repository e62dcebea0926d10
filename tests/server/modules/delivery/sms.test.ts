import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../../../src/server/db/schema';
import { sendDueDeliveries } from '../../../../src/server/jobs/notification-delivery';
import { notify } from '../../../../src/server/shared/notify';
import { reply, startFakeHttpServer } from '../../../support/fake-http-server';
import { signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

let gatewayDown = false;
const gateway = await startFakeHttpServer({ 'POST /sms': () => (gatewayDown ? reply(502) : reply(202, { queued: true })) });
afterAll(() => gateway.close());
const { app, database, config } = await createTestApp({ SMS_WEBHOOK_URL: `${gateway.url}/sms` });
const db = database.db;
const run = () => sendDueDeliveries(db, { config, log: pino({ level: 'silent' }) });

let keys = 0;
async function eventReminder(agent: Agent) {
  keys += 1;
  const row = await notify(db, {
    userId: agent.user.id,
    kind: 'eventReminder',
    params: { eventId: 'e1', eventTitle: 'Dinner', start: '2026-12-01T18:00:00Z', allDay: 0, lead: '1h' },
    dedupeKey: `sms:${keys}`,
  });
  if (!row) throw new Error('not notified');
  return row;
}

const deliveriesOf = (notificationId: string) => db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));

describe('SMS through the webhook', () => {
  it('says SMS is available and posts the number and a short text to the gateway', async () => {
    const ana = await signedInAgent(app);
    expect((await ana.get('/api/settings')).json().delivery).toEqual({ email: false, sms: true, push: true });
    await ana.patch('/api/settings', { smsNumber: '+44 20 7946 0958', notifications: { channels: { sms: true, email: false } } });
    const row = await eventReminder(ana);
    expect(await run()).toMatchObject({ sent: 1 });
    const [sent] = gateway.requests.filter((request) => (request.body as { to?: string } | undefined)?.to === '+442079460958');
    expect(sent!.body).toEqual({ to: '+442079460958', text: expect.any(String) });
    expect((sent!.body as { text: string }).text.length).toBeLessThanOrEqual(160);
    expect(await deliveriesOf(row.id)).toEqual([expect.objectContaining({ channel: 'sms', status: 'sent' })]);
  });

  it('retries when the gateway does not take it', async () => {
    const bo = await signedInAgent(app);
    await bo.patch('/api/settings', { smsNumber: '+15551234567', notifications: { channels: { sms: true, email: false } } });
    const row = await eventReminder(bo);
    gatewayDown = true;
    try {
      expect(await run()).toMatchObject({ retried: 1 });
    } finally {
      gatewayDown = false;
    }
    expect(await deliveriesOf(row.id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, lastError: 'SMS webhook answered 502' })]);
  });

  it('queues no SMS without a number', async () => {
    const cy = await signedInAgent(app);
    await cy.patch('/api/settings', { notifications: { channels: { sms: true, email: false } } });
    expect(await deliveriesOf((await eventReminder(cy)).id)).toEqual([]);
  });
});
