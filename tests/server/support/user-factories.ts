import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RegisterInput, User } from '../../../src/domain/auth/auth';
import { cookieBaseNames, type CookieKind } from '../../../src/server/shared/session-cookie';

/** Long, uncommon and valid; every factory user shares it unless told otherwise. */
export const defaultPassword = 'tandem-test-passphrase-42';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(4).toString('hex')}@tandem.test`;
}

export interface RegisteredUser {
  user: User;
  /** `name=value` of the session cookie, ready for a `cookie` header. */
  cookie: string;
  email: string;
  password: string;
}

type SetsCookies = { cookies: { name: string; value: string }[] };

/** The cookie of this kind an answer sets, under either spelling of its name (with `__Host-` or without). */
export function setCookieOf(response: SetsCookies, kind: CookieKind): { name: string; value: string } | undefined {
  return response.cookies.find((candidate) => candidate.name.endsWith(cookieBaseNames[kind]));
}

/** The `name=value` pair of the session cookie an answer sets, or undefined when it sets none. */
export function sessionCookieFrom(response: SetsCookies): string | undefined {
  const cookie = setCookieOf(response, 'session');
  return cookie && cookie.value !== '' ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Headers that send the session cookie, plus any others given. */
export function authed(cookie: string, headers: Record<string, string> = {}): Record<string, string> {
  return { cookie, ...headers };
}

/** Registers a fresh account through the API and returns it signed in. */
export async function registerUser(app: FastifyInstance, overrides: Partial<RegisterInput> = {}, headers: InjectOptions['headers'] = {}): Promise<RegisteredUser> {
  const body = { firstName: 'Test', lastName: 'User', email: uniqueEmail(), password: defaultPassword, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });
  if (response.statusCode !== 201) throw new Error(`registerUser: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieFrom(response);
  if (!cookie) throw new Error('registerUser: no session cookie was set');
  return { user: response.json<User>(), cookie, email: body.email, password: body.password };
}

/** Signs in through the API; returns the raw answer and the new session cookie, if any. */
export async function signIn(app: FastifyInstance, email: string, password: string, headers: InjectOptions['headers'] = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });
  return { response, cookie: sessionCookieFrom(response) };
}

type Payload = Record<string, unknown> | unknown[];

/** A signed-in account plus requests that carry its session cookie. */
export interface Agent extends RegisteredUser {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** Wraps a registered account so tests read `alice.get('/api/financial-goals')`. */
export function agentFor(app: FastifyInstance, account: RegisteredUser): Agent {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Payload) =>
    app.inject({ method, url, headers: { cookie: account.cookie }, ...(payload === undefined ? {} : { payload }) });
  return {
    ...account,
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload),
    patch: (url, payload) => send('PATCH', url, payload),
    delete: (url) => send('DELETE', url),
  };
}

/** Registers a fresh account (any field overridable, time zone included) and returns it as a signed-in agent. */
export async function signedInAgent(app: FastifyInstance, overrides: Partial<RegisterInput> = {}): Promise<Agent> {
  return agentFor(app, await registerUser(app, overrides));
}
