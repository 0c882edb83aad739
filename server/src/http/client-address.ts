// Which hops of X-Forwarded-For the server believes. Behind a reverse proxy the client's address
// (sign-in limits per address, the action log, sessions) comes from the header, but only as far
// as the operator's own proxies vouch for it: a hop count or a list of proxy addresses, never
// "every hop", or any client could choose its own address.
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The trust setting: off, the number of proxy hops in front of the server, or their addresses/CIDRs. */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const CIDR = /^(.+)\/(\d{1,3})$/;

/** Whether a TRUST_PROXY list entry is an IP address or a CIDR range. */
export function isAddressOrRange(value: string): boolean {
  const range = CIDR.exec(value);
  if (!range) return isIP(value) !== 0;
  const kind = isIP(range[1]!);
  const bits = Number(range[2]);
  return (kind === 4 && bits <= 32) || (kind === 6 && bits <= 128);
}

/** The widest ranges TRUST_PROXY trusts: a wider one is a way of trusting every client. */
export const MIN_IPV4_PREFIX = 8;
export const MIN_IPV6_PREFIX = 16;
/** Enough for any real set of proxies; many ranges together could cover everything again. */
export const MAX_TRUSTED_ENTRIES = 32;

const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/**
 * Whether a TRUST_PROXY entry (already an address or a range) is no wider than an IPv4 /8 or an
 * IPv6 /16. An IPv6 range also trusts the IPv4 addresses mapped into it (::ffff:a.b.c.d), so that
 * part is judged as IPv4: `::/16` trusts every IPv4 client and is refused.
 */
export function isNarrowEnough(value: string): boolean {
  const range = CIDR.exec(value);
  if (!range) return true;
  const base = range[1]!;
  const bits = Number(range[2]);
  if (isIP(base) === 4) return bits >= MIN_IPV4_PREFIX;
  if (bits < MIN_IPV6_PREFIX) return false;
  if (bits < 96) {
    const block = new BlockList();
    block.addSubnet(base, bits, 'ipv6');
    return !block.check('::ffff:0:0', 'ipv6');
  }
  return !IPV4_MAPPED.check(base, 'ipv6') || bits - 96 >= MIN_IPV4_PREFIX;
}

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
