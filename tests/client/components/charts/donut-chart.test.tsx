import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonutChart } from '@/components/charts/donut-chart';

const slices = [
  { id: 'rent', label: 'Rent', value: 90000, formatted: '$900.00', color: 'red' },
  { id: 'food', label: 'Food', value: 10000, formatted: '$100.00', color: 'blue' },
];

describe('donut chart', () => {
  it('writes the total inside the ring when given one', () => {
    render(<DonutChart name="Spending by category" slices={slices} size={192} holeRatio={0.34} center={{ label: 'Spent', value: '$1,000.00' }} />);
    expect(screen.getByText('Spent')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
  });

  it('leaves the hole empty without one', () => {
    const { container } = render(<DonutChart name="Allocation" slices={slices} size={176} holeRatio={0.32} />);
    expect(container.firstElementChild).toHaveStyle({ width: '176px', height: '176px' });
    expect(container.textContent).toBe('');
  });

  it('is one image named for what it shows, described by the list beside it, and no Tab stop', () => {
    const { container } = render(
      <>
        <DonutChart name="Allocation" describedBy="allocation-list" slices={slices} size={176} holeRatio={0.32} />
        <ul id="allocation-list">
          <li>Rent 90%</li>
          <li>Food 10%</li>
        </ul>
      </>,
    );
    const chart = screen.getByRole('img', { name: 'Allocation' });
    expect(chart).toHaveAccessibleDescription('Rent 90% Food 10%');
    // recharts draws the ring; its keyboard layer would make the drawing and the ring Tab stops with no name.
    expect(chart.querySelector('svg')).not.toBeNull();
    expect(container.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  });
});
