import type { User } from '@domain/auth';
import type { Preferences } from '@domain/preferences';
import { api, failure, type RecordedCall } from './fake-api';
import { completedPreferences, testUser } from './fixtures';

export interface SessionOptions {
  /** null: nobody is signed in (GET /api/auth/user answers 401). */
  user?: User | null;
  preferences?: Preferences;
  /** Keeps GET /api/auth/user pending forever. */
  userPending?: boolean;
}

/**
 * Declares the session routes every screen calls: the current user, the preferences (PATCH
 * merges and echoes them, as the server does) and sign-out.
 */
export function declareSession({ user = testUser, preferences = completedPreferences, userPending = false }: SessionOptions = {}): { calls: RecordedCall[] } {
  let current = preferences;
  api.use({
    'GET /api/auth/user': () => {
      if (userPending) return new Promise<never>(() => undefined);
      return user ?? failure(401, 'Please sign in to continue', 'UNAUTHENTICATED');
    },
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
  });
  if (user) {
    api.use({
      'GET /api/user-preferences': () => current,
      // The sidebar's price widget asks on every signed-in screen.
      'GET /api/crypto/prices': () => [],
      'PATCH /api/user-preferences': ({ body }) => {
        current = { ...current, ...(body as Partial<Preferences>) };
        return current;
      },
    });
  }
  return { calls: api.calls };
}
