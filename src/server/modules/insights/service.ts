import { monthsEndingAt } from '../../../domain/insights/insight-figures';
import {
  buildAdvancedInsights,
  buildInsights,
  insightsMessages,
  trendMonths,
  type AdvancedInsights,
  type AdvancedInsightsQuery,
  type Insights,
} from '../../../domain/insights/insights';
import type { Database } from '../../db/client';
import { financialSnapshot } from '../../shared/financial-snapshot';
import { minorOrFail } from '../../shared/owner-settings';
import { otherCurrenciesInMonths } from '../../shared/other-currencies';
import { planOf, requirePremium } from '../../shared/plan';

export async function insightsFor(db: Database, userId: string): Promise<Insights> {
  const [snapshot, plan] = await Promise.all([financialSnapshot(db, userId), planOf(db, userId)]);
  const months = monthsEndingAt(snapshot.thisMonth, trendMonths);
  const otherCurrencies = await otherCurrenciesInMonths(db, userId, snapshot.currency, months[0]!, snapshot.thisMonth);
  return { ...buildInsights(snapshot, plan), otherCurrencies };
}

/** The Premium parts of the insights; a Free user gets 403 premium_required before any work. */
export async function advancedInsightsFor(db: Database, userId: string, query: AdvancedInsightsQuery): Promise<AdvancedInsights> {
  await requirePremium(db, userId);
  const snapshot = await financialSnapshot(db, userId);
  const contributionMinor =
    query.monthlyContribution === undefined ? undefined : minorOrFail(query.monthlyContribution, snapshot.currency, 'monthlyContribution', insightsMessages.invalidContribution);
  return buildAdvancedInsights(snapshot, { annualReturn: query.annualReturn, years: query.years, contributionMinor });
}
