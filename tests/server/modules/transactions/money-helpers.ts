/** The money factories, where tests that predate tests/server/support/factories.ts import them from. */
export { contribute, createGoal, createTransaction, nextYear, postTransaction, readGoal, today } from '../../support/factories';
