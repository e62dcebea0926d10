import { api, type Interceptor } from '../../support/fake-api';
import { declareMoneyApi, type MoneyApiOptions } from '../../support/money-api';

/**
 * The in-memory money API of tests/client/support/money-api.ts, with `handle` asked first for
 * any call it wants to answer itself (the import dialog's tests answer the import this way).
 */
export function moneyServer({ handle, ...options }: MoneyApiOptions & { handle?: Interceptor } = {}) {
  const server = declareMoneyApi(options);
  if (handle) api.intercept(handle);
  return server;
}
