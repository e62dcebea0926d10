import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProposalToolResult, ProposalView } from '../../../../src/domain/ai/proposals';
import { aiProposals, budgets, eventRsvps, financialGoals, groupExpenseShares, groupExpenses, recurringSchedules, transactions } from '../../../../src/server/db/schema';
import { bindTools } from '../../../../src/server/modules/ai/tools/index';
import { loadToolContext } from '../../../../src/server/modules/ai/tools/tool-context';
import { createCategory, createEvent, createGoal, createTransaction, grantPremium, seedGroup, shareGoal, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const { db } = database;

const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Lima' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Ross' });
const cleo = await signedInAgent(app, { firstName: 'Cleo', lastName: 'Park' });
const flat = await seedGroup(db, ana.user, [{ id: ben.user.id }, { id: cleo.user.id }], { name: 'The flat' });

/** Calls a proposal tool the way either provider does: through the tools bound to one reply. */
async function propose(agent: Agent, name: string, input: Record<string, unknown>): Promise<ProposalView> {
  const tools = bindTools(await loadToolContext({ db, market: undefined as never }, agent.user.id, new Date()));
  const result = (await tools.run(name, input)) as ProposalToolResult;
  expect(result.link).toBe(`/ai-assistant?proposal=${result.proposal.id}`);
  return result.proposal;
}

async function refusal(agent: Agent, name: string, input: Record<string, unknown>): Promise<string> {
  const tools = bindTools(await loadToolContext({ db, market: undefined as never }, agent.user.id, new Date()));
  return tools.run(name, input).then(
    () => 'no refusal',
    (error: Error) => error.message,
  );
}

const confirm = (agent: Agent, id: string, key?: string) =>
  app.inject({ method: 'POST', url: `/api/ai/proposals/${id}/confirm`, headers: { cookie: agent.cookie, ...(key ? { 'idempotency-key': key } : {}) } });

const expensesOf = (groupId: string) => db.select().from(groupExpenses).where(eq(groupExpenses.groupId, groupId));

describe('a proposed group expense', () => {
  it('is written only when the person confirms it, once', async () => {
    const proposal = await propose(ana, 'propose_group_expense', { group: 'flat', amount: '42', description: 'Dinner' });
    expect(proposal).toMatchObject({ kind: 'groupExpense', status: 'pending', origin: 'assistant', link: null });
    expect(proposal.preview).toMatchObject({ amount: '42', currency: 'USD', description: 'Dinner', groupName: 'The flat' });
    expect(proposal.preview.shares?.map((share) => [share.name, share.amount])).toEqual([
      ['Ana Lima', '14.00'],
      ['Ben Ross', '14.00'],
      ['Cleo Park', '14.00'],
    ]);
    expect(await expensesOf(flat.id)).toEqual([]);
    // The card is on the screen the person is reading: no notification for a proposal of the chat.
    expect((await ana.get('/api/notifications')).json<{ items: { kind: string }[] }>().items.filter((notice) => notice.kind === 'proposalWaiting')).toEqual([]);

    const pending = (await ana.get('/api/ai/proposals?status=pending')).json<ProposalView[]>();
    expect(pending.map((entry) => entry.id)).toContain(proposal.id);

    const confirmed = await confirm(ana, proposal.id, 'confirm-dinner-1');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const view = confirmed.json<ProposalView>();
    expect(view.status).toBe('confirmed');
    expect(view.link).toMatch(new RegExp(`^/groups/${flat.id}#expense-`));
    expect(Date.parse(view.undoUntil!) - Date.parse(view.confirmedAt!)).toBe(30_000);
    const written = await expensesOf(flat.id);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ description: 'Dinner', amountMinor: 4200n, paidBy: ana.user.id });

    const retried = await confirm(ana, proposal.id, 'confirm-dinner-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(view);

    const again = await confirm(ana, proposal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PROPOSAL_ALREADY_CONFIRMED', message: 'This proposal was already confirmed.' });
    expect(await expensesOf(flat.id)).toHaveLength(1);
    await db.delete(groupExpenses).where(eq(groupExpenses.groupId, flat.id));
  });

  it('is written once when two confirmations arrive together', async () => {
    const proposal = await propose(ana, 'propose_group_expense', { group: 'The flat', amount: '9.99', description: 'Milk' });
    const answers = await Promise.all([confirm(ana, proposal.id), confirm(ana, proposal.id), confirm(ana, proposal.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await expensesOf(flat.id)).filter((row) => row.description === 'Milk')).toHaveLength(1);
    await db.delete(groupExpenses).where(eq(groupExpenses.groupId, flat.id));
  });

  it('shows the shares confirming writes, the leftover cents dealt by the group’s history', async () => {
    const sharesOf = async (proposal: ProposalView) => {
      const answer = await confirm(ana, proposal.id);
      expect(answer.statusCode, answer.body).toBe(200);
      const expenseId = new URL(answer.json<ProposalView>().link!, 'http://tandem.test').hash.replace('#expense-', '');
      const rows = await db.select().from(groupExpenseShares).where(eq(groupExpenseShares.expenseId, expenseId));
      const byMember = new Map(rows.map((row) => [row.userId, row.shareMinor]));
      return proposal.preview.shares!.map((share): [string, bigint | undefined] => [share.amount, byMember.get(share.userId)]);
    };
    const toMinorUnits = (amount: string) => BigInt(Math.round(Number(amount) * 100));
    const extraCentTo = (shares: [string, bigint | undefined][], proposal: ProposalView) => proposal.preview.shares![shares.findIndex(([shown]) => shown === '3.34')]!.userId;
    // Ten dollars among three leaves a cent over; the next split hands it to someone else.
    const first = await propose(ana, 'propose_group_expense', { group: 'The flat', amount: '10', description: 'Soap' });
    const firstShares = await sharesOf(first);
    const second = await propose(ana, 'propose_group_expense', { group: 'The flat', amount: '10', description: 'Sponges' });
    const secondShares = await sharesOf(second);
    for (const shares of [firstShares, secondShares]) {
      expect(shares.map(([shown]) => shown).toSorted()).toEqual(['3.33', '3.33', '3.34']);
      for (const [shown, stored] of shares) expect(stored).toBe(toMinorUnits(shown));
    }
    expect(extraCentTo(secondShares, second)).not.toBe(extraCentTo(firstShares, first));
    await db.delete(groupExpenses).where(eq(groupExpenses.groupId, flat.id));
  });

  it('is another person’s business only to its owner: 404 to read, confirm, cancel or undo', async () => {
    const proposal = await propose(ana, 'propose_group_expense', { group: 'flat', amount: '10', description: 'Bread' });
    for (const url of [`/api/ai/proposals/${proposal.id}`]) expect((await ben.get(url)).statusCode).toBe(404);
    for (const action of ['confirm', 'cancel', 'undo']) expect((await ben.post(`/api/ai/proposals/${proposal.id}/${action}`)).statusCode).toBe(404);
    expect((await ben.get('/api/ai/proposals')).json<ProposalView[]>().map((entry) => entry.id)).not.toContain(proposal.id);
    expect(await expensesOf(flat.id)).toEqual([]);
    expect((await ana.get(`/api/ai/proposals/${proposal.id}`)).json<ProposalView>().status).toBe('pending');
  });

  it('splits an existing expense with the group and marks it as what paid', async () => {
    const dinner = await createTransaction(app, ana.cookie, { amount: '60.00', category: 'dining', description: 'Dinner at Lupa' });
    const proposal = await propose(ana, 'propose_group_expense', { group: flat.id, transactionId: dinner.id });
    expect(proposal.preview).toMatchObject({ amount: '60.00', description: 'Dinner at Lupa', category: 'dining', linkedTransaction: true });
    expect((await confirm(ana, proposal.id)).statusCode).toBe(200);
    const [paid] = await db.select().from(transactions).where(eq(transactions.id, dinner.id));
    const [expense] = await expensesOf(flat.id);
    expect(paid!.paidGroupExpenseId).toBe(expense!.id);

    expect((await ana.post(`/api/ai/proposals/${proposal.id}/undo`)).json<ProposalView>().status).toBe('undone');
    expect(await expensesOf(flat.id)).toEqual([]);
    const [unlinked] = await db.select().from(transactions).where(eq(transactions.id, dinner.id));
    expect(unlinked!.paidGroupExpenseId).toBeNull();
  });

  it('names what it could not find or could not tell apart', async () => {
    expect(await refusal(ana, 'propose_group_expense', { group: 'office', amount: '5', description: 'Tea' })).toBe("No group called 'office'");
    await seedGroup(db, ana.user, [], { name: 'The flat upstairs' });
    expect(await refusal(ana, 'propose_group_expense', { group: 'flat', amount: '5', description: 'Tea' })).toMatch(/^More than one group matches 'flat'/);
    expect(await refusal(cleo, 'propose_group_expense', { group: 'The flat', amount: '5' })).toBe('Say what the expense was for (a description)');
    expect(await refusal(ben, 'propose_group_expense', { group: 'The flat', amount: '5.123', description: 'Tea' })).toMatch(/^amount: /);
  });
});

describe('confirming', () => {
  it('answers the service’s own refusal with its text and leaves the proposal pending', async () => {
    await grantPremium(db, ben);
    const pets = await createCategory(app, ben.cookie, { name: 'Pets' });
    const proposal = await propose(ben, 'propose_transaction', { type: 'expense', amount: '12', category: 'pets', description: 'Cat food' });
    expect(proposal.preview).toMatchObject({ category: `custom:${pets.id}`, categoryName: 'Pets' });
    expect((await ben.delete(`/api/categories/${pets.id}`)).statusCode).toBeLessThan(300);
    const refused = await confirm(ben, proposal.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('category');
    expect((await ben.get(`/api/ai/proposals/${proposal.id}`)).json<ProposalView>().status).toBe('pending');
    expect(await db.select().from(transactions).where(eq(transactions.userId, ben.user.id))).toEqual([]);
  });

  it('refuses an expired proposal with PROPOSAL_EXPIRED and writes nothing', async () => {
    const proposal = await propose(cleo, 'propose_goal', { title: 'New car', targetAmount: '8000' });
    await db
      .update(aiProposals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(aiProposals.id, proposal.id));
    const answer = await confirm(cleo, proposal.id);
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toMatchObject({ code: 'PROPOSAL_EXPIRED' });
    expect((await cleo.get(`/api/ai/proposals/${proposal.id}`)).json<ProposalView>().status).toBe('expired');
    expect((await cleo.get('/api/ai/proposals?status=pending')).json<ProposalView[]>().map((entry) => entry.id)).not.toContain(proposal.id);
    expect(await db.select().from(financialGoals).where(eq(financialGoals.userId, cleo.user.id))).toEqual([]);
  });

  it('cannot confirm a cancelled proposal', async () => {
    const proposal = await propose(cleo, 'propose_goal', { title: 'Bike', targetAmount: '900' });
    expect((await cleo.post(`/api/ai/proposals/${proposal.id}/cancel`)).json<ProposalView>().status).toBe('cancelled');
    const answer = await confirm(cleo, proposal.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'PROPOSAL_CLOSED' });
    expect(await db.select().from(financialGoals).where(eq(financialGoals.userId, cleo.user.id))).toEqual([]);
  });
});

describe('undo', () => {
  it('deletes what was written within 30 seconds, and is refused after', async () => {
    const first = await propose(cleo, 'propose_transaction', { type: 'income', amount: '300', category: 'freelance', description: 'Logo' });
    const confirmed = (await confirm(cleo, first.id)).json<ProposalView>();
    expect(confirmed.link).toMatch(/^\/money-tracking\?transaction=/);
    expect(await db.select().from(transactions).where(eq(transactions.userId, cleo.user.id))).toHaveLength(1);
    expect((await cleo.post(`/api/ai/proposals/${first.id}/undo`)).statusCode).toBe(200);
    expect(await db.select().from(transactions).where(eq(transactions.userId, cleo.user.id))).toEqual([]);

    const second = await propose(cleo, 'propose_schedule', { description: 'Rent', amount: '1200', frequency: 'monthly', category: 'rent' });
    expect(second.preview).toMatchObject({ frequency: 'monthly', category: 'rent', type: 'expense' });
    expect((await confirm(cleo, second.id)).statusCode).toBe(200);
    await db
      .update(aiProposals)
      .set({ undoUntil: new Date(Date.now() - 1000) })
      .where(eq(aiProposals.id, second.id));
    const late = await cleo.post(`/api/ai/proposals/${second.id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'UNDO_WINDOW_CLOSED' });
    expect(await db.select().from(recurringSchedules).where(eq(recurringSchedules.userId, cleo.user.id))).toHaveLength(1);
  });

  it('puts back the budget a proposal replaced', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const set = await app.inject({ method: 'PUT', url: `/api/budgets/${month}/groceries`, headers: { cookie: ana.cookie }, payload: { amount: '300' } });
    expect(set.statusCode, set.body).toBe(200);
    const proposal = await propose(ana, 'propose_budget', { category: 'groceries', amount: '450' });
    expect(proposal.preview).toMatchObject({ month, amount: '450', replacesAmount: '300.00' });
    expect((await confirm(ana, proposal.id)).statusCode).toBe(200);
    const amountNow = async () =>
      (
        await db
          .select()
          .from(budgets)
          .where(and(eq(budgets.userId, ana.user.id), eq(budgets.category, 'groceries')))
      )[0]?.amountMinor;
    expect(await amountNow()).toBe(45000n);
    await ana.post(`/api/ai/proposals/${proposal.id}/undo`);
    expect(await amountNow()).toBe(30000n);
  });

  it('restores the earlier answer to an event', async () => {
    const event = await createEvent(app, ana.cookie, { title: 'Flat dinner', groupId: flat.id });
    expect((await ben.post(`/api/events/${event.id}/rsvp`, { status: 'maybe' })).statusCode).toBe(200);
    const proposal = await propose(ben, 'propose_rsvp', { event: 'flat dinner', status: 'going' });
    expect(proposal.preview).toMatchObject({ eventTitle: 'Flat dinner', rsvp: 'going', groupName: 'The flat' });
    expect((await confirm(ben, proposal.id)).json<ProposalView>().link).toBe(`/calendar?event=${event.id}`);
    const answerNow = async () =>
      (
        await db
          .select()
          .from(eventRsvps)
          .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.userId, ben.user.id)))
      )[0]?.status;
    expect(await answerNow()).toBe('going');
    await ben.post(`/api/ai/proposals/${proposal.id}/undo`);
    expect(await answerNow()).toBe('maybe');
  });
});

describe('a shared goal', () => {
  it('takes contributions through the assistant only from members allowed to contribute', async () => {
    const car = await createGoal(app, ana.cookie, { title: 'New car', targetAmount: '5000' });
    await shareGoal(app, ana.cookie, car.id, flat.id, 'can_contribute');
    const proposal = await propose(ben, 'propose_goal_contribution', { goal: 'car', amount: '50' });
    expect(proposal.preview).toMatchObject({ goalTitle: 'New car', amount: '50' });

    // The owner narrows the share before Ben confirms: the write is refused and nothing moves.
    await shareGoal(app, ana.cookie, car.id, flat.id, 'view');
    const refused = await confirm(ben, proposal.id);
    expect(refused.statusCode).toBe(403);
    expect((await ben.get(`/api/ai/proposals/${proposal.id}`)).json<ProposalView>().status).toBe('pending');
    expect(await refusal(ben, 'propose_goal_contribution', { goal: 'New car', amount: '50' })).toMatch(/can only view the goal 'New car'/);

    await shareGoal(app, ana.cookie, car.id, flat.id, 'can_contribute');
    expect((await confirm(ben, proposal.id)).statusCode).toBe(200);
    const [goal] = await db.select().from(financialGoals).where(eq(financialGoals.id, car.id));
    expect(goal!.currentMinor).toBe(5000n);
  });
});
