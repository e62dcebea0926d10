import { describe, expect, it } from 'vitest';
import { linkedFilters } from '@/features/transactions/filters';

describe('a link that opens money tracking narrowed', () => {
  it('reads the dates, type, category and search words', () => {
    expect(linkedFilters('?from=2026-05-01&to=2026-05-20&type=expense&category=dining&q=Lidl')).toEqual({
      type: 'expense',
      category: 'dining',
      from: '2026-05-01',
      to: '2026-05-20',
      q: 'Lidl',
    });
  });

  it('leaves out what does not read as a filter', () => {
    expect(linkedFilters('?from=yesterday&to=2026-02-30&type=gift&q=' + 'x'.repeat(101))).toEqual({
      type: undefined,
      category: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
    });
  });
});
