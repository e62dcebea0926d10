import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, pushSubscriptions } from '../../../../src/server/db/schema';
import { sendDueDeliveries } from '../../../../src/server/jobs/notification-delivery';
import { notify } from '../../../../src/server/shared/notify';
import { reply, startFakeHttpServer } from '../../../support/fake-http-server';
import { signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const pushService = await startFakeHttpServer({ 'POST /push/:id': () => reply(201), 'POST /gone/:id': () => reply(410) });
afterAll(() => pushService.close());
const { app, database, config } = await createTestApp();
const db = database.db;
const run = () => sendDueDeliveries(db, { config, log: pino({ level: 'silent' }) });

/** Keys as a browser makes them: a P-256 public point and 16 random bytes. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const subscribe = (agent: Agent, endpoint: string) => agent.post('/api/push/subscriptions', { endpoint, keys: browserKeys() });
const unsubscribe = (agent: Agent, endpoint: string) => app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: { cookie: agent.cookie }, payload: { endpoint } });

let keys = 0;
async function friendRequest(agent: Agent) {
  keys += 1;
  const row = await notify(db, { userId: agent.user.id, kind: 'friendRequest', params: { requestId: 'r1', name: 'Bo' }, link: '/friends', dedupeKey: `push:${keys}` });
  if (!row) throw new Error('not notified');
  return row;
}

const deliveriesOf = (notificationId: string) => db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));

describe('Web Push', () => {
  it('answers one VAPID public key, the same every time', async () => {
    const ana = await signedInAgent(app);
    const first = await ana.get('/api/push/key');
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await ana.get('/api/push/key')).json()).toEqual(first.json());
    expect((await app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });

  it('sends an encrypted message signed with the VAPID key to a subscribed device', async () => {
    const ana = await signedInAgent(app);
    const endpoint = `${pushService.url}/push/ana-phone`;
    expect((await subscribe(ana, endpoint)).statusCode).toBe(204);
    await ana.patch('/api/settings', { notifications: { channels: { push: true, email: false } } });
    const row = await friendRequest(ana);
    expect(await run()).toMatchObject({ sent: 1 });

    const received = pushService.requests.filter((request) => request.path === '/push/ana-phone');
    expect(received).toHaveLength(1);
    const { publicKey } = (await ana.get('/api/push/key')).json();
    expect(received[0]!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(received[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received[0]!.headers.ttl)).toBeGreaterThan(0);
    expect(String(received[0]!.body ?? '')).not.toContain('friend');
    expect(await deliveriesOf(row.id)).toEqual([expect.objectContaining({ channel: 'push', status: 'sent' })]);
  });

  it('forgets a device the push service says is gone', async () => {
    const bo = await signedInAgent(app);
    const endpoint = `${pushService.url}/gone/bo-laptop`;
    await subscribe(bo, endpoint);
    await bo.patch('/api/settings', { notifications: { channels: { push: true, email: false } } });
    const row = await friendRequest(bo);
    await run();
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
    expect(await deliveriesOf(row.id)).toEqual([expect.objectContaining({ channel: 'push', status: 'skipped' })]);
  });

  it('queues no push without a subscribed device', async () => {
    const cy = await signedInAgent(app);
    await cy.patch('/api/settings', { notifications: { channels: { push: true, email: false } } });
    const row = await friendRequest(cy);
    expect(await deliveriesOf(row.id)).toEqual([]);
  });

  it('lets only the owner remove a subscription, and refuses what a browser would never send', async () => {
    const ana = await signedInAgent(app);
    const bo = await signedInAgent(app);
    const endpoint = `${pushService.url}/push/shared-${randomBytes(4).toString('hex')}`;
    await subscribe(ana, endpoint);
    const foreign = await unsubscribe(bo, endpoint);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().key).toBe('messages.pushSubscriptionNotFound');
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);
    expect((await unsubscribe(ana, endpoint)).statusCode).toBe(204);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);

    for (const body of [
      { endpoint: 'ftp://push.example/x', keys: browserKeys() },
      { endpoint: 'http://push.example/x', keys: browserKeys() },
      { endpoint: 'https://push.example/x', keys: { p256dh: 'not base64!', auth: 'x' } },
      {},
    ]) {
      const refused = await ana.post('/api/push/subscriptions', body);
      expect(refused.statusCode).toBe(400);
    }
  });

  it('moves an endpoint to whoever subscribes with it last', async () => {
    const ana = await signedInAgent(app);
    const bo = await signedInAgent(app);
    const endpoint = `${pushService.url}/push/family-tablet`;
    await subscribe(ana, endpoint);
    await subscribe(bo, endpoint);
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((row) => row.userId)).toEqual([bo.user.id]);
  });
});
