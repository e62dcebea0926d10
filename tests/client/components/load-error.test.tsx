import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from '@/components/load-error';
import { ApiError } from '@/lib/api-request';

describe('load error', () => {
  it('puts the title over the catalogue text and tries again on request', async () => {
    const onRetry = vi.fn();
    render(
      <LoadError
        variant="card"
        title="Couldn't load your groups"
        error={new ApiError(404, 'The requested resource was not found')}
        onRetry={onRetry}
        retrying={false}
        testId="groups-error"
      />,
    );
    const alert = screen.getByTestId('groups-error');
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your groups");
    expect(alert).toHaveTextContent('The requested resource was not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says what a feature explains instead of the server message, and nothing when it has nothing to add', () => {
    const { rerender } = render(
      <LoadError
        title="Couldn't load"
        error={new ApiError(404, 'Not yours')}
        explain={() => 'No account uses this e-mail address.'}
        onRetry={vi.fn()}
        retrying={false}
        testId="error"
      />,
    );
    expect(screen.getByTestId('error')).toHaveTextContent('No account uses this e-mail address.');
    rerender(<LoadError title="Couldn't load" error={new TypeError('Failed to fetch')} explain={() => undefined} onRetry={vi.fn()} retrying={false} testId="error" />);
    expect(screen.getByTestId('error').querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByTestId('error')).not.toHaveTextContent('Could not reach the server');
  });

  it('may go without a title, and waits while retrying', () => {
    render(<LoadError variant="compact" error={new TypeError('Failed to fetch')} onRetry={vi.fn()} retrying testId="error" />);
    expect(screen.getByTestId('error')).toHaveTextContent('Could not reach the server');
    expect(screen.getByTestId('error').querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
