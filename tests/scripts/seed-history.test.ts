import { describe, expect, it } from 'vitest';
import { addMonths } from '../../src/domain/shared/dates';
import { demoGoals, generateHistory, goalBalances, randomSource } from '../../scripts/seed-history';

const today = '2026-06-15';
const firstDay = addMonths(today, -24);

describe('seed history', () => {
  const goals = demoGoals(firstDay, today);
  const rows = generateHistory(3000, firstDay, today, goals, randomSource(1));

  it('has exactly the requested number of rows, none before the start or after today', () => {
    expect(rows).toHaveLength(3000);
    expect(rows.every((row) => row.occurredOn >= firstDay && row.occurredOn <= today)).toBe(true);
  });

  it('pays salary and rent every month and spends on everyday categories', () => {
    const salaryMonths = new Set(rows.filter((row) => row.category === 'salary').map((row) => row.occurredOn.slice(0, 7)));
    expect(salaryMonths.size).toBeGreaterThanOrEqual(24);
    for (const category of ['rent', 'utilities', 'groceries', 'dining', 'transport']) {
      expect(rows.some((row) => row.category === category)).toBe(true);
    }
  });

  it('earns more than it spends, so the demo balance stays positive', () => {
    const sum = (type: string) => rows.filter((row) => row.type === type).reduce((total, row) => total + row.amountMinor, 0n);
    expect(sum('income')).toBeGreaterThan(sum('expense') + sum('transfer'));
  });

  it('credits each goal with exactly the contributions in the history', () => {
    const balances = goalBalances(goals, rows);
    for (const goal of goals) {
      const contributed = rows.filter((row) => row.goalKey === goal.key).reduce((total, row) => total + row.amountMinor, 0n);
      expect(balances.get(goal.key)).toBe(goal.initialMinor + contributed);
    }
    expect(rows.filter((row) => row.goalKey === 'guitar')).toEqual([]);
  });

  it('is the same on every run', () => {
    expect(generateHistory(500, firstDay, today, goals, randomSource(1))).toEqual(generateHistory(500, firstDay, today, goals, randomSource(1)));
  });
});
