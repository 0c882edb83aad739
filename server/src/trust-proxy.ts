// The TRUST_PROXY setting's checks, read by the configuration at start: which entries are
// addresses or ranges, and which ranges are narrow enough to trust (a wider one lets every client
// choose its own address). The request side of it is http/client-address.ts.
import { BlockList, isIP } from 'node:net';

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
