import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { accountCodes, accountMessages, deletedUserName, type DeleteAccountInput } from '../../../domain/account/account';
import type { Database } from '../../db/client';
import { groupExpenses, groupExpenseShares, groupSettlements, referrals, subscriptions, users } from '../../db/schema/index';
import { AppError, fieldError, unauthenticated } from '../../http/app-error';
import { verifyPassword } from '../../shared/password-check';
import { handOverOwnedGroups, type DbTransaction } from './group-handover';

const wrongPassword = () => new AppError(400, accountCodes.wrongPassword, accountMessages.wrongPassword, { password: accountMessages.wrongPassword });

/** A Stripe subscription that would renew: deleting the account must not leave it charging. */
async function refuseRenewingSubscription(tx: DbTransaction, userId: string): Promise<void> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const renews = row?.source === 'stripe' && row.stripeSubscriptionId && (row.status === 'active' || row.status === 'past_due') && !row.cancelAtPeriodEnd;
  if (renews) throw new AppError(409, accountCodes.subscriptionActive, accountMessages.subscriptionActive);
}

/**
 * Group expenses, shares and payments the account took part in, and referrals it gave or
 * received, belong to other people's records too. They move to an anonymous stand-in (no
 * e-mail, no password, named "Deleted user") so every other member's balance and every
 * referral bonus stays exactly as it was. Returns whether a stand-in was needed.
 */
async function moveSharedRecordsToStandIn(tx: DbTransaction, userId: string): Promise<boolean> {
  const [expense] = await tx.select({ id: groupExpenses.id }).from(groupExpenses).where(eq(groupExpenses.paidBy, userId)).limit(1);
  const [share] = await tx.select({ id: groupExpenseShares.expenseId }).from(groupExpenseShares).where(eq(groupExpenseShares.userId, userId)).limit(1);
  const [payment] = await tx
    .select({ id: groupSettlements.id })
    .from(groupSettlements)
    .where(or(eq(groupSettlements.fromUser, userId), eq(groupSettlements.toUser, userId)))
    .limit(1);
  const [referral] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(or(eq(referrals.referrerId, userId), eq(referrals.referredUserId, userId)))
    .limit(1);
  if (!expense && !share && !payment && !referral) return false;

  const standInId = randomUUID();
  await tx.insert(users).values({
    id: standInId,
    ...deletedUserName,
    email: `deleted-${standInId}@deleted.invalid`,
    // Not an argon2 hash: no password ever verifies against it.
    passwordHash: '!',
    deletedAt: new Date(),
  });
  await tx.update(groupExpenses).set({ paidBy: standInId }).where(eq(groupExpenses.paidBy, userId));
  await tx.update(groupExpenseShares).set({ userId: standInId }).where(eq(groupExpenseShares.userId, userId));
  await tx.update(groupSettlements).set({ fromUser: standInId }).where(eq(groupSettlements.fromUser, userId));
  await tx.update(groupSettlements).set({ toUser: standInId }).where(eq(groupSettlements.toUser, userId));
  await tx.update(referrals).set({ referrerId: standInId }).where(eq(referrals.referrerId, userId));
  await tx.update(referrals).set({ referredUserId: standInId }).where(eq(referrals.referredUserId, userId));
  return true;
}

/**
 * Deletes the signed-in account after the password is typed again, all in one transaction:
 * owned groups change hands (or go, when nobody else is in them), shared records move to an
 * anonymous stand-in, and deleting the user row removes everything else that is theirs
 * (every table that names a user cascades), sessions included.
 */
export async function deleteAccount(db: Database, userId: string, input: DeleteAccountInput): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw unauthenticated();
  if (!(await verifyPassword(row.passwordHash, input.password))) throw wrongPassword();
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw unauthenticated();
    // The password changed while it was being checked: check again with the new one.
    if (current.passwordHash !== row.passwordHash) throw fieldError('password', accountMessages.wrongPassword);
    await handOverOwnedGroups(tx, userId);
    await refuseRenewingSubscription(tx, userId);
    await moveSharedRecordsToStandIn(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
