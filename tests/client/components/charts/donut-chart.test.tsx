import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonutChart } from '@/components/charts/donut-chart';

const slices = [
  { id: 'rent', label: 'Rent', value: 90000, formatted: '$900.00', color: 'red' },
  { id: 'food', label: 'Food', value: 10000, formatted: '$100.00', color: 'blue' },
];

describe('donut chart', () => {
  it('writes the total inside the ring when given one', () => {
    render(<DonutChart slices={slices} size={192} holeRatio={0.34} center={{ label: 'Spent', value: '$1,000.00' }} />);
    expect(screen.getByText('Spent')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
  });

  it('leaves the hole empty without one', () => {
    const { container } = render(<DonutChart slices={slices} size={176} holeRatio={0.32} />);
    expect(container.firstElementChild).toHaveStyle({ width: '176px', height: '176px' });
    expect(container.textContent).toBe('');
  });
});
