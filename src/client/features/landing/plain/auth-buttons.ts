export type AuthMode = 'signIn' | 'signUp';

/** What the dialogs module hands back once loaded (src/client/landing-dialogs.tsx). */
export interface AuthDialogs {
  open: (mode: AuthMode) => void;
}

const isAuthMode = (value: string | undefined): value is AuthMode => value === 'signIn' || value === 'signUp';

/**
 * The sign-in and sign-up buttons of the prerendered page. The dialogs (and React with them) are
 * fetched when a visitor reaches for a button, so they are usually there by the click; a click
 * that comes first opens its dialog as soon as they arrive.
 */
export function wireAuthButtons(page: ParentNode, load: () => Promise<AuthDialogs>): void {
  // Only the last click counts: two quick clicks before the code arrives open one dialog.
  let clicks = 0;
  const prepare = () => void load().catch(() => undefined);
  for (const button of page.querySelectorAll<HTMLElement>('[data-auth-open]')) {
    const mode = button.dataset.authOpen;
    if (!isAuthMode(mode)) continue;
    button.addEventListener('pointerenter', prepare);
    button.addEventListener('focus', prepare);
    button.addEventListener('touchstart', prepare, { passive: true });
    button.addEventListener('click', () => {
      const click = ++clicks;
      load().then(
        (dialogs) => {
          if (click === clicks) dialogs.open(mode);
        },
        (error: unknown) => console.error('The sign-in dialog could not load:', error),
      );
    });
  }
}
