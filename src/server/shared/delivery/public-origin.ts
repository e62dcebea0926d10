import type { Config } from '../../config';

/**
 * Where links in e-mails and push messages point. Jobs have no request to take an address from,
 * so without PUBLIC_ORIGIN they fall back to the address the server listens on.
 */
export function publicOriginOf(config: Pick<Config, 'publicOrigin' | 'host' | 'port'>): string {
  return (config.publicOrigin ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
}
