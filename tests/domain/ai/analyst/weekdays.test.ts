import { describe, expect, it } from 'vitest';
import { understandRequest } from '../../../../src/domain/ai/analyst/requests';
import { lastWeekday, weekdayNames } from '../../../../src/domain/ai/analyst/weekdays';

// A Saturday.
const today = '2026-11-28';

describe('days of the week in a request', () => {
  it('is the last such day, today included', () => {
    expect(lastWeekday(today, 6)).toBe('2026-11-28');
    expect(lastWeekday(today, 5)).toBe('2026-11-27');
    expect(lastWeekday(today, 0)).toBe('2026-11-22');
    expect(lastWeekday('2026-11-22', 1)).toBe('2026-11-16');
  });

  it('dates the request and stays out of its description', () => {
    expect(understandRequest('add 12.50 coffee on Friday', 'en', today)).toMatchObject({
      tool: 'propose_transaction',
      input: { amount: '12.50', description: 'coffee', date: '2026-11-27' },
    });
    // "Friday" in English is read whatever the person's language.
    expect(understandRequest('catat kopi 12.500 Friday', 'id', today)?.input.date).toBe('2026-11-27');
  });

  it('leaves alone a day name that is also an everyday word', () => {
    expect(weekdayNames('id')[0]).toBeNull();
    expect(weekdayNames('tr')[0]).toBeNull();
    // "Minggu lalu" is last week, not last Sunday; "pazar alışverişi" is shopping at the market.
    expect(understandRequest('catat kopi 12.500 minggu lalu', 'id', today)?.input.date).not.toBe('2026-11-22');
    expect(understandRequest('pazar alışverişine 30 harcadım', 'tr', today)?.input.date).toBe(today);
  });
});
