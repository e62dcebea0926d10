import { describe, expect, it } from 'vitest';
import { explainHealthScore, scoreBand, scoreWeights, type HealthInputs } from '../../src/domain/health-score';

const healthy: HealthInputs = {
  windowIncomeMinor: 1_500_000n,
  windowExpensesMinor: 1_050_000n,
  windowNeedsMinor: 600_000n,
  windowMonths: 3,
  liquidMinor: 2_100_000n,
  goals: [{ state: 'on_track', percent: 40, expectedPercent: 35 }],
};

describe('health score', () => {
  it('weights add up to 100', () => {
    expect(Object.values(scoreWeights).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives full marks to a household that saves 30%, holds 6 months and keeps needs at 40%', () => {
    const result = explainHealthScore(healthy);
    expect(result.score).toBe(100);
    expect(result.band).toBe('excellent');
  });

  it('explains each component with its weight, score and contribution', () => {
    const result = explainHealthScore({ ...healthy, windowExpensesMinor: 1_350_000n });
    const savings = result.components.find((component) => component.key === 'savingsRate')!;
    expect(savings).toMatchObject({ weight: 30, value: 10, score: 50, points: 15, unit: 'percent' });
    expect(result.components.map((component) => component.key)).toEqual(['savingsRate', 'emergencyFund', 'essentials', 'goals']);
    expect(result.score).toBe(Math.round(result.components.reduce((sum, component) => sum + component.points, 0)));
  });

  it('starts a new user with nothing recorded in the building band', () => {
    const result = explainHealthScore({ windowIncomeMinor: 0n, windowExpensesMinor: 0n, windowNeedsMinor: 0n, windowMonths: 1, liquidMinor: 0n, goals: [] });
    expect(result.score).toBe(0);
    expect(result.band).toBe('building');
    expect(result.components.every((component) => component.value === null)).toBe(true);
  });

  it('never leaves 0–100, even when spending exceeds income', () => {
    const result = explainHealthScore({ ...healthy, windowExpensesMinor: 9_000_000n, windowNeedsMinor: 3_000_000n, liquidMinor: -500_000n });
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
