import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-request';
import type { QueryStatus } from '@/lib/combine-queries';

function renderState(state: Partial<QueryStatus<string>>) {
  const query: QueryStatus<string> = { data: undefined, isError: false, error: null, isFetching: false, refetch: vi.fn(), ...state };
  render(
    <QueryState query={query} skeleton={<p>Loading shapes</p>} errorTitle="Couldn't load this" errorTestId="page-error">
      {(data) => <p>Loaded {data}</p>}
    </QueryState>,
  );
  return query;
}

describe('query state', () => {
  it('shows the skeleton until the first answer', () => {
    renderState({ isFetching: true });
    expect(screen.getByText('Loading shapes')).toBeInTheDocument();
  });

  it('shows the content once there is data, even when a later refetch failed', () => {
    renderState({ data: 'figures', isError: true, error: new ApiError(500, 'Something went wrong') });
    expect(screen.getByText('Loaded figures')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure in the catalogue’s words with a retry', async () => {
    const query = renderState({ isError: true, error: new ApiError(403, "You don't have permission to access this resource") });
    const alert = screen.getByTestId('page-error');
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent("Couldn't load this");
    expect(alert).toHaveTextContent("You don't have permission to access this resource");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('says the server could not be reached when no answer came, and waits while retrying', () => {
    renderState({ isError: true, error: new TypeError('Failed to fetch'), isFetching: true });
    expect(screen.getByTestId('page-error')).toHaveTextContent('Could not reach the server');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('tells a failure the feature’s own way when it has one, still able to retry', async () => {
    const query: QueryStatus<string> = { data: undefined, isError: true, error: new ApiError(503, 'Prices are unavailable'), isFetching: false, refetch: vi.fn() };
    render(
      <QueryState
        query={query}
        skeleton={<p>Loading</p>}
        failure={({ error, retry }) => (
          <button type="button" onClick={retry}>
            Prices offline ({error instanceof ApiError ? error.status : 'unknown'})
          </button>
        )}
      >
        {(data) => <p>Loaded {data}</p>}
      </QueryState>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prices offline (503)' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state instead of the content when the answer holds nothing', () => {
    const query: QueryStatus<string[]> = { data: [], isError: false, error: null, isFetching: false, refetch: vi.fn() };
    const { rerender } = render(
      <QueryState
        query={query}
        skeleton={<p>Loading</p>}
        errorTitle="Couldn't load this"
        errorTestId="page-error"
        empty={{ when: (list) => list.length === 0, show: <p>No trades yet</p> }}
      >
        {(list) => <p>{list.length} trades</p>}
      </QueryState>,
    );
    expect(screen.getByText('No trades yet')).toBeInTheDocument();
    rerender(
      <QueryState
        query={{ ...query, data: ['BTC'] }}
        skeleton={<p>Loading</p>}
        errorTitle="Couldn't load this"
        errorTestId="page-error"
        empty={{ when: (list) => list.length === 0, show: <p>No trades yet</p> }}
      >
        {(list) => <p>{list.length} trades</p>}
      </QueryState>,
    );
    expect(screen.getByText('1 trades')).toBeInTheDocument();
    expect(screen.queryByText('No trades yet')).not.toBeInTheDocument();
  });

  it('words the failure as the feature asks', () => {
    render(
      <QueryState
        query={{ data: undefined, isError: true, error: new TypeError('Failed to fetch'), isFetching: false, refetch: vi.fn() }}
        skeleton={null}
        errorTitle="Couldn't load your trades"
        errorTestId="trades-error"
        explain={() => 'Prices are resting'}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByTestId('trades-error')).toHaveTextContent("Couldn't load your tradesPrices are resting");
  });
});
