import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema/index';
import { scheduledJobs } from '../../../src/server/jobs/index';
import { startJobs, type JobRunner } from '../../../src/server/jobs/runner';
import { scheduledJob } from '../../../src/server/jobs/scheduled-job';
import { registerUser, signIn } from '../support/factories';
import { createTestApp } from '../support/test-app';

const { app, database, config } = await createTestApp();
const lines: { msg: string; job?: string }[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) });

let attempts = 0;
const flaky = scheduledJob({
  name: 'test-flaky',
  cron: '0 0 1 1 *',
  retryDelaySeconds: 1,
  async run() {
    attempts += 1;
    if (attempts === 1) throw new Error('the upstream service is down');
    return 'worked on the second try';
  },
});

const metrics = new Registry();
// Any of the three instances may take a run, so each keeps its own counts and the test reads them all.
const otherMetrics = [new Registry(), new Registry()];
const url = database.pool.options.connectionString!;
const runners: JobRunner[] = await Promise.all(
  otherMetrics.map((registry) =>
    startJobs({ databaseUrl: url, context: { db: database.db, config, log }, jobs: [...scheduledJobs, flaky], metrics: registry, pollingIntervalSeconds: 0.5 }),
  ),
);
const observed = await startJobs({ databaseUrl: url, context: { db: database.db, config, log }, jobs: [flaky], metrics, pollingIntervalSeconds: 0.5 });
afterAll(async () => {
  await Promise.all([...runners, observed].map((runner) => runner.stop(1000)));
});

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen; log:\n${lines.map((line) => line.msg).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('background jobs through pg-boss', () => {
  it('removes ended sessions and keeps live ones, once across instances', async () => {
    const live = await registerUser(app);
    const ended = await registerUser(app);
    await signIn(app, ended.email, ended.password);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: ended.cookie } });
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.userId, ended.user.id));

    await runners[0]!.runNow('session-cleanup');
    await until(async () => (await database.db.select().from(sessions).where(eq(sessions.userId, ended.user.id))).length === 0, 'the clean-up');
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, live.user.id))).toHaveLength(1);
    await until(() => lines.some((line) => line.msg.startsWith('job session-cleanup done')), 'logging the run');
    expect(lines.filter((line) => line.msg.startsWith('job session-cleanup done'))).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: live.cookie } })).statusCode).toBe(200);
  });

  it('retries a failed job with a delay and logs both attempts', async () => {
    await observed.runNow('test-flaky');
    await until(() => lines.some((line) => line.msg === 'job test-flaky done: worked on the second try'), 'the retry');
    expect(attempts).toBe(2);
    expect(lines.some((line) => line.msg === 'job test-flaky failed; 5 retries left')).toBe(true);
    const texts = await Promise.all([metrics, ...otherMetrics].map((registry) => registry.metrics()));
    const runsCounted = (outcome: string) =>
      texts.reduce((sum, text) => sum + Number(new RegExp(`tandem_jobs_total\\{job="test-flaky",outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1] ?? 0), 0);
    expect(runsCounted('failed')).toBe(1);
    expect(runsCounted('completed')).toBe(1);
    expect(texts[0]).toContain('tandem_jobs_queued{job="test-flaky"}');
  });
});
