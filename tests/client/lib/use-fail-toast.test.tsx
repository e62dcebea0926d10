import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, useToast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-request';
import type { ExplainFailure } from '@/lib/failure-message';
import { useFailToast } from '@/lib/use-fail-toast';

afterEach(() => {
  act(() => dismissToast());
});

function failWith(error: unknown, options?: { titleKey?: string; explain?: ExplainFailure }) {
  const { result } = renderHook(() => ({ fail: useFailToast(options), shown: useToast().toasts }));
  act(() => result.current.fail(error));
  const [shown] = result.current.shown;
  return { variant: shown?.variant, title: shown?.title, description: shown?.description };
}

describe('the failure toast', () => {
  it("says 'Error' with the server's message", () => {
    expect(failWith(new ApiError(403, "You don't have permission to access this resource"))).toEqual({
      variant: 'destructive',
      title: 'Error',
      description: "You don't have permission to access this resource",
    });
  });

  it('says the server could not be reached when no answer came', () => {
    expect(failWith(new TypeError('Failed to fetch')).description).toBe('Could not reach the server. Check your connection and try again.');
  });

  it("takes an action's own title and a feature's own words, and leaves the description out when they have none", () => {
    expect(failWith(new ApiError(500, 'Server error. Please try again later'), { titleKey: 'messages.goalSharingFailed' })).toMatchObject({
      title: 'Goal created but sharing failed',
      description: 'Server error. Please try again later',
    });
    expect(failWith(new TypeError('Failed to fetch'), { explain: () => 'Please try again' }).description).toBe('Please try again');
    expect(failWith(new TypeError('Failed to fetch'), { explain: () => undefined }).description).toBeUndefined();
  });
});
