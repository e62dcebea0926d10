import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { newIdempotencyKey } from './api-request';

interface Submission<TInput> {
  input: TInput;
  idempotencyKey: string;
}

/**
 * A money write sent with an `Idempotency-Key`. The key travels with the mutation's variables,
 * so the automatic write retry (docs/product/api-and-caching.md#retries) sends the same key and the server records the write
 * once; each `submit` is a new submission with a new key.
 */
export function useIdempotentMutation<TInput, TResult>(
  write: (input: TInput, idempotencyKey: string) => Promise<TResult>,
  options: { onSuccess?: (result: TResult) => void } = {},
) {
  const mutation = useMutation({
    mutationFn: ({ input, idempotencyKey }: Submission<TInput>) => write(input, idempotencyKey),
    onSuccess: options.onSuccess,
  });
  const { mutateAsync } = mutation;
  const submit = useCallback((input: TInput) => mutateAsync({ input, idempotencyKey: newIdempotencyKey() }), [mutateAsync]);
  return { ...mutation, submit };
}
