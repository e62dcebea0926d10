import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The one place Tandem's cookies are named: the session, and the device token that lets a
 * browser which signed in before keep its own count of failed sign-ins. Everything else,
 * the OpenAPI document included, asks this module.
 */
export const cookieBaseNames = { session: 'tandem_session', device: 'tandem_device' } as const;
export type CookieKind = keyof typeof cookieBaseNames;
/**
 * The language a visitor picked on this device, written by the browser beside its local choice
 * (src/client/lib/language-choice.ts) so that `/` can be sent in it; never a secret.
 */
export const languageCookieName = 'tandem-language';

/** Tokens are 43 characters; anything much longer is not one of ours and is not looked up. */
const maxTokenLength = 128;
/** Absolute session lifetime; the cookie lives no longer than the session it names. */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

/** `__Host-` binds a cookie to our exact host over HTTPS (no Domain, Path=/, Secure). */
export function cookieName(kind: CookieKind, config: Config): string {
  return config.secureCookies ? `__Host-${cookieBaseNames[kind]}` : cookieBaseNames[kind];
}

export function sessionCookieName(config: Config): string {
  return cookieName('session', config);
}

/** What both cookies are: sent to every path, never to scripts, not on foreign sub-requests. */
export function cookieAttributes(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
}

/**
 * The session token the browser sent, read under the one name this configuration uses: another
 * spelling (a stray `__Host-` cookie over HTTP, or the reverse) is ignored everywhere alike.
 */
export function sessionTokenFrom(request: FastifyRequest, config: Config): string | undefined {
  // @fastify/cookie fills the cookies in its onRequest hook; until then they are null.
  const cookies = request.cookies as FastifyRequest['cookies'] | null;
  const token = cookies?.[sessionCookieName(config)];
  return token && token.length <= maxTokenLength ? token : undefined;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, { ...cookieAttributes(config), maxAge: sessionMaxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), cookieAttributes(config));
}
