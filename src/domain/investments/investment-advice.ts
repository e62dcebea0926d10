import { financialPosition, type FinancialSnapshot } from '../insights/financial-position';
import type { InvestmentProfile, InvestmentRecommendations } from './investment-views';
import { allocate, assumedProfileReturnPercent, horizonYears, investmentPlan, passiveIncomeFor, riskProfileOf, riskScore, type RiskAnswers } from './investments';
import { formatMinor, minorToDecimal } from '../shared/money';
import { compoundGrowth } from './net-worth-projection';

/** The profile as answered, or all nulls before the questionnaire. */
export function investmentProfileView(answers: RiskAnswers | null, updatedAt: Date | null): InvestmentProfile {
  if (!answers) return { answers: null, riskProfile: null, score: null, horizonYears: null, updatedAt: null };
  return { answers, riskProfile: riskProfileOf(answers), score: riskScore(answers), horizonYears: horizonYears[answers.horizon], updatedAt: updatedAt?.toISOString() ?? null };
}

/** Horizon used for a projection when the questionnaire has not been answered yet. */
const defaultHorizonYears = 10;

/**
 * Advice from the risk profile, the horizon, the emergency fund and a typical month's surplus.
 * Passive income is projected on savings above the emergency fund or, without any, on a year
 * of the current surplus.
 */
export function buildInvestmentRecommendations(snapshot: FinancialSnapshot, answers: RiskAnswers | null): Omit<InvestmentRecommendations, 'otherCurrencies'> {
  const { currency } = snapshot;
  const money = (minor: bigint) => formatMinor(minor, currency);
  const { basis, emergency } = financialPosition(snapshot);
  const profile = answers ? riskProfileOf(answers) : null;
  const horizon = answers ? horizonYears[answers.horizon] : null;
  const plan = investmentPlan({
    profile,
    horizonYears: horizon,
    monthlySurplusMinor: basis.keptMinor,
    liquidMinor: emergency.liquidMinor,
    monthlyExpensesMinor: basis.expensesMinor,
    emergencyTargetMonths: emergency.targetMonths,
  });
  const passiveAmount = plan.investableSavingsMinor > 0n ? plan.investableSavingsMinor : basis.keptMinor > 0n ? basis.keptMinor * 12n : 0n;
  const passiveBasis = plan.investableSavingsMinor > 0n ? 'savings_above_emergency_fund' : basis.keptMinor > 0n ? 'year_of_surplus' : 'none';
  const growth =
    profile === null
      ? null
      : compoundGrowth({
          startMinor: plan.investableSavingsMinor,
          monthlyContributionMinor: plan.monthlyInvestMinor,
          annualReturnPercent: assumedProfileReturnPercent[profile],
          years: horizon ?? defaultHorizonYears,
        });
  return {
    currency,
    profile: profile === null ? null : { riskProfile: profile, horizonYears: horizon ?? defaultHorizonYears, assumedReturnPercent: assumedProfileReturnPercent[profile] },
    basis: {
      source: basis.source,
      shortHistory: basis.shortHistory,
      monthlyIncome: money(basis.incomeMinor),
      monthlyExpenses: money(basis.expensesMinor),
      monthlySurplus: money(basis.keptMinor),
    },
    emergencyFund: {
      months: emergency.months,
      targetMonths: emergency.targetMonths,
      liquid: money(emergency.liquidMinor),
      target: money(emergency.targetMinor),
      shortfall: money(plan.emergencyShortfallMinor),
      monthsToFill: plan.monthsToEmergencyFund,
    },
    readiness: plan.readiness,
    monthlyInvest: money(plan.monthlyInvestMinor),
    allocation:
      profile === null
        ? []
        : allocate(plan.monthlyInvestMinor, profile).map((part) => ({ assetClass: part.assetClass, percent: part.percent, monthlyAmount: money(part.amountMinor) })),
    projection:
      growth === null || profile === null
        ? null
        : {
            years: horizon ?? defaultHorizonYears,
            annualReturnPercent: assumedProfileReturnPercent[profile],
            start: money(plan.investableSavingsMinor),
            final: money(growth.finalMinor),
            contributed: money(growth.contributedMinor),
            growth: money(growth.growthMinor),
          },
    nextSteps: plan.nextSteps,
    passiveIncome: {
      amount: money(passiveAmount),
      basis: passiveBasis,
      options: passiveIncomeFor(passiveAmount, profile).map((option) => ({
        kind: option.kind,
        assumedYieldPercent: minorToDecimal(BigInt(option.assumedYieldBasisPoints), 2),
        yearlyIncome: money(option.yearlyIncomeMinor),
        risk: option.risk,
        liquidity: option.liquidity,
        suitable: option.suitable,
      })),
    },
  };
}
