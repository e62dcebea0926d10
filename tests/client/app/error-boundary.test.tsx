import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/error-boundary';
import { renderWithProviders, stubSession } from './support';

let shouldThrow = true;
let thrown: unknown = new Error('Ledger failed to load');

function Fragile() {
  if (shouldThrow) throw thrown;
  return <p>Ledger ready</p>;
}

beforeEach(() => {
  shouldThrow = true;
  thrown = new Error('Ledger failed to load');
  stubSession();
  // React reports caught render errors on the console; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('error boundary', () => {
  it("shows 'Something went wrong' with the error's message", () => {
    renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Ledger failed to load')).toBeInTheDocument();
  });

  it('falls back to a general message when the error has none', () => {
    thrown = new Error('');
    renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An unexpected error occurred while loading this page.')).toBeInTheDocument();
  });

  it('renders the screen again with Try Again', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Ledger ready')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('goes to the dashboard with Go Home', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
      '/crypto',
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(location.history.at(-1)).toBe('/');
  });
});
