import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../../src/domain/shared/dates';
import type { InvestmentProfile, InvestmentRecommendations } from '../../../../src/domain/investments/investment-views';
import { createTransaction, putRiskProfile, riskAnswers, setMonthlySettings, signedInAgent, today, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const profile = async (agent: Agent) => (await agent.get('/api/investments/profile')).json<InvestmentProfile>();
const recommendations = async (agent: Agent) => {
  const response = await agent.get('/api/investments/recommendations');
  expect(response.statusCode).toBe(200);
  return response.json<InvestmentRecommendations>();
};

describe('the risk profile', () => {
  it('is empty until answered, then scored, and can be answered again', async () => {
    const ana = await signedInAgent(app);
    expect(await profile(ana)).toEqual({ answers: null, riskProfile: null, score: null, horizonYears: null, updatedAt: null });

    const saved = await putRiskProfile(app, ana.cookie, riskAnswers());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ answers: riskAnswers(), riskProfile: 'growth', score: 18, horizonYears: 10 });
    expect(await profile(ana)).toMatchObject({ riskProfile: 'growth', score: 18 });

    await putRiskProfile(app, ana.cookie, riskAnswers({ horizon: 'under_3' }));
    expect(await profile(ana)).toMatchObject({ riskProfile: 'conservative', horizonYears: 2 });
  });

  it('refuses missing or unknown answers with 400 and keeps the saved profile', async () => {
    const ben = await signedInAgent(app);
    await putRiskProfile(app, ben.cookie, riskAnswers());
    const bad = await putRiskProfile(app, ben.cookie, riskAnswers({ age: 'ancient', experience: undefined }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ age: 'Choose one of the offered answers', experience: 'Please answer this question' });
    expect((await putRiskProfile(app, ben.cookie, { ...riskAnswers(), mood: 'sunny' })).statusCode).toBe(400);
    expect((await profile(ben)).riskProfile).toBe('growth');
  });

  it('belongs to one user: another account sees and changes nothing of it', async () => {
    const cleo = await signedInAgent(app);
    const dan = await signedInAgent(app);
    await putRiskProfile(app, cleo.cookie, riskAnswers({ marketDrop: 'buy_more', objective: 'max_growth', experience: 'expert', incomeStability: 'very_stable', age: 'under_30' }));
    expect((await profile(dan)).riskProfile).toBeNull();
    await putRiskProfile(app, dan.cookie, riskAnswers({ horizon: 'under_3' }));
    expect((await profile(cleo)).riskProfile).toBe('aggressive');
    expect((await app.inject({ method: 'GET', url: '/api/investments/profile' })).statusCode).toBe(401);
  });
});

describe('GET /api/investments/recommendations', () => {
  it('asks for the questionnaire and a positive month before anything else when there is nothing to go on', async () => {
    const result = await recommendations(await signedInAgent(app));
    expect(result).toMatchObject({
      currency: 'USD',
      profile: null,
      readiness: 'fix_cash_flow',
      monthlyInvest: '0.00',
      allocation: [],
      projection: null,
      passiveIncome: { amount: '0.00', basis: 'none' },
    });
    expect(result.nextSteps).toEqual(['take_questionnaire', 'fix_cash_flow', 'review_yearly']);
    expect(result.passiveIncome.options.map((option) => option.yearlyIncome)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00']);
  });

  it('builds the emergency fund first, projecting passive income on a year of the surplus', async () => {
    const eve = await signedInAgent(app);
    await putRiskProfile(app, eve.cookie, riskAnswers());
    await createTransaction(app, eve.cookie, { amount: 3000, type: 'income', category: 'salary' });
    await createTransaction(app, eve.cookie, { amount: 2000, type: 'expense', category: 'rent' });
    const result = await recommendations(eve);
    expect(result).toMatchObject({
      profile: { riskProfile: 'growth', horizonYears: 10, assumedReturnPercent: 7 },
      basis: { monthlySurplus: '1000.00' },
      emergencyFund: { months: 0.5, targetMonths: 3, liquid: '1000.00', target: '6000.00', shortfall: '5000.00', monthsToFill: 5 },
      readiness: 'build_emergency_fund',
      monthlyInvest: '0.00',
      passiveIncome: { amount: '12000.00', basis: 'year_of_surplus' },
    });
    expect(result.nextSteps).toEqual(['build_emergency_fund', 'review_yearly']);
    expect(result.passiveIncome.options.find((option) => option.kind === 'high_yield_savings')).toEqual({
      kind: 'high_yield_savings',
      assumedYieldPercent: '4.00',
      yearlyIncome: '480.00',
      risk: 'low',
      liquidity: 'same_day',
      suitable: true,
    });
  });

  it('invests the monthly surplus in the profile’s mix once three months of spending are set aside', async () => {
    const finn = await signedInAgent(app);
    await putRiskProfile(app, finn.cookie, riskAnswers());
    for (const months of [0, 1, 2]) {
      await createTransaction(app, finn.cookie, { amount: 6000, type: 'income', category: 'salary', date: addMonths(today(), -months) });
      await createTransaction(app, finn.cookie, { amount: 2000, type: 'expense', category: 'rent', date: addMonths(today(), -months) });
    }
    const result = await recommendations(finn);
    expect(result).toMatchObject({
      readiness: 'invest',
      monthlyInvest: '4000.00',
      emergencyFund: { liquid: '12000.00', shortfall: '0.00' },
      passiveIncome: { amount: '6000.00', basis: 'savings_above_emergency_fund' },
      projection: { years: 10, annualReturnPercent: 7, start: '6000.00', contributed: '486000.00' },
    });
    expect(result.allocation).toEqual([
      { assetClass: 'stocks', percent: 65, monthlyAmount: '2600.00' },
      { assetClass: 'bonds', percent: 20, monthlyAmount: '800.00' },
      { assetClass: 'realEstate', percent: 10, monthlyAmount: '400.00' },
      { assetClass: 'cash', percent: 5, monthlyAmount: '200.00' },
    ]);
    expect(result.nextSteps).toEqual(['invest_monthly', 'review_yearly']);
  });

  it('reads the monthly figures from settings while history is short', async () => {
    const gia = await signedInAgent(app);
    await setMonthlySettings(database.db, gia.user.id, { incomeMinor: 500_000n, expenseMinor: 350_000n });
    expect((await recommendations(gia)).basis).toEqual({ source: 'settings', shortHistory: true, monthlyIncome: '5000.00', monthlyExpenses: '3500.00', monthlySurplus: '1500.00' });
  });

  it('reads only the signed-in user’s money', async () => {
    const rich = await signedInAgent(app);
    const other = await signedInAgent(app);
    await createTransaction(app, rich.cookie, { amount: 90_000, type: 'income', category: 'salary' });
    expect((await recommendations(other)).basis.monthlyIncome).toBe('0.00');
    expect((await app.inject({ method: 'GET', url: '/api/investments/recommendations' })).statusCode).toBe(401);
  });
});
