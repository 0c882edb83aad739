// Which hops of X-Forwarded-For the server believes. Behind a reverse proxy the client's address
// (sign-in limits per address, the action log, sessions) comes from the header, but only as far
// as the operator's own proxies vouch for it: a hop count or a list of proxy addresses, never
// "every hop", or any client could choose its own address.
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../trust-proxy';

/** Fastify's `trustProxy` option for a setting (a hop count trusts that many hops from the socket). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.proxies.join(',');
}

/** Longest textual IPv6 address (with an embedded IPv4 part); anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 45;

/**
 * Drops every X-Forwarded-For entry that is not an IP address before anything reads the client's
 * address, so a forged "address" is ignored rather than stored (or too long for its column).
 */
export function registerForwardedForCleanup(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const header = request.raw.headers['x-forwarded-for'];
    if (header === undefined) return;
    const entries = (Array.isArray(header) ? header.join(',') : header).split(',').map((s) => s.trim());
    const addresses = entries.filter((s) => s.length <= MAX_ADDRESS_LENGTH && isIP(s) !== 0);
    if (addresses.length === entries.length) return;
    if (addresses.length === 0) delete request.raw.headers['x-forwarded-for'];
    else request.raw.headers['x-forwarded-for'] = addresses.join(', ');
  });
}
