import { z } from 'zod';
import { basisSources } from '../insights/insight-figures';
import { assetClasses, nextStepKinds, passiveIncomeKinds, riskAnswersSchema, riskProfiles } from './investments';
import { currencySchema, decimalAmountSchema } from '../shared/field-schemas';
import { otherCurrencyTotalsSchema } from '../currency/other-currencies';

/** `GET/PUT /api/investments/profile`; every field is null until the questionnaire is answered. */
export const investmentProfileSchema = z.object({
  answers: riskAnswersSchema.nullable(),
  riskProfile: z.enum(riskProfiles).nullable(),
  score: z.number().int().nullable().meta({ description: 'Sum of the answers, 6 (most cautious) to 24' }),
  horizonYears: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type InvestmentProfile = z.infer<typeof investmentProfileSchema>;

export const passiveIncomeBases = ['savings_above_emergency_fund', 'year_of_surplus', 'none'] as const;

/** `GET /api/investments/recommendations`. */
export const investmentRecommendationsSchema = z.object({
  currency: currencySchema,
  profile: z
    .object({ riskProfile: z.enum(riskProfiles), horizonYears: z.number().int(), assumedReturnPercent: z.number() })
    .nullable()
    .meta({ description: 'Null until the questionnaire is answered' }),
  basis: z.object({
    source: z.enum(basisSources),
    shortHistory: z.boolean(),
    monthlyIncome: decimalAmountSchema,
    monthlyExpenses: decimalAmountSchema,
    monthlySurplus: decimalAmountSchema,
  }),
  emergencyFund: z.object({
    months: z.number().nullable(),
    targetMonths: z.number().int(),
    liquid: decimalAmountSchema,
    target: decimalAmountSchema,
    shortfall: decimalAmountSchema,
    monthsToFill: z.number().int().nullable(),
  }),
  readiness: z.enum(['fix_cash_flow', 'build_emergency_fund', 'invest']),
  monthlyInvest: decimalAmountSchema,
  allocation: z.array(z.object({ assetClass: z.enum(assetClasses), percent: z.number().int(), monthlyAmount: decimalAmountSchema })),
  projection: z
    .object({
      years: z.number().int(),
      annualReturnPercent: z.number(),
      start: decimalAmountSchema,
      final: decimalAmountSchema,
      contributed: decimalAmountSchema,
      growth: decimalAmountSchema,
    })
    .nullable(),
  nextSteps: z.array(z.enum(nextStepKinds)),
  passiveIncome: z.object({
    amount: decimalAmountSchema,
    basis: z.enum(passiveIncomeBases),
    options: z.array(
      z.object({
        kind: z.enum(passiveIncomeKinds),
        assumedYieldPercent: z.string().meta({ description: 'An assumption for planning, not a quoted rate' }),
        yearlyIncome: decimalAmountSchema,
        risk: z.enum(['low', 'moderate', 'high']),
        liquidity: z.enum(['same_day', 'weeks', 'market_hours']),
        suitable: z.boolean(),
      }),
    ),
  }),
  otherCurrencies: otherCurrencyTotalsSchema,
});
export type InvestmentRecommendations = z.infer<typeof investmentRecommendationsSchema>;
