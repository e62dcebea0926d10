import { api, type Interceptor } from '../../support/fake-api';
import { declareMoneyApi, type MoneyApiOptions } from '../../support/money-api';

export { makeGoal, makeSummary, makeTransaction } from '../../support/fixtures';

/** The in-memory money API, with `handle` asked first for any call it wants to answer itself. */
export function moneyServer({ handle, ...options }: MoneyApiOptions & { handle?: Interceptor } = {}) {
  const server = declareMoneyApi(options);
  if (handle) api.intercept(handle);
  return server;
}
