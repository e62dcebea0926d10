import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatReply } from '../../../../src/domain/ai/ai';
import type { ProposalView } from '../../../../src/domain/ai/proposals';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import { groupExpenses } from '../../../../src/server/db/schema';
import { createTransaction, postChat, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

// The built-in assistant, asked in plain words, proposes; only the person's confirmation writes.
const { app, database } = await createTestApp();
const { db } = database;

const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Lima' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Ross' });
const flat = await seedGroup(db, ana.user, [{ id: ben.user.id }], { name: 'The flat' });
const yesterday = addDays(todayInZone('UTC'), -1);

const expensesOfFlat = () => db.select().from(groupExpenses).where(eq(groupExpenses.groupId, flat.id));
const confirm = (id: string, key?: string) =>
  app.inject({ method: 'POST', url: `/api/ai/proposals/${id}/confirm`, headers: { cookie: ana.cookie, ...(key ? { 'idempotency-key': key } : {}) } });

describe('"Split last night\'s dinner with the flat"', () => {
  it('becomes a group expense only after the person confirms it, once', async () => {
    await createTransaction(app, ana.cookie, { amount: 18, category: 'groceries', description: 'Corner shop', date: yesterday });
    await createTransaction(app, ana.cookie, { amount: 64, category: 'dining', description: 'Dinner at Luigi’s', date: yesterday });

    const asked = await postChat(app, ana.cookie, { message: "Split last night's dinner with the flat" });
    expect(asked.statusCode, asked.body).toBe(200);
    const reply = asked.json<ChatReply & { proposals: ProposalView[] }>();
    expect(reply.proposals).toHaveLength(1);
    const [proposal] = reply.proposals;
    expect(proposal).toMatchObject({ kind: 'groupExpense', status: 'pending' });
    expect(proposal!.preview).toMatchObject({ amount: '64.00', groupName: 'The flat', description: 'Dinner at Luigi’s' });
    expect(await expensesOfFlat()).toEqual([]);

    // The conversation shows the same card after a reload.
    const conversation = (await ana.get(`/api/ai/conversations/${reply.conversationId}`)).json<{ messages: { proposals?: ProposalView[] }[] }>();
    expect(conversation.messages.flatMap((message) => message.proposals ?? []).map((shown) => shown.id)).toEqual([proposal!.id]);

    // Ben cannot confirm Ana's proposal.
    expect((await app.inject({ method: 'POST', url: `/api/ai/proposals/${proposal!.id}/confirm`, headers: { cookie: ben.cookie } })).statusCode).toBe(404);

    const confirmed = await confirm(proposal!.id, 'split-dinner');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await confirm(proposal!.id, 'split-dinner')).statusCode).toBe(200);
    expect((await confirm(proposal!.id)).statusCode).toBe(409);
    const written = await expensesOfFlat();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ amountMinor: 6400n, paidBy: ana.user.id });
  });
});
