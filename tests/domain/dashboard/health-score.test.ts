import { describe, expect, it } from 'vitest';
import { budgetRuleAllocation } from '../../../src/domain/insights/budget-rule';
import { emergencyFund, emergencyFundTargetMonths } from '../../../src/domain/insights/emergency-fund';
import { explainHealthScore, scoreBand, scoreTargets, scoreWeights, type HealthInputs } from '../../../src/domain/dashboard/health-score';
import { keptPercent } from '../../../src/domain/insights/insight-figures';

/** A typical month of `income`, `expenses` of which `needs`, and `liquid` savings. */
function inputs(income: bigint, expenses: bigint, needs: bigint, liquid: bigint, goals: HealthInputs['goals'] = []): HealthInputs {
  return {
    position: {
      savingsRate: keptPercent(income, income - expenses),
      budgetRule: budgetRuleAllocation(income, { needs, wants: expenses - needs, savings: income - expenses }),
      emergency: emergencyFund(liquid, expenses),
    },
    goals,
  };
}

const healthy = inputs(500_000n, 350_000n, 200_000n, 2_100_000n, [{ state: 'on_track', percent: 40, expectedPercent: 35 }]);

describe('health score', () => {
  it('weights add up to 100', () => {
    expect(Object.values(scoreWeights).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('measures the emergency fund against the one target every screen uses', () => {
    expect(scoreTargets.emergencyMonths).toBe(emergencyFundTargetMonths);
    const halfway = explainHealthScore(inputs(500_000n, 300_000n, 200_000n, 450_000n)).components.find((component) => component.key === 'emergencyFund');
    expect(halfway).toMatchObject({ value: 1.5, target: emergencyFundTargetMonths, score: 50 });
  });

  it('gives full marks to a household that saves 30%, holds 6 months and keeps needs at 40%', () => {
    const result = explainHealthScore(healthy);
    expect(result.score).toBe(100);
    expect(result.band).toBe('excellent');
  });

  it('explains each component with its weight, score and contribution', () => {
    const result = explainHealthScore(inputs(500_000n, 450_000n, 200_000n, 2_100_000n));
    const savings = result.components.find((component) => component.key === 'savingsRate')!;
    expect(savings).toMatchObject({ weight: 30, value: 10, score: 50, points: 15, unit: 'percent' });
    expect(result.components.map((component) => component.key)).toEqual(['savingsRate', 'emergencyFund', 'essentials', 'goals']);
    expect(result.score).toBe(Math.round(result.components.reduce((sum, component) => sum + component.points, 0)));
  });

  it('starts a new user with nothing recorded in the building band', () => {
    const result = explainHealthScore(inputs(0n, 0n, 0n, 0n));
    expect(result.score).toBe(0);
    expect(result.band).toBe('building');
    expect(result.components.every((component) => component.value === null)).toBe(true);
  });

  it('never leaves 0–100, even when spending exceeds income', () => {
    const result = explainHealthScore(inputs(500_000n, 3_000_000n, 1_000_000n, -500_000n));
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
    expect(result.components.find((component) => component.key === 'savingsRate')?.score).toBe(0);
  });

  it('scores a goal behind schedule by how far along it is', () => {
    const result = explainHealthScore({ ...healthy, goals: [{ state: 'behind', percent: 25, expectedPercent: 50 }] });
    expect(result.components.find((component) => component.key === 'goals')?.score).toBe(50);
  });

  it('bands scores', () => {
    expect([95, 80, 79, 60, 59, 40, 39, 0].map(scoreBand)).toEqual(['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'building', 'building']);
  });
});
