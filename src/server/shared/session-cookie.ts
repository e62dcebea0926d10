import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

const baseName = 'tandem_session';
/** Absolute session lifetime; the cookie lives no longer than the session it names. */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

/** `__Host-` binds the cookie to our exact host over HTTPS (no Domain, Path=/, Secure). */
export function sessionCookieName(config: Config): string {
  return config.secureCookies ? `__Host-${baseName}` : baseName;
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
