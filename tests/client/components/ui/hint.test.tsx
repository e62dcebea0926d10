import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Hint } from '@/components/ui/hint';

function Toolbar() {
  return (
    <div>
      <Hint side="end" delay={300} content="Money tracking: income, expenses and transfers">
        <a href="/transactions">Money</a>
      </Hint>
      <Hint side="top" delay={300} content="Sign out">
        <button type="button" aria-label="Sign out">
          ⎋
        </button>
      </Hint>
    </div>
  );
}

describe('Hint', () => {
  it('opens after its delay on hover, describes its control, and closes on leaving', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    const link = screen.getByRole('link', { name: 'Money' });

    await user.hover(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Money tracking: income, expenses and transfers');
    expect(link).toHaveAccessibleDescription('Money tracking: income, expenses and transfers');

    await user.unhover(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('opens a neighbour at once after one closed, and closes on a press', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.hover(screen.getByRole('link', { name: 'Money' }));
    await screen.findByRole('tooltip');

    await user.hover(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sign out');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens at once on keyboard focus and closes on Escape, leaving the focus where it was', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);

    await user.tab();
    const link = screen.getByRole('link', { name: 'Money' });
    expect(link).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Money tracking');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(link).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sign out');
  });
});
