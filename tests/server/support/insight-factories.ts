import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RiskAnswers } from '../../../src/domain/investments/investments';
import type { Database } from '../../../src/server/db/client';
import { userPreferences, users } from '../../../src/server/db/schema';

/**
 * The monthly income and expense from settings, in minor units. Written straight to the table:
 * insights only read them, and the settings screen owns how they are edited.
 */
export async function setMonthlySettings(db: Database, userId: string, figures: { incomeMinor: bigint | null; expenseMinor: bigint | null }): Promise<void> {
  await db.update(userPreferences).set({ monthlyIncomeMinor: figures.incomeMinor, monthlyExpenseMinor: figures.expenseMinor }).where(eq(userPreferences.userId, userId));
}

/** Switches the account's currency, as a user moving country would, leaving earlier records in the old one. */
export async function setCurrency(db: Database, userId: string, currency: string): Promise<void> {
  await db.update(users).set({ currency }).where(eq(users.id, userId));
}

/** A complete, valid set of questionnaire answers (a growth profile over 10 years unless overridden). */
export function riskAnswers(overrides: Partial<Record<keyof RiskAnswers, unknown>> = {}): Record<string, unknown> {
  return { age: '30_44', horizon: '7_to_15', marketDrop: 'hold', objective: 'balanced_growth', experience: 'experienced', incomeStability: 'stable', ...overrides };
}

export function putRiskProfile(app: FastifyInstance, cookie: string, answers: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/investments/profile', headers: { cookie }, payload: answers });
}
