import { describe, expect, it } from 'vitest';
import { percent } from '../../../../src/domain/ai/analyst/format';
import { formatMoney } from '../../../../src/domain/shared/money';
import type { DashboardStats } from '../../../../src/domain/dashboard/dashboard';
import { addMonths } from '../../../../src/domain/shared/dates';
import type { Insights } from '../../../../src/domain/insights/insights';
import type { InvestmentRecommendations } from '../../../../src/domain/investments/investment-views';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import { ask, createGoal, createTransaction, grantPremiumById, setMonthlySettings, signedInAgent, today, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const read = async <T>(agent: Agent, url: string): Promise<T> => {
  const response = await agent.get(url);
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

const monthsAgo = (months: number) => addMonths(today(), -months);
const usd = (decimal: string) => formatMoney(decimal, 'USD', 'en');

/**
 * Three months of salary and rent, dining that grows each month and a transfer to savings this
 * month: this month alone keeps 58%, a typical month of the three keeps 64%, and the transfers
 * alone would be 3.3% of income.
 */
async function seed(agent: Agent) {
  for (const months of [0, 1, 2]) {
    await createTransaction(app, agent.cookie, { amount: 5000, type: 'income', category: 'salary', date: monthsAgo(months) });
    await createTransaction(app, agent.cookie, { amount: 1500, type: 'expense', category: 'rent', date: monthsAgo(months) });
  }
  await createTransaction(app, agent.cookie, { amount: 300, type: 'expense', category: 'dining', date: monthsAgo(1) });
  await createTransaction(app, agent.cookie, { amount: 600, type: 'expense', category: 'dining' });
  await createTransaction(app, agent.cookie, { amount: 500, type: 'transfer', category: 'savings', destination: 'general_savings' });
  await createGoal(app, agent.cookie, { title: 'Bike', targetAmount: '1000', currentAmount: '250', category: 'other' });
}

const ana = await signedInAgent(app);
const ben = await signedInAgent(app);
await grantPremiumById(database.db, ana.user.id);
await seed(ana);
await createTransaction(app, ben.cookie, { amount: 123_456, type: 'income', category: 'salary' });

describe('one figure per question', () => {
  it('gives the dashboard, AI insights, investments and the assistant the same savings rate, 50/30/20 savings share, emergency-fund target and projection', async () => {
    const [dashboard, insights, investments] = await Promise.all([
      read<DashboardStats>(ana, '/api/dashboard/stats'),
      read<Insights>(ana, '/api/insights'),
      read<InvestmentRecommendations>(ana, '/api/investments/recommendations'),
    ]);

    // A typical month of the last three: 5,000 earned, 1,800 spent, 3,200 kept.
    expect(insights.basis).toMatchObject({ monthlyIncome: '5000.00', monthlyExpenses: '1800.00', monthlyKept: '3200.00', savingsRate: 64 });
    expect(dashboard.savingsRate).toBe(insights.basis.savingsRate);
    const scoreSavings = dashboard.scoreBreakdown.components.find((component) => component.key === 'savingsRate');
    expect(scoreSavings?.value).toBe(insights.basis.savingsRate);
    expect(investments.basis).toMatchObject({ monthlyIncome: insights.basis.monthlyIncome, monthlySurplus: insights.basis.monthlyKept });

    const savingsLine = insights.budgetRule.lines.find((line) => line.bucket === 'savings');
    expect(savingsLine).toMatchObject({ actual: '3200.00', actualPercent: 64 });

    const scoreEmergency = dashboard.scoreBreakdown.components.find((component) => component.key === 'emergencyFund');
    expect(scoreEmergency?.target).toBe(insights.emergencyFund.targetMonths);
    expect(investments.emergencyFund.targetMonths).toBe(insights.emergencyFund.targetMonths);
    expect(scoreEmergency?.value).toBe(insights.emergencyFund.months);
    expect(investments.emergencyFund.months).toBe(insights.emergencyFund.months);

    expect(insights.projection).toMatchObject({ annualReturnPercent: 8, years: 5, monthlyContribution: '3200.00' });

    const rate = await ask(app, ana.cookie, 'What is my savings rate?');
    expect(rate.reply).toContain(percent(64, 'en'));
    expect(rate.reply).toContain('over the last 3 months');

    const budget = await ask(app, ana.cookie, 'Check my budget with the 50/30/20 rule');
    expect(budget.toolsUsed).toEqual(['budget_50_30_20']);
    expect(budget.reply).toContain(usd('5000.00'));
    expect(budget.reply).toContain(usd('3200.00'));
    expect(budget.reply).toContain(percent(64, 'en'));
    expect(budget.reply).toContain('over the last 3 months');
    expect(budget.reply).not.toContain('more a month to reach 20%');

    const projection = await ask(app, ana.cookie, 'What will my net worth be in 5 years?');
    expect(projection.reply).toContain(usd(insights.projection.start));
    expect(projection.reply).toContain(usd(insights.projection.monthlyContribution));
    expect(projection.reply).toContain(usd(insights.projection.final));
  });

  it('answers a question about this month for this month alone', async () => {
    const rate = await ask(app, ana.cookie, 'What is my savings rate this month?');
    // 5,000 earned and 2,100 spent this month.
    expect(rate.reply).toContain(percent(58, 'en'));
    expect(rate.reply).toContain(usd('2900.00'));

    const budget = await ask(app, ana.cookie, 'Check my budget with the 50/30/20 rule this month');
    expect(budget.reply).toContain(usd('2900.00'));
    expect(budget.reply).toContain(percent(58, 'en'));
    expect(budget.reply).toContain('this month');
  });

  it('lets the monthly figures from settings stand in everywhere while history is short, and says so', async () => {
    const cleo = await signedInAgent(app);
    await grantPremiumById(database.db, cleo.user.id);
    await createTransaction(app, cleo.cookie, { amount: 200, type: 'expense', category: 'groceries' });
    await setMonthlySettings(database.db, cleo.user.id, { incomeMinor: 400_000n, expenseMinor: 300_000n });
    const insights = await read<Insights>(cleo, '/api/insights');
    const dashboard = await read<DashboardStats>(cleo, '/api/dashboard/stats');
    expect(insights.basis).toMatchObject({ source: 'settings', monthlyIncome: '4000.00', savingsRate: 25 });
    expect(dashboard.savingsRate).toBe(25);

    const budget = await ask(app, cleo.cookie, 'Check my budget with the 50/30/20 rule');
    expect(budget.reply).toContain(usd('4000.00'));
    expect(budget.reply).toContain(usd('1000.00'));
    expect(budget.reply).toContain(languagePacks.en.phrases.fromSettings);
    const rate = await ask(app, cleo.cookie, 'What is my savings rate?');
    expect(rate.reply).toContain(percent(25, 'en'));
    expect(rate.reply).toContain(languagePacks.en.phrases.fromSettings);
  });

  it('keeps each user to their own figures', async () => {
    const insights = await read<Insights>(ben, '/api/insights');
    const dashboard = await read<DashboardStats>(ben, '/api/dashboard/stats');
    expect(insights.basis.monthlyIncome).toBe('123456.00');
    expect(dashboard.savingsRate).toBe(insights.basis.savingsRate);
    expect((await ask(app, ben.cookie, 'Check my budget with the 50/30/20 rule')).reply).not.toContain(usd('5000.00'));
  });
});
