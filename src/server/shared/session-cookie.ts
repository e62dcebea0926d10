import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The one place the session cookie is named; everything else asks this module. */
const baseName = 'tandem_session';
/** Tokens are 43 characters; anything much longer is not one of ours and is not looked up. */
const maxTokenLength = 128;
/** Absolute session lifetime; the cookie lives no longer than the session it names. */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

/** `__Host-` binds the cookie to our exact host over HTTPS (no Domain, Path=/, Secure). */
export function sessionCookieName(config: Config): string {
  return config.secureCookies ? `__Host-${baseName}` : baseName;
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

function attributes(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, { ...attributes(config), maxAge: sessionMaxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), attributes(config));
}
