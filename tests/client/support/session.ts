import type { User } from '@domain/auth/auth';
import type { Preferences } from '@domain/preferences/preferences';
import { mergeNotifications, type Settings, type UpdateSettingsInput } from '@domain/settings/settings';
import { api, failure, type RecordedCall } from './fake-api';
import { completedPreferences, makeSettings, testUser } from './fixtures';

export interface SessionOptions {
  /** null: nobody is signed in (GET /api/auth/user answers 401). */
  user?: User | null;
  preferences?: Preferences;
  /** What GET /api/settings answers; PATCH merges into it as the server does. */
  settings?: Partial<Settings>;
  /** Keeps GET /api/auth/user pending forever. */
  userPending?: boolean;
}

/**
 * Declares the session routes every screen calls: the current user, the preferences (PATCH
 * merges and echoes them, as the server does) and sign-out.
 */
export function declareSession({ user = testUser, preferences = completedPreferences, settings, userPending = false }: SessionOptions = {}): {
  calls: RecordedCall[];
} {
  let current = preferences;
  let currentSettings = makeSettings({ email: user?.email ?? testUser.email, theme: preferences.theme, language: preferences.language, ...settings });
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
      // So does the header's notification bell.
      'GET /api/notifications': () => ({ items: [], unreadCount: 0, nextBefore: null }),
      'PATCH /api/user-preferences': ({ body }) => {
        current = { ...current, ...(body as Partial<Preferences>) };
        currentSettings = { ...currentSettings, theme: current.theme, language: current.language };
        return current;
      },
      'GET /api/settings': () => currentSettings,
      'PATCH /api/settings': ({ body }) => {
        const { notifications, ...changes } = body as UpdateSettingsInput;
        currentSettings = { ...currentSettings, ...changes, notifications: mergeNotifications(currentSettings.notifications, notifications) };
        current = { ...current, theme: currentSettings.theme, language: currentSettings.language };
        return currentSettings;
      },
    });
  }
  return { calls: api.calls };
}
