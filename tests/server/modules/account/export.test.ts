import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportTables } from '../../../../src/domain/account/account';
import { todayInZone } from '../../../../src/domain/shared/dates';
import { and, eq, isNull } from 'drizzle-orm';
import { aiConversations, aiMessages, budgets, cryptoTrades, knownDevices, notifications, pushSubscriptions, twoFactorBackupCodes } from '../../../../src/server/db/schema';
import { notify } from '../../../../src/server/shared/notify';
import {
  addGroupExpense,
  createCategory,
  createEvent,
  createGoal,
  createGroup,
  createEntry,
  createProject,
  createTask,
  createTransaction,
  grantPremium,
  inviteAndAccept,
  makeFriends,
  signedInAgent,
  type Agent,
} from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { twoFactorAgent } from '../../support/two-factor-factories';

const { app, database } = await createTestApp();

const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Silva', timezone: 'Asia/Bangkok' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Okafor' });
await grantPremium(database.db, ana);

async function download(agent: Agent) {
  const response = await app.inject({ method: 'GET', url: '/api/export', headers: { cookie: agent.cookie } });
  return { response, files: response.statusCode === 200 ? unzipSync(new Uint8Array(response.rawPayload)) : {} };
}

const json = <T = Record<string, unknown>[]>(files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as T;
const csvLines = (files: Record<string, Uint8Array>, name: string) => strFromU8(files[name]!).trimEnd().split('\r\n');

describe('the account export', () => {
  it('is Premium only: a Free account gets 403 premium_required', async () => {
    const { response } = await download(ben);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'premium_required' });
    expect((await app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
  });

  it('is one zip named by the user’s date with JSON and CSV of every table, holding only their data', async () => {
    const anasGoal = await createGoal(app, ana.cookie, { title: 'Trip to Chiang Mai' });
    await createGoal(app, ben.cookie, { title: 'Ben’s secret goal' });
    const pets = await createCategory(app, ana.cookie, { name: 'Pets, "furry"' });
    await createTransaction(app, ana.cookie, { description: '=cmd|calc', amount: '12.34', category: pets.key });
    await createTransaction(app, ana.cookie, { description: 'Lunch', amount: '8' });
    await createTransaction(app, ben.cookie, { description: 'Ben private purchase' });
    await createEvent(app, ana.cookie, { title: 'Budget review' });
    await createEvent(app, ben.cookie, { title: 'Ben dentist' });
    await makeFriends(ana, ben);
    const group = await createGroup(app, ben.cookie, { name: 'Flat 4B' });
    await inviteAndAccept(app, ben.cookie, group.id, ana.cookie);
    await addGroupExpense(app, ben.cookie, group.id, ben.user.id, [ana.user.id, ben.user.id], { description: 'Internet', amount: '30.00' });
    const [conversation] = await database.db.insert(aiConversations).values({ userId: ana.user.id, title: 'Saving tips' }).returning();
    await database.db.insert(aiMessages).values({ conversationId: conversation!.id, role: 'user', content: 'How do I save more?' });
    await database.db.insert(cryptoTrades).values({ userId: ana.user.id, coinId: 'bitcoin', side: 'buy', quantity: '0.015', pricePerCoin: '64000.5', tradedOn: '2026-01-02' });
    const dinner = await createEvent(app, ben.cookie, { title: 'Flat dinner', groupId: group.id, cost: { amount: '45' } });
    expect((await app.inject({ method: 'POST', url: `/api/events/${dinner.id}/rsvp`, headers: { cookie: ana.cookie }, payload: { status: 'going', guests: 2 } })).statusCode).toBe(
      200,
    );
    const rent = await app.inject({
      method: 'POST',
      url: '/api/recurring',
      headers: { cookie: ana.cookie },
      payload: { type: 'expense', category: 'rent', amount: '900', description: 'Rent', rule: 'FREQ=MONTHLY', startsOn: '2026-01-01' },
    });
    expect(rent.statusCode).toBe(201);
    await database.db.insert(budgets).values([
      { userId: ana.user.id, month: '2026-01-01', category: 'groceries', amountMinor: 40000n, currency: 'USD', rollover: true },
      { userId: ben.user.id, month: '2026-01-01', category: 'dining', amountMinor: 100n, currency: 'USD' },
    ]);

    const { response, files } = await download(ana);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tandem-export-${todayInZone('Asia/Bangkok')}.zip"`);
    for (const table of exportTables) {
      expect(files[`${table}.json`], table).toBeDefined();
      expect(files[`${table}.csv`], table).toBeDefined();
    }

    const [profile] = json(files, 'profile.json');
    expect(profile).toMatchObject({ id: ana.user.id, firstName: 'Ana', email: ana.email, timezone: 'Asia/Bangkok' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(json(files, 'goals.json').map((goal) => goal.id)).toEqual([anasGoal.id]);
    const transactions = json(files, 'transactions.json');
    // Her share of Ben's internet bill is her spending too, marked as a share of its expense.
    expect(transactions.map((row) => row.description).sort()).toEqual(['=cmd|calc', 'Internet', 'Lunch']);
    const [internet] = json(files, 'group_expenses.json');
    expect(transactions.find((row) => row.description === 'Internet')).toMatchObject({ amount: '15.00', type: 'expense', category: 'other', groupExpenseId: internet?.id });
    expect(transactions.find((row) => row.description === 'Lunch')).toMatchObject({ amount: '8.00', currency: 'USD', category: 'groceries' });
    expect(transactions.find((row) => row.category === pets.key)).toMatchObject({ categoryName: 'Pets, "furry"', amount: '12.34' });
    expect(json(files, 'custom_categories.json')).toEqual([expect.objectContaining({ key: pets.key, name: 'Pets, "furry"' })]);
    expect(json(files, 'events.json').map((event) => event.title)).toEqual(['Budget review']);
    expect(json(files, 'friends.json')).toEqual([expect.objectContaining({ friendId: ben.user.id, firstName: 'Ben', lastName: 'Okafor' })]);
    expect(json(files, 'groups.json')).toEqual([expect.objectContaining({ id: group.id, name: 'Flat 4B', yourRole: 'member' })]);
    expect(json(files, 'group_expenses.json')).toEqual([
      expect.objectContaining({ description: 'Internet', category: 'other', amount: '30.00', paidBy: 'Ben Okafor', paidByYou: false, yourShare: '15.00' }),
    ]);
    expect(json(files, 'ai_messages.json')).toEqual([expect.objectContaining({ role: 'user', content: 'How do I save more?' })]);
    expect(json(files, 'crypto_trades.json')).toEqual([expect.objectContaining({ coinId: 'bitcoin', side: 'buy' })]);
    expect(json(files, 'budgets.json')).toEqual([expect.objectContaining({ month: '2026-01', category: 'groceries', amount: '400.00', currency: 'USD', rollover: true })]);
    expect(json(files, 'subscription.json')).toEqual([expect.objectContaining({ plan: 'premium' })]);
    expect(json(files, 'event_rsvps.json')).toEqual([expect.objectContaining({ eventTitle: 'Flat dinner', status: 'going', guests: 2 })]);
    expect(json(files, 'recurring_schedules.json')).toEqual([expect.objectContaining({ description: 'Rent', amount: '900.00', rule: 'FREQ=MONTHLY' })]);

    const lines = csvLines(files, 'transactions.csv');
    expect(lines[0]).toBe('id,date,type,category,categoryName,amount,currency,description,goalId,destination,groupExpenseId,paidGroupExpenseId,createdAt,updatedAt');
    expect(lines).toHaveLength(4);
    expect(lines.join('\n')).toContain(`"Pets, ""furry""",12.34,USD,"'=cmd|calc"`);
    expect(csvLines(files, 'crypto_trades.csv')).toHaveLength(2);
    expect(csvLines(files, 'ai_usage.csv')).toEqual(['month,included,bonus']);

    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    for (const secret of ['Ben’s secret goal', 'Ben private purchase', 'Ben dentist', ben.email, 'password', '$argon2']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('defuses every cell of every CSV a spreadsheet would run as a formula, and leaves numbers, refunds included, as numbers', async () => {
    const cal = await signedInAgent(app, { firstName: 'Cal', lastName: 'Reyes' });
    await grantPremium(database.db, cal);
    const formulas = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'] as const;
    await createGoal(app, cal.cookie, { title: formulas[0] });
    await createCategory(app, cal.cookie, { name: formulas[1] });
    await createTransaction(app, cal.cookie, { description: formulas[2] });
    await createTask(app, cal.cookie, { title: formulas[3] });
    // Typed text never starts with a tab or line break, but a stored conversation title is written as it is.
    await database.db.insert(aiConversations).values([formulas[4], formulas[5]].map((title) => ({ userId: cal.user.id, title })));
    const group = await createGroup(app, cal.cookie, { name: 'Refunds' });
    await addGroupExpense(app, cal.cookie, group.id, cal.user.id, [cal.user.id], { description: 'Deposit back', amount: '-30.00' });

    const { files } = await download(cal);
    const csvFiles = Object.keys(files).filter((name) => name.endsWith('.csv'));
    expect(csvFiles).toHaveLength(exportTables.length);
    const cells = csvFiles.flatMap((name) => Papa.parse<string[]>(strFromU8(files[name]!), { skipEmptyLines: true }).data.flat());
    const runnable = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
    expect(runnable).toEqual([]);
    for (const formula of formulas) expect(cells).toContain(`'${formula}`);
    expect(cells).toContain('-30.00');
  });

  it('holds time projects, time entries and planning tasks, and lists every part with its count in export.json', async () => {
    const project = await createProject(app, ana.cookie, { name: 'Translation work', hourlyRate: '40.00', currency: 'USD' });
    const start = new Date(Date.now() - 5 * 3600_000);
    const entry = await createEntry(app, ana.cookie, {
      projectId: project.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 5400_000).toISOString(),
      note: 'Chapter 3',
    });
    await createTask(app, ana.cookie, { title: 'Send the invoice' });
    await createProject(app, ben.cookie, { name: 'Ben’s side job' });

    const { files } = await download(ana);
    expect(json(files, 'time_projects.json')).toEqual([expect.objectContaining({ id: project.id, name: 'Translation work', hourlyRate: '40.00', currency: 'USD' })]);
    expect(json(files, 'time_entries.json')).toEqual([expect.objectContaining({ id: entry.id, projectId: project.id, note: 'Chapter 3' })]);
    expect(json(files, 'planning_tasks.json')).toEqual([expect.objectContaining({ title: 'Send the invoice' })]);
    expect(strFromU8(files['time_projects.json']!)).not.toContain('Ben’s side job');

    const manifest = json<{ parts: { name: string; files: string[]; records: number }[] }>(files, 'export.json');
    expect(manifest.parts.map((part) => part.name)).toEqual([...exportTables]);
    expect(manifest.parts.find((part) => part.name === 'time_entries')).toEqual({ name: 'time_entries', files: ['time_entries.json', 'time_entries.csv'], records: 1 });
    expect(manifest.parts.find((part) => part.name === 'planning_tasks')?.records).toBe(1);
  });

  it('holds the person’s notifications, push devices and two-factor status, never a key, secret or code, nor anyone else’s', async () => {
    const eli = await twoFactorAgent(app);
    const fay = await twoFactorAgent(app);
    await grantPremium(database.db, eli);
    const day = 86_400_000;
    const told = await notify(database.db, {
      userId: eli.user.id,
      kind: 'largeExpense',
      params: { transactionId: 't1', description: 'New sofa', amountMinor: 90000, currency: 'USD' },
      link: '/money-tracking',
      dedupeKey: 'largeExpense:t1',
    });
    await notify(database.db, { userId: eli.user.id, kind: 'friendRequest', params: { requestId: 'r1', name: 'Gus' }, link: '/friends', dedupeKey: 'friendRequest:r1' });
    await database.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, told!.id));
    await notify(database.db, {
      userId: fay.user.id,
      kind: 'friendRequest',
      params: { requestId: 'r2', name: 'Fay’s friend Hal' },
      link: '/friends',
      dedupeKey: 'friendRequest:r2',
    });
    const subscription = (userId: string, endpoint: string, userAgent: string) => ({
      userId,
      endpoint,
      p256dh: `p256dh-of-${userAgent}`,
      auth: `auth-of-${userAgent}`,
      userAgent,
    });
    await database.db
      .insert(pushSubscriptions)
      .values([
        subscription(eli.user.id, `https://push.example.net/send/eli-endpoint-secret-${eli.user.id}`, 'Firefox on Android'),
        subscription(fay.user.id, `https://push.example.org/send/fay-endpoint-secret-${fay.user.id}`, 'Fay’s Safari'),
      ]);
    const trustedUntil = new Date(Date.now() + 20 * day);
    await database.db.insert(knownDevices).values([
      { userId: eli.user.id, tokenHash: `trusted-${eli.user.id}`, twoFactorTrustedUntil: trustedUntil },
      { userId: eli.user.id, tokenHash: `lapsed-${eli.user.id}`, twoFactorTrustedUntil: new Date(Date.now() - day) },
      { userId: fay.user.id, tokenHash: `trusted-${fay.user.id}`, twoFactorTrustedUntil: new Date(Date.now() + 5 * day) },
    ]);
    const [spent] = await database.db
      .select({ id: twoFactorBackupCodes.id })
      .from(twoFactorBackupCodes)
      .where(and(eq(twoFactorBackupCodes.userId, eli.user.id), isNull(twoFactorBackupCodes.usedAt)))
      .limit(1);
    await database.db.update(twoFactorBackupCodes).set({ usedAt: new Date() }).where(eq(twoFactorBackupCodes.id, spent!.id));

    const { response, files } = await download(eli);
    expect(response.statusCode).toBe(200);
    const notices = json(files, 'notifications.json');
    expect(notices.map(({ kind, params, link }) => ({ kind, params, link }))).toEqual([
      { kind: 'largeExpense', params: { transactionId: 't1', description: 'New sofa', amountMinor: 90000, currency: 'USD' }, link: '/money-tracking' },
      { kind: 'friendRequest', params: { requestId: 'r1', name: 'Gus' }, link: '/friends' },
    ]);
    expect(notices[0]).toMatchObject({ type: 'transactionAlerts', createdAt: expect.any(String), readAt: expect.any(String) });
    expect(notices[1]).toMatchObject({ type: 'social', readAt: null });
    expect(json(files, 'push_devices.json')).toEqual([
      { id: expect.any(String), userAgent: 'Firefox on Android', pushService: 'https://push.example.net', createdAt: expect.any(String) },
    ]);
    const [status] = json(files, 'two_factor.json');
    expect(status).toEqual({ enabled: true, enabledSince: expect.any(String), unusedBackupCodes: 9, trustedDevicesUntil: [trustedUntil.toISOString()] });

    const csv = csvLines(files, 'notifications.csv');
    expect(csv[0]).toBe('id,kind,type,params,link,createdAt,readAt');
    expect(csv).toHaveLength(3);
    expect(csvLines(files, 'push_devices.csv')).toEqual(['id,userAgent,pushService,createdAt', expect.stringContaining(',Firefox on Android,https://push.example.net,')]);
    expect(csvLines(files, 'two_factor.csv')).toEqual(['enabled,enabledSince,unusedBackupCodes,trustedDevicesUntil', expect.stringMatching(/^true,.+,9,/)]);

    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    const secrets = [eli.secret, ...eli.backupCodes, 'eli-endpoint-secret', 'p256dh-of', 'auth-of', `trusted-${eli.user.id}`];
    const othersData = [fay.secret, 'Fay’s friend Hal', 'Fay’s Safari', 'push.example.org'];
    for (const text of [...secrets, ...othersData]) expect(everything).not.toContain(text);
  });

  it('says two-factor is off for an account that never set it up, and while a setup waits for its first code', async () => {
    const gil = await signedInAgent(app);
    await grantPremium(database.db, gil);
    const off = { enabled: false, enabledSince: null, unusedBackupCodes: 0, trustedDevicesUntil: [] };
    expect(json((await download(gil)).files, 'two_factor.json')).toEqual([off]);
    const { secret } = (await gil.post('/api/auth/two-factor/setup')).json<{ secret: string }>();
    const { files } = await download(gil);
    expect(json(files, 'two_factor.json')).toEqual([off]);
    expect(json(files, 'notifications.json')).toEqual([]);
    expect(strFromU8(files['two_factor.json']!)).not.toContain(secret);
  });
});
