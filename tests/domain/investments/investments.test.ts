import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import {
  allocate,
  investmentPlan,
  passiveIncomeFor,
  profileAllocations,
  riskAnswersSchema,
  riskProfileOf,
  riskProfiles,
  riskQuestionKeys,
  riskQuestions,
  riskScore,
  yearlyIncome,
  type RiskAnswers,
} from '../../../src/domain/investments/investments';

const cautious: RiskAnswers = { age: '60_plus', horizon: 'under_3', marketDrop: 'sell_all', objective: 'preserve', experience: 'none', incomeStability: 'unstable' };
const bold: RiskAnswers = { age: 'under_30', horizon: 'over_15', marketDrop: 'buy_more', objective: 'max_growth', experience: 'expert', incomeStability: 'very_stable' };

const answers = fc.record(
  Object.fromEntries(riskQuestionKeys.map((key) => [key, fc.constantFrom(...riskQuestions[key])])) as { [K in keyof RiskAnswers]: fc.Arbitrary<RiskAnswers[K]> },
);

describe('risk profile', () => {
  it('scores the most cautious answers 6 and the boldest 24', () => {
    expect([riskScore(cautious), riskProfileOf(cautious)]).toEqual([6, 'conservative']);
    expect([riskScore(bold), riskProfileOf(bold)]).toEqual([24, 'aggressive']);
  });

  it('keeps money needed within three years conservative and within seven at most balanced', () => {
    expect(riskProfileOf({ ...bold, horizon: 'under_3' })).toBe('conservative');
    expect(riskProfileOf({ ...bold, horizon: '3_to_7' })).toBe('balanced');
  });

  it('never grows more cautious when one answer becomes bolder', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(...riskQuestionKeys), (base, question) => {
        const options = riskQuestions[question] as readonly string[];
        const position = options.indexOf(base[question]);
        if (position === options.length - 1) return;
        const bolder = { ...base, [question]: options[position + 1] } as RiskAnswers;
        expect(riskProfiles.indexOf(riskProfileOf(bolder))).toBeGreaterThanOrEqual(riskProfiles.indexOf(riskProfileOf(base)));
      }),
    );
  });

  it('refuses missing and unknown answers with the field named', () => {
    const result = riskAnswersSchema.safeParse({ ...bold, age: 'ancient', horizon: undefined });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path[0], inEnglish(issue.message)])).toEqual([
      ['age', 'Choose one of the offered answers'],
      ['horizon', 'Please answer this question'],
    ]);
  });
});

describe('allocation', () => {
  it('has mixes that add up to 100%', () => {
    for (const mix of Object.values(profileAllocations)) expect(Object.values(mix).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('splits any amount into parts that add up to it exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.constantFrom(...riskProfiles), (amount, profile) => {
        expect(allocate(amount, profile).reduce((total, part) => total + part.amountMinor, 0n)).toBe(amount);
      }),
    );
    expect(allocate(100_000n, 'balanced').map((part) => part.amountMinor)).toEqual([45_000n, 35_000n, 10_000n, 10_000n]);
  });
});

describe('investment plan', () => {
  const base = { profile: 'growth' as const, horizonYears: 10, monthlyExpensesMinor: 200_000n, emergencyTargetMonths: 3 };

  it('fixes cash flow first when nothing is left over', () => {
    expect(investmentPlan({ ...base, monthlySurplusMinor: -1n, liquidMinor: 0n })).toMatchObject({
      readiness: 'fix_cash_flow',
      monthlyInvestMinor: 0n,
      nextSteps: ['fix_cash_flow', 'build_emergency_fund', 'review_yearly'],
    });
  });

  it('builds three months of spending before investing and says how many months that takes', () => {
    expect(investmentPlan({ ...base, monthlySurplusMinor: 100_000n, liquidMinor: 350_000n })).toMatchObject({
      readiness: 'build_emergency_fund',
      emergencyShortfallMinor: 250_000n,
      monthsToEmergencyFund: 3,
      monthlyInvestMinor: 0n,
    });
  });

  it('invests the surplus once the fund is in place, with savings above it ready to go', () => {
    expect(investmentPlan({ ...base, monthlySurplusMinor: 100_000n, liquidMinor: 1_000_000n })).toMatchObject({
      readiness: 'invest',
      monthlyInvestMinor: 100_000n,
      investableSavingsMinor: 400_000n,
      nextSteps: ['invest_monthly', 'review_yearly'],
    });
  });

  it('asks for the questionnaire first without a profile', () => {
    expect(investmentPlan({ ...base, profile: null, horizonYears: null, monthlySurplusMinor: 1n, liquidMinor: 10n ** 9n }).nextSteps[0]).toBe('take_questionnaire');
  });
});

describe('passive income', () => {
  it('projects a year of income at each assumed yield', () => {
    expect(yearlyIncome(1_000_000n, 420)).toBe(42_000n);
    expect(yearlyIncome(333n, 450)).toBe(15n);
    const options = passiveIncomeFor(1_000_000n, 'conservative');
    expect(options.find((option) => option.kind === 'high_yield_savings')?.yearlyIncomeMinor).toBe(40_000n);
    expect(options.filter((option) => !option.suitable).map((option) => option.kind)).toEqual(['dividend_etfs', 'reits']);
    expect(options.at(-1)?.suitable).toBe(false);
  });
});
