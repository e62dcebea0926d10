/**
 * Leaves the app for a page another site hosts (Stripe's checkout or billing portal).
 * One function so tests can watch the navigation a browser would make.
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
