import { describe, expect, it } from 'vitest';
import type { BillResult, TimeEntry } from '../../../../src/domain/planning/time-tracking';
import type { TransactionPage } from '../../../../src/domain/transactions/transactions';
import { createEntry, createProject, entryInput, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp({ DATABASE_POOL_SIZE: '10' });

const freelanceIncome = async (agent: Awaited<ReturnType<typeof signedInAgent>>) =>
  (await agent.get('/api/transactions?type=income')).json<TransactionPage>().items.filter((item) => item.category === 'freelance');

describe('turning billable time into income', () => {
  it('records one freelance income transaction for hours × rate and marks the entries billed', async () => {
    const alice = await signedInAgent(app);
    const project = await createProject(app, alice.cookie, { hourlyRate: '45.50', currency: 'USD' });
    const first = await createEntry(app, alice.cookie, entryInput(project.id, 90, 300));
    const second = await createEntry(app, alice.cookie, entryInput(project.id, 30, 120));

    const response = await alice.post('/api/time/entries/bill', { entryIds: [first.id, second.id] });
    expect(response.statusCode).toBe(201);
    const { transaction, entries } = response.json<BillResult>();
    // Two hours at 45.50.
    expect(transaction).toMatchObject({ type: 'income', category: 'freelance', amount: '91.00', currency: 'USD', description: 'Client work · 2.00 h' });
    expect(entries.map((entry) => entry.billedTransactionId)).toEqual([transaction.id, transaction.id]);
    expect(entries.every((entry) => entry.billedAt !== null)).toBe(true);
    expect(await freelanceIncome(alice)).toHaveLength(1);

    const summary = (await alice.get('/api/transactions/summary')).json<{ totals: { income: string } }>();
    expect(summary.totals.income).toBe('91.00');
  });

  it('happens exactly once under a double click, the second answering 409 with nothing written', async () => {
    const alice = await signedInAgent(app);
    const project = await createProject(app, alice.cookie);
    const entry = await createEntry(app, alice.cookie, entryInput(project.id, 60));
    const responses = await Promise.all(Array.from({ length: 4 }, () => alice.post('/api/time/entries/bill', { entryIds: [entry.id] })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({ message: 'Some of these entries have already been billed' });
    const income = await freelanceIncome(alice);
    expect(income).toHaveLength(1);
    expect(income[0]!.amount).toBe('50.00');
  });

  it('refuses a batch holding one billed entry without billing the others', async () => {
    const alice = await signedInAgent(app);
    const project = await createProject(app, alice.cookie);
    const billed = await createEntry(app, alice.cookie, entryInput(project.id, 60, 200));
    const fresh = await createEntry(app, alice.cookie, entryInput(project.id, 60, 60));
    await alice.post('/api/time/entries/bill', { entryIds: [billed.id] });
    expect((await alice.post('/api/time/entries/bill', { entryIds: [fresh.id, billed.id] })).statusCode).toBe(409);
    const entries = (await alice.get('/api/time/entries')).json<TimeEntry[]>();
    expect(entries.find((entry) => entry.id === fresh.id)?.billedAt).toBeNull();
    expect(await freelanceIncome(alice)).toHaveLength(1);
  });

  it('refuses running, unbillable, unpriced and mixed-currency time', async () => {
    const alice = await signedInAgent(app);
    const usd = await createProject(app, alice.cookie);
    const eur = await createProject(app, alice.cookie, { name: 'Euro client', currency: 'EUR' });
    const unpaid = await createProject(app, alice.cookie, { name: 'Hobby', hourlyRate: null, currency: null });
    const plain = await createEntry(app, alice.cookie, entryInput(usd.id, 60, 500, { billable: false }));
    const hobby = await createEntry(app, alice.cookie, entryInput(unpaid.id, 60, 400, { billable: true }));
    const dollars = await createEntry(app, alice.cookie, entryInput(usd.id, 60, 300));
    const euros = await createEntry(app, alice.cookie, entryInput(eur.id, 60, 200));
    const running = (await alice.post('/api/time/timer/start', { projectId: usd.id })).json<TimeEntry>();

    const refusal = async (ids: string[]) => (await alice.post('/api/time/entries/bill', { entryIds: ids })).json().message;
    expect(await refusal([plain.id])).toBe('Only billable entries can be billed');
    expect(await refusal([hobby.id])).toBe('Give the project an hourly rate before billing its time');
    expect(await refusal([dollars.id, euros.id])).toBe('Bill entries of one currency at a time');
    expect(await refusal([running.id])).toBe('Stop the timer before billing this entry');
    expect((await alice.post('/api/time/entries/bill', { entryIds: [] })).json().fieldErrors).toEqual({ entryIds: 'Choose the entries to bill' });
    expect(await freelanceIncome(alice)).toHaveLength(0);
  });

  it('keeps a billed entry’s time, project and billable flag; its note may change', async () => {
    const alice = await signedInAgent(app);
    const project = await createProject(app, alice.cookie);
    const entry = await createEntry(app, alice.cookie, entryInput(project.id));
    await alice.post('/api/time/entries/bill', { entryIds: [entry.id] });
    const moved = await alice.patch(`/api/time/entries/${entry.id}`, { end: new Date().toISOString() });
    expect(moved.statusCode).toBe(409);
    const renamed = await alice.patch(`/api/time/entries/${entry.id}`, { note: 'Invoice 12', start: entry.start });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ note: 'Invoice 12', start: entry.start, end: entry.end });
  });

  it('answers 404 for another user’s entries and bills nothing', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    const project = await createProject(app, bob.cookie);
    const entry = await createEntry(app, bob.cookie, entryInput(project.id));
    expect((await alice.post('/api/time/entries/bill', { entryIds: [entry.id] })).statusCode).toBe(404);
    expect((await bob.get('/api/time/entries')).json<TimeEntry[]>()[0]!.billedAt).toBeNull();
    expect(await freelanceIncome(bob)).toHaveLength(0);
  });
});
