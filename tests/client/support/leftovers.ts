import { api } from './fake-api';
import { takeLeftoverErrors } from './strict-console';

/** What a test left behind that should fail it: unanswered requests, answers against the API contract, console errors, unhandled rejections. Clears them. */
export function takeLeftovers(): string[] {
  const { consoleErrors, rejections } = takeLeftoverErrors();
  return [
    ...api.takeUnhandled().map((request) => `unhandled request: ${request}`),
    ...api.takeContractBreaches().map((breach) => `answer against the API contract: ${breach}`),
    ...consoleErrors.map((text) => `console.error: ${text}`),
    ...rejections.map((text) => `unhandled rejection: ${text}`),
  ];
}
