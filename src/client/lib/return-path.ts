/**
 * Where a person was headed when the onboarding tour took over (an invitation link opened
 * before signing up), so the tour can hand them back there. Kept for this tab only.
 */
const storageKey = 'tandem-return-path';

/** Only a path of this app: one leading slash, no scheme or host, and never the tour itself. */
export function isAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  try {
    const url = new URL(path, 'https://app.invalid');
    return url.origin === 'https://app.invalid' && url.pathname !== '/' && url.pathname !== '/welcome';
  } catch {
    return false;
  }
}

export function rememberReturnPath(path: string): void {
  if (!isAppPath(path)) return;
  try {
    sessionStorage.setItem(storageKey, path);
  } catch {
    // Without storage the tour ends on the dashboard, as before.
  }
}

/** The remembered path, forgotten once read; the dashboard when there is none. */
export function takeReturnPath(fallback = '/'): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
  } catch {
    return fallback;
  }
  return path && isAppPath(path) ? path : fallback;
}
