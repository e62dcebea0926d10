import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../../src/server/db/schema';
import { sendDueDeliveries } from '../../../src/server/jobs/notification-delivery';
import { notify } from '../../../src/server/shared/notify';
import { signedInAgent, type Agent } from '../support/factories';
import { startSmtpInbox } from '../support/smtp-inbox';
import { createTestApp } from '../support/test-app';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const { app, database, config } = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_ORIGIN: 'https://tandem.example' });
const db = database.db;
const log = pino({ level: 'silent' });
const run = (now?: Date, withConfig = config) => sendDueDeliveries(db, { config: withConfig, log, now });

let keys = 0;
async function goalBehind(agent: Agent) {
  keys += 1;
  const row = await notify(db, {
    userId: agent.user.id,
    kind: 'goalBehind',
    params: { goalId: 'g1', goalName: 'Trip', expectedPercent: 50, actualPercent: 20 },
    link: '/financial-goals',
    dedupeKey: `test:${keys}`,
  });
  if (!row) throw new Error('not notified');
  return row;
}

async function deliveriesOf(notificationId: string) {
  return db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));
}

/** Notification mails only: signing up also mails a link to confirm the address, which carries no unsubscribe header. */
const mailTo = (agent: Agent) => inbox.messages.filter((mail) => mail.to.includes(agent.email) && mail.headers['list-unsubscribe'] !== undefined);

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const hhmm = (date: Date) => date.toISOString().slice(11, 16);

describe('notification e-mail', () => {
  it('arrives in the reader’s language, right to left for Arabic, with both parts and one-click unsubscribe headers', async () => {
    const amira = await signedInAgent(app);
    expect((await amira.patch('/api/settings', { language: 'ar' })).statusCode).toBe(200);
    const row = await goalBehind(amira);
    expect(await run()).toMatchObject({ sent: 1 });

    const [mail] = mailTo(amira);
    expect(mail).toBeDefined();
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('lang="ar"');
    expect(mail!.html).toContain('تذكيرات الأهداف');
    expect(mail!.text).toContain('https://tandem.example/financial-goals');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<https:\/\/tandem\.example\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [delivery] = await deliveriesOf(row.id);
    expect(delivery).toMatchObject({ channel: 'email', status: 'sent', attempts: 1 });
  });

  it('switches the type off with the one-click POST, and sends no more of it', async () => {
    const ana = await signedInAgent(app);
    const bo = await signedInAgent(app);
    await goalBehind(ana);
    await goalBehind(bo);
    await run();
    const link = /^<(.+)>$/.exec(mailTo(ana)[0]!.headers['list-unsubscribe']!)![1]!;
    const url = link.replace('https://tandem.example', '');

    const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop goal reminders?');
    // Opening the link changes nothing: link scanners GET every URL in a message.
    expect((await ana.get('/api/settings')).json().notifications.types.goalReminders).toBe(true);

    const oneClick = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true, type: 'goalReminders' });
    expect((await ana.get('/api/settings')).json().notifications.types.goalReminders).toBe(false);
    expect((await bo.get('/api/settings')).json().notifications.types.goalReminders).toBe(true);

    const later = await goalBehind(ana);
    expect(await deliveriesOf(later.id)).toEqual([]);
  });

  it('refuses a token that was changed, for a page and for one-click', async () => {
    const ana = await signedInAgent(app);
    const bo = await signedInAgent(app);
    await goalBehind(ana);
    await run();
    const link = /^<(.+)>$/.exec(mailTo(ana)[0]!.headers['list-unsubscribe']!)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const forged = token.replace(ana.user.id, bo.user.id);
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`;
    const post = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(post.statusCode).toBe(400);
    expect(post.json().key).toBe('messages.unsubscribeLinkInvalid');
    expect((await app.inject({ method: 'GET', url: '/api/notifications/unsubscribe' })).statusCode).toBe(400);
    expect((await bo.get('/api/settings')).json().notifications.types.goalReminders).toBe(true);
  });

  it('shows the confirmation page in the reader’s language and confirms in a browser', async () => {
    const amira = await signedInAgent(app);
    await amira.patch('/api/settings', { language: 'ar' });
    await goalBehind(amira);
    await run();
    const link = /^<(.+)>$/.exec(mailTo(amira)[0]!.headers['list-unsubscribe']!)![1]!;
    const url = link.replace('https://tandem.example', '');
    const page = await app.inject({ method: 'GET', url });
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('إيقاف تذكيرات الأهداف');
    const confirmed = await app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', origin: 'https://tandem.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('لن تصلك تذكيرات الأهداف بعد الآن');
  });

  it('sends once when two runs work at the same moment', async () => {
    const ana = await signedInAgent(app);
    const rows = [await goalBehind(ana), await goalBehind(ana), await goalBehind(ana)];
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.sent + second.sent).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(ana)).toHaveLength(3);
    for (const row of rows) expect((await deliveriesOf(row.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('waits for the end of quiet hours', async () => {
    const ana = await signedInAgent(app);
    const now = new Date();
    const end = new Date(now.getTime() + 60 * 60 * 1000);
    await ana.patch('/api/settings', { quietHours: { start: hhmm(new Date(now.getTime() - 60 * 60 * 1000)), end: hhmm(end) } });
    const row = await goalBehind(ana);
    const [queued] = await deliveriesOf(row.id);
    expect(queued!.dueAt.getTime()).toBeGreaterThan(now.getTime() + 50 * 60 * 1000);

    await run();
    expect(mailTo(ana)).toHaveLength(0);
    await run(new Date(queued!.dueAt.getTime() + 1000));
    expect(mailTo(ana)).toHaveLength(1);
  });

  it('checks quiet hours again when sending', async () => {
    const ana = await signedInAgent(app);
    const row = await goalBehind(ana);
    const now = new Date();
    await ana.patch('/api/settings', { quietHours: { start: hhmm(new Date(now.getTime() - 60 * 60 * 1000)), end: hhmm(new Date(now.getTime() + 60 * 60 * 1000)) } });
    expect(await run(now)).toMatchObject({ deferred: 1, sent: 0 });
    const [waiting] = await deliveriesOf(row.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect(waiting!.dueAt.getTime()).toBeGreaterThan(now.getTime() + 50 * 60 * 1000);
    expect(mailTo(ana)).toHaveLength(0);
  });

  it('retries later when the SMTP server cannot be reached, and gives up after five tries', async () => {
    const ana = await signedInAgent(app);
    const row = await goalBehind(ana);
    const broken = { ...config, mail: { ...config.mail, smtpUrl: `smtp://tandem:mail-secret@127.0.0.1:${await closedPort()}` } };
    const start = new Date();
    expect(await run(start, broken)).toMatchObject({ retried: 1, sent: 0 });
    const [failed] = await deliveriesOf(row.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.dueAt.getTime()).toBe(start.getTime() + 60 * 1000);

    // Not due again before its retry time.
    expect(await run(new Date(start.getTime() + 30 * 1000), broken)).toMatchObject({ retried: 0 });
    expect(await run(new Date(start.getTime() + 61 * 1000))).toMatchObject({ sent: 1 });
    expect(mailTo(ana)).toHaveLength(1);

    const other = await goalBehind(ana);
    let at = new Date();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await run(at, broken);
      const [state] = await deliveriesOf(other.id);
      at = new Date(state!.dueAt.getTime() + 1000);
    }
    const [givenUp] = await db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.notificationId, other.id), eq(notificationDeliveries.channel, 'email')));
    expect(givenUp).toMatchObject({ status: 'failed', attempts: 5 });
  });
});
