import { act, renderHook } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-request';
import type { ExplainFailure } from '@/lib/failure-message';
import { useFailToast } from '@/lib/use-fail-toast';

afterEach(() => {
  vi.restoreAllMocks();
});

function failWith(error: unknown, options?: { titleKey?: string; explain?: ExplainFailure }) {
  const shown = vi.spyOn(toast, 'error').mockReturnValue(undefined);
  const { result } = renderHook(() => useFailToast(options));
  act(() => result.current(error));
  const [title, data] = shown.mock.calls[0] ?? [];
  return { title, description: data?.description };
}

describe('the failure toast', () => {
  it("says 'Error' with the server's message", () => {
    expect(failWith(new ApiError(403, "You don't have permission to access this resource"))).toEqual({
      title: 'Error',
      description: "You don't have permission to access this resource",
    });
  });

  it('says the server could not be reached when no answer came', () => {
    expect(failWith(new TypeError('Failed to fetch')).description).toBe('Could not reach the server. Check your connection and try again.');
  });

  it("takes an action's own title and a feature's own words, and leaves the description out when they have none", () => {
    expect(failWith(new ApiError(500, 'Server error. Please try again later'), { titleKey: 'messages.goalSharingFailed' })).toEqual({
      title: 'Goal created but sharing failed',
      description: 'Server error. Please try again later',
    });
    vi.restoreAllMocks();
    expect(failWith(new TypeError('Failed to fetch'), { explain: () => 'Please try again' }).description).toBe('Please try again');
    vi.restoreAllMocks();
    expect(failWith(new TypeError('Failed to fetch'), { explain: () => undefined }).description).toBeUndefined();
  });
});
