import type { FastifyInstance, InjectOptions } from 'fastify';
import { generateSync } from 'otplib';
import { agentFor, registerUser, sessionCookieFrom, setCookieOf, type Agent } from './user-factories';

/** The app's code for `secret`, `steps` time steps (30 s each) from now. */
export function totpCode(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

export interface TwoFactorAgent extends Agent {
  secret: string;
  backupCodes: string[];
}

/**
 * A signed-in account with two-factor turned on. The enabling code is the previous step's, so a
 * test may use the current step's code for its own first sign-in.
 */
export async function twoFactorAgent(app: FastifyInstance): Promise<TwoFactorAgent> {
  const agent = agentFor(app, await registerUser(app));
  const setup = await agent.post('/api/auth/two-factor/setup');
  if (setup.statusCode !== 200) throw new Error(`two-factor setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await agent.post('/api/auth/two-factor/enable', { code: totpCode(secret, -1) });
  if (enabled.statusCode !== 200) throw new Error(`two-factor enable: ${enabled.statusCode} ${enabled.body}`);
  return { ...agent, secret, backupCodes: enabled.json<{ backupCodes: string[] }>().backupCodes };
}

/** The `name=value` pair of the device cookie an answer sets, if any. */
export function deviceCookieFrom(response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = setCookieOf(response, 'device');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** A password sign-in as a browser would send it: from an address, with the cookies it holds. */
export async function passwordStep(app: FastifyInstance, email: string, password: string, options: { cookie?: string; remoteAddress?: string } = {}) {
  const request: InjectOptions = { method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: options.cookie ? { cookie: options.cookie } : {} };
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  const response = await app.inject(request);
  return { response, cookie: sessionCookieFrom(response), challenge: response.json<{ challenge?: string }>().challenge ?? '' };
}

/** The second step: the challenge and a code, with the browser's cookies. */
export async function codeStep(app: FastifyInstance, body: { challenge: string; code: string; trustDevice?: boolean }, options: { cookie?: string; remoteAddress?: string } = {}) {
  const request: InjectOptions = { method: 'POST', url: '/api/auth/sign-in/two-factor', payload: body, headers: options.cookie ? { cookie: options.cookie } : {} };
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  const response = await app.inject(request);
  return { response, cookie: sessionCookieFrom(response), device: deviceCookieFrom(response) };
}
