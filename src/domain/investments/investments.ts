import { z } from 'zod';
import { divideRounded } from '../insights/insight-figures';

/**
 * The risk questionnaire: six questions, four answers each, scored 1 (most cautious) to 4
 * (most adventurous) in the order listed. The sum (6–24) places the user in a risk profile;
 * a short horizon caps it, because money needed soon should not ride the stock market.
 */
export const riskQuestions = {
  age: ['60_plus', '45_59', '30_44', 'under_30'],
  horizon: ['under_3', '3_to_7', '7_to_15', 'over_15'],
  marketDrop: ['sell_all', 'sell_some', 'hold', 'buy_more'],
  objective: ['preserve', 'income', 'balanced_growth', 'max_growth'],
  experience: ['none', 'some', 'experienced', 'expert'],
  incomeStability: ['unstable', 'variable', 'stable', 'very_stable'],
} as const;
export type RiskQuestion = keyof typeof riskQuestions;
export const riskQuestionKeys = Object.keys(riskQuestions) as RiskQuestion[];

export type RiskAnswers = { [Q in RiskQuestion]: (typeof riskQuestions)[Q][number] };

export const riskProfiles = ['conservative', 'balanced', 'growth', 'aggressive'] as const;
export type RiskProfile = (typeof riskProfiles)[number];

export const investmentMessages = {
  answerRequired: 'validation.investmentAnswerRequired',
  invalidAnswer: 'validation.investmentInvalidAnswer',
} as const;

const answerField = <Q extends RiskQuestion>(question: Q) =>
  z.enum(riskQuestions[question], { error: (issue) => (issue.input === undefined ? investmentMessages.answerRequired : investmentMessages.invalidAnswer) });

export const riskAnswersSchema = z
  .object({
    age: answerField('age'),
    horizon: answerField('horizon'),
    marketDrop: answerField('marketDrop'),
    objective: answerField('objective'),
    experience: answerField('experience'),
    incomeStability: answerField('incomeStability'),
  })
  .strict();

/** `PUT /api/investments/profile`: the answers themselves, so each question gets its own field error. */
export const saveInvestmentProfileInput = riskAnswersSchema;
export type SaveInvestmentProfileInput = z.infer<typeof saveInvestmentProfileInput>;

/** Years the horizon answer stands for (the middle of its range; 20 for "over 15"). */
export const horizonYears: Record<RiskAnswers['horizon'], number> = { under_3: 2, '3_to_7': 5, '7_to_15': 10, over_15: 20 };

const horizonCap: Record<RiskAnswers['horizon'], RiskProfile> = { under_3: 'conservative', '3_to_7': 'balanced', '7_to_15': 'aggressive', over_15: 'aggressive' };

export function riskScore(answers: RiskAnswers): number {
  return riskQuestionKeys.reduce((total, question) => total + (riskQuestions[question] as readonly string[]).indexOf(answers[question]) + 1, 0);
}

/** 6–10 conservative, 11–15 balanced, 16–20 growth, 21–24 aggressive, then capped by the horizon. */
export function riskProfileOf(answers: RiskAnswers): RiskProfile {
  const score = riskScore(answers);
  const byScore: RiskProfile = score <= 10 ? 'conservative' : score <= 15 ? 'balanced' : score <= 20 ? 'growth' : 'aggressive';
  const cap = horizonCap[answers.horizon];
  return riskProfiles.indexOf(byScore) <= riskProfiles.indexOf(cap) ? byScore : cap;
}

export const assetClasses = ['stocks', 'bonds', 'realEstate', 'cash'] as const;
export type AssetClass = (typeof assetClasses)[number];

/** Target mix per profile in percent (each sums to 100): broad index funds, not single picks. */
export const profileAllocations: Record<RiskProfile, Record<AssetClass, number>> = {
  conservative: { stocks: 20, bonds: 50, realEstate: 5, cash: 25 },
  balanced: { stocks: 45, bonds: 35, realEstate: 10, cash: 10 },
  growth: { stocks: 65, bonds: 20, realEstate: 10, cash: 5 },
  aggressive: { stocks: 80, bonds: 10, realEstate: 10, cash: 0 },
};

/**
 * Assumed long-run yearly returns per profile for projections. These are planning assumptions
 * (roughly the historical returns of such mixes after inflation is ignored), not promises.
 */
export const assumedProfileReturnPercent: Record<RiskProfile, number> = { conservative: 4, balanced: 6, growth: 7, aggressive: 8 };

/** Splits a monthly amount by the profile's mix; rounding leftovers go to the largest class so the parts add up. */
export function allocate(amountMinor: bigint, profile: RiskProfile): { assetClass: AssetClass; percent: number; amountMinor: bigint }[] {
  const mix = profileAllocations[profile];
  const parts = assetClasses.map((assetClass) => ({ assetClass, percent: mix[assetClass], amountMinor: (amountMinor * BigInt(mix[assetClass])) / 100n }));
  const rest = amountMinor - parts.reduce((total, part) => total + part.amountMinor, 0n);
  const largest = parts.reduce((best, part) => (part.percent > best.percent ? part : best));
  largest.amountMinor += rest;
  return parts;
}

export const passiveIncomeKinds = ['high_yield_savings', 'treasury_bills', 'bond_funds', 'dividend_etfs', 'reits'] as const;
export type PassiveIncomeKind = (typeof passiveIncomeKinds)[number];

export interface PassiveIncomeOption {
  kind: PassiveIncomeKind;
  /** Assumed yearly yield in basis points (400 = 4.00%): an assumption, not a quote. */
  assumedYieldBasisPoints: number;
  risk: 'low' | 'moderate' | 'high';
  liquidity: 'same_day' | 'weeks' | 'market_hours';
  /** Profiles the option suits. */
  suits: readonly RiskProfile[];
}

export const passiveIncomeOptions: readonly PassiveIncomeOption[] = [
  { kind: 'high_yield_savings', assumedYieldBasisPoints: 400, risk: 'low', liquidity: 'same_day', suits: riskProfiles },
  { kind: 'treasury_bills', assumedYieldBasisPoints: 420, risk: 'low', liquidity: 'weeks', suits: ['conservative', 'balanced', 'growth'] },
  { kind: 'bond_funds', assumedYieldBasisPoints: 450, risk: 'moderate', liquidity: 'market_hours', suits: ['conservative', 'balanced', 'growth'] },
  { kind: 'dividend_etfs', assumedYieldBasisPoints: 300, risk: 'moderate', liquidity: 'market_hours', suits: ['balanced', 'growth', 'aggressive'] },
  { kind: 'reits', assumedYieldBasisPoints: 400, risk: 'high', liquidity: 'market_hours', suits: ['growth', 'aggressive'] },
];

/** Yearly income from `amountMinor` at `yieldBasisPoints`, rounded half up to the minor unit. */
export function yearlyIncome(amountMinor: bigint, yieldBasisPoints: number): bigint {
  return divideRounded(amountMinor * BigInt(yieldBasisPoints), 10_000n);
}

/** Each option's projected yearly income on `amountMinor`; suitable first when a profile is known. */
export function passiveIncomeFor(amountMinor: bigint, profile: RiskProfile | null) {
  return passiveIncomeOptions
    .map((option) => ({ ...option, yearlyIncomeMinor: yearlyIncome(amountMinor, option.assumedYieldBasisPoints), suitable: profile === null || option.suits.includes(profile) }))
    .sort((a, b) => Number(b.suitable) - Number(a.suitable));
}

export const nextStepKinds = ['take_questionnaire', 'fix_cash_flow', 'build_emergency_fund', 'invest_monthly', 'keep_short_term_safe', 'review_yearly'] as const;
export type NextStepKind = (typeof nextStepKinds)[number];

export interface InvestmentPlanInput {
  profile: RiskProfile | null;
  horizonYears: number | null;
  monthlySurplusMinor: bigint;
  liquidMinor: bigint;
  monthlyExpensesMinor: bigint;
  emergencyTargetMonths: number;
}

export interface InvestmentPlan {
  readiness: 'fix_cash_flow' | 'build_emergency_fund' | 'invest';
  /** What to invest each month: the whole surplus once the emergency fund is in place, else nothing. */
  monthlyInvestMinor: bigint;
  emergencyShortfallMinor: bigint;
  /** Months of the current surplus it takes to fill the emergency fund; null when there is no surplus. */
  monthsToEmergencyFund: number | null;
  /** Savings above the emergency fund that could go to work now. */
  investableSavingsMinor: bigint;
  nextSteps: NextStepKind[];
}

/**
 * The order of advice most planners give: spend less than you earn, then hold three months of
 * spending in cash, then invest the monthly surplus in the profile's mix for the horizon.
 */
export function investmentPlan(input: InvestmentPlanInput): InvestmentPlan {
  const target = input.monthlyExpensesMinor * BigInt(input.emergencyTargetMonths);
  const shortfall = target > input.liquidMinor ? target - input.liquidMinor : 0n;
  const surplus = input.monthlySurplusMinor;
  const readiness = surplus <= 0n ? 'fix_cash_flow' : shortfall > 0n ? 'build_emergency_fund' : 'invest';
  const steps: NextStepKind[] = [];
  if (input.profile === null) steps.push('take_questionnaire');
  if (readiness === 'fix_cash_flow') steps.push('fix_cash_flow');
  if (shortfall > 0n) steps.push('build_emergency_fund');
  if (readiness === 'invest' && input.profile !== null) steps.push('invest_monthly');
  if (input.horizonYears !== null && input.horizonYears < 3) steps.push('keep_short_term_safe');
  steps.push('review_yearly');
  return {
    readiness,
    monthlyInvestMinor: readiness === 'invest' ? surplus : 0n,
    emergencyShortfallMinor: shortfall,
    monthsToEmergencyFund: shortfall > 0n && surplus > 0n ? Number((shortfall + surplus - 1n) / surplus) : null,
    investableSavingsMinor: input.liquidMinor > target ? input.liquidMinor - target : 0n,
    nextSteps: steps,
  };
}
