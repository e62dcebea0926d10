import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '@/features/planning/duration';

describe('entry times typed as the account’s clock reads them', () => {
  it('shows an instant as the wall time of the zone and reads it back to the same instant', () => {
    expect(toLocalInput('2026-10-19T08:00:00.000Z', 'Asia/Tokyo')).toBe('2026-10-19T17:00');
    expect(fromLocalInput('2026-10-19T17:00', 'Asia/Tokyo')).toBe('2026-10-19T08:00:00.000Z');
    expect(fromLocalInput('2026-10-19T17:00:30', 'America/New_York')).toBe('2026-10-19T21:00:30.000Z');
  });

  it('refuses an empty value and a day the calendar does not have', () => {
    expect(fromLocalInput('', 'UTC')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00', 'UTC')).toBeNull();
  });
});
