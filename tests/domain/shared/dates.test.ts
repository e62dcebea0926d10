import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDateFrom, daysBetween, isIsoDate, monthStart, todayInZone } from '../../../src/domain/shared/dates';

describe('dates', () => {
  const instant = new Date('2025-03-10T11:30:00Z');

  it('gives each zone its own today', () => {
    expect(todayInZone('UTC', instant)).toBe('2025-03-10');
    expect(todayInZone('Pacific/Kiritimati', instant)).toBe('2025-03-11');
    expect(todayInZone('Etc/GMT+12', instant)).toBe('2025-03-09');
  });

  it('reads plain dates as written and instants in the user’s zone', () => {
    expect(calendarDateFrom('2025-03-10', 'Pacific/Kiritimati')).toBe('2025-03-10');
    expect(calendarDateFrom('2025-03-10T00:00:00.000Z', 'Etc/GMT+12')).toBe('2025-03-10');
    expect(calendarDateFrom('2025-03-10T18:00:00Z', 'Pacific/Kiritimati')).toBe('2025-03-11');
    expect(calendarDateFrom('2025-03-10T05:00:00Z', 'Etc/GMT+12')).toBe('2025-03-09');
    expect(calendarDateFrom('2025-03-10T09:15', 'UTC')).toBe('2025-03-10');
    expect(calendarDateFrom('2025-02-30', 'UTC')).toBeNull();
    expect(calendarDateFrom('yesterday', 'UTC')).toBeNull();
  });

  it('does calendar arithmetic', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
    expect(monthStart('2025-07-19')).toBe('2025-07-01');
  });
});
