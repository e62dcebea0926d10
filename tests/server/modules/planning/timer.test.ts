import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TimeEntry } from '../../../../src/domain/planning/time-tracking';
import { timeEntries } from '../../../../src/server/db/schema';
import { agentFor, createProject, registerUser, signIn } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp({ DATABASE_POOL_SIZE: '10' });

/** One account signed in on two devices: two sessions, two cookies. */
async function twoDevices() {
  const account = await registerUser(app);
  const second = await signIn(app, account.email, account.password);
  if (!second.cookie) throw new Error('second sign-in set no cookie');
  return { laptop: agentFor(app, account), phone: agentFor(app, { ...account, cookie: second.cookie }) };
}

const runningRows = (userId: string) =>
  database.db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)));

describe('the timer', () => {
  it('runs from the server’s start time and is the same on every device', async () => {
    const { laptop, phone } = await twoDevices();
    const project = await createProject(app, laptop.cookie);
    expect((await phone.get('/api/time/timer')).json()).toBeNull();

    const before = Date.now();
    const started = await laptop.post('/api/time/timer/start', { projectId: project.id, note: 'Design review', start: '2020-01-01T00:00:00Z' });
    expect(started.statusCode).toBe(400);
    const ok = await laptop.post('/api/time/timer/start', { projectId: project.id, note: 'Design review' });
    expect(ok.statusCode).toBe(201);
    const running = ok.json<TimeEntry>();
    expect(running).toMatchObject({ projectId: project.id, end: null, note: 'Design review', billable: true });
    expect(Date.parse(running.start)).toBeGreaterThanOrEqual(before - 1000);

    const seenOnPhone = (await phone.get('/api/time/timer')).json<TimeEntry>();
    expect(seenOnPhone).toMatchObject({ id: running.id, start: running.start, end: null });

    const stopped = await phone.post('/api/time/timer/stop');
    expect(stopped.statusCode).toBe(200);
    const finished = stopped.json<TimeEntry>();
    expect(finished.id).toBe(running.id);
    expect(Date.parse(finished.end!)).toBeGreaterThan(Date.parse(running.start));
    expect((await laptop.get('/api/time/timer')).json()).toBeNull();
  });

  it('stops the running timer when another starts, on whichever device', async () => {
    const { laptop, phone } = await twoDevices();
    const design = await createProject(app, laptop.cookie, { name: 'Design' });
    const writing = await createProject(app, laptop.cookie, { name: 'Writing', hourlyRate: null, currency: null });
    const first = (await laptop.post('/api/time/timer/start', { projectId: design.id })).json<TimeEntry>();
    // Backdate the first timer so it is kept as a real entry rather than dropped as a double click.
    await database.db
      .update(timeEntries)
      .set({ startedAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(timeEntries.id, first.id));

    const second = (await phone.post('/api/time/timer/start', { projectId: writing.id })).json<TimeEntry>();
    expect(second).toMatchObject({ projectId: writing.id, end: null, billable: false });
    expect((await laptop.get('/api/time/timer')).json()).toMatchObject({ id: second.id });

    const entries = (await laptop.get('/api/time/entries')).json<TimeEntry[]>();
    const kept = entries.find((entry) => entry.id === first.id);
    expect(kept?.end).not.toBeNull();
    expect(kept!.durationSeconds).toBeGreaterThanOrEqual(30 * 60 - 1);
  });

  it('keeps exactly one running under ten concurrent starts', async () => {
    const { laptop, phone } = await twoDevices();
    const project = await createProject(app, laptop.cookie);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? laptop : phone).post('/api/time/timer/start', { projectId: project.id })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const rows = await runningRows(laptop.user.id);
    expect(rows).toHaveLength(1);
    expect((await phone.get('/api/time/timer')).json()).toMatchObject({ id: rows[0]!.id });
  });

  it('answers 409 when asked to stop with nothing running', async () => {
    const { laptop } = await twoDevices();
    const response = await laptop.post('/api/time/timer/stop');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'No timer is running' });
  });

  it('refuses a project that is not the user’s and leaves the other user’s timer alone', async () => {
    const { laptop } = await twoDevices();
    const { laptop: other } = await twoDevices();
    const theirs = await createProject(app, other.cookie);
    await other.post('/api/time/timer/start', { projectId: theirs.id });

    const response = await laptop.post('/api/time/timer/start', { projectId: theirs.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ projectId: 'Project not found' });
    expect((await laptop.post('/api/time/timer/stop')).statusCode).toBe(409);
    expect((await other.get('/api/time/timer')).json()).toMatchObject({ projectId: theirs.id, end: null });
  });
});
