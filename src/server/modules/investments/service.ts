import { eq, sql } from 'drizzle-orm';
import { buildInvestmentRecommendations, investmentProfileView } from '../../../domain/investments/investment-advice';
import type { InvestmentProfile, InvestmentRecommendations } from '../../../domain/investments/investment-views';
import { riskAnswersSchema, type RiskAnswers, type SaveInvestmentProfileInput } from '../../../domain/investments/investments';
import { monthsEndingAt } from '../../../domain/insights/insight-figures';
import type { Database } from '../../db/client';
import { investmentProfiles } from '../../db/schema';
import { financialSnapshot } from '../../shared/financial-snapshot';
import { otherCurrenciesInMonths } from '../../shared/other-currencies';

async function storedAnswers(db: Database, userId: string): Promise<{ answers: RiskAnswers | null; updatedAt: Date | null }> {
  const [row] = await db.select().from(investmentProfiles).where(eq(investmentProfiles.userId, userId));
  // Answers saved under an older questionnaire no longer score: ask again rather than guess.
  const parsed = row ? riskAnswersSchema.safeParse(row.answers) : null;
  return parsed?.success ? { answers: parsed.data, updatedAt: row?.updatedAt ?? null } : { answers: null, updatedAt: null };
}

export async function getInvestmentProfile(db: Database, userId: string): Promise<InvestmentProfile> {
  const { answers, updatedAt } = await storedAnswers(db, userId);
  return investmentProfileView(answers, updatedAt);
}

export async function saveInvestmentProfile(db: Database, userId: string, input: SaveInvestmentProfileInput): Promise<InvestmentProfile> {
  const [row] = await db
    .insert(investmentProfiles)
    .values({ userId, answers: input })
    .onConflictDoUpdate({ target: investmentProfiles.userId, set: { answers: input, updatedAt: sql`now()` } })
    .returning();
  return investmentProfileView(input, row?.updatedAt ?? null);
}

export async function investmentRecommendations(db: Database, userId: string): Promise<InvestmentRecommendations> {
  const [snapshot, { answers }] = await Promise.all([financialSnapshot(db, userId), storedAnswers(db, userId)]);
  const window = monthsEndingAt(snapshot.thisMonth, 3);
  const otherCurrencies = await otherCurrenciesInMonths(db, userId, snapshot.currency, window[0]!, snapshot.thisMonth);
  return { ...buildInvestmentRecommendations(snapshot, answers), otherCurrencies };
}
