import { describe, expect, it } from 'vitest';
import { rangeSummary } from '@/components/charts/range-summary';

describe('a line chart in words', () => {
  it('names where the line starts and ends and its lowest and highest points', () => {
    const points = [
      { value: 1.08, shown: '1.08', when: 'Mar 1' },
      { value: 1.02, shown: '1.02', when: 'Mar 2' },
      { value: 1.11, shown: '1.11', when: 'Mar 3' },
      { value: 1.09, shown: '1.09', when: 'Mar 4' },
    ];
    expect(rangeSummary(points)).toEqual({ first: '1.08', firstDate: 'Mar 1', last: '1.09', lastDate: 'Mar 4', lowest: '1.02', highest: '1.11' });
  });

  it('has nothing to say about an empty line', () => {
    expect(rangeSummary([])).toBeNull();
  });
});
