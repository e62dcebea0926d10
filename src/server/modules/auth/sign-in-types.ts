import type { LanguageCode } from '../../../domain/shared/languages';
import type { User } from '../../../domain/auth/auth';

/** What a sign-in knows of the browser that asks, and what a finished one gives it back. */
export interface ClientInfo {
  ip: string;
  /** Failed sign-ins this address may make in the throttle window. */
  failedSignInLimit: number;
  userAgent: string | undefined;
  language: LanguageCode;
  /** The browser's device cookie, if it has one. */
  deviceToken: string | undefined;
}

export interface SignedIn {
  user: User;
  token: string;
  /** The device cookie to (re)send: the browser is now known for this account. */
  deviceToken: string;
}
