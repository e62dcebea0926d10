import type { AddressInfo } from 'node:net';

/**
 * The address the server really listens on, as a URL: `HOST` may name another interface than
 * localhost, and `PORT=0` lets the system pick the port. IPv6 addresses go in brackets.
 */
export function listeningUrl(address: AddressInfo | string | null): string {
  if (address === null) return 'an unknown address';
  if (typeof address === 'string') return address;
  const host = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
